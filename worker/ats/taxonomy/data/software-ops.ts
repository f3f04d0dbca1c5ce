// Skills taxonomy, infrastructure, data and enterprise software. Format: see software-dev.ts.
export default `
# cloud | Cloud platforms
Amazon Web Services | AWS | Amazon AWS | AWS Cloud
Amazon EC2 | EC2 | AWS EC2 | Elastic Compute Cloud
Amazon S3 | S3! | AWS S3 | Simple Storage Service
AWS Lambda | Lambda functions | Lambda!
AWS CloudFormation | CloudFormation | Cloud Formation
AWS IAM | IAM!
Amazon RDS | RDS! | AWS RDS | Aurora | Amazon Aurora
Amazon VPC | VPC | Virtual Private Cloud
AWS CloudWatch | CloudWatch | Cloud Watch
Amazon ECS | ECS! | AWS ECS | Fargate | AWS Fargate
Amazon EKS | EKS! | AWS EKS
Amazon SQS | SQS
Amazon SNS | SNS!
AWS Elastic Beanstalk | Elastic Beanstalk | Beanstalk
Amazon Route 53 | Route53 | Route 53
AWS CloudFront | CloudFront | Cloud Front
Content delivery network | CDN
Elastic Load Balancing | ELB | ALB
Auto Scaling | Autoscaling | Auto-scaling | Auto scaling groups
Microsoft Azure | Azure | MS Azure | Windows Azure | Azure cloud
Azure DevOps | Azure Devops | VSTS | TFS | Team Foundation Server | Azure Pipelines | Azure Boards
Azure Functions | Azure Function
Azure Active Directory | Azure AD | AAD! | Entra ID
Azure Kubernetes Service | AKS
Azure App Service | Azure Web Apps
Azure Data Factory | ADF | Data Factory
Azure Synapse | Synapse Analytics
Azure Databricks | Databricks
Google Cloud Platform | GCP | Google Cloud | Google Cloud Platform GCP
Google Kubernetes Engine | GKE
Google App Engine | App Engine
Cloud Functions | Google Cloud Functions
Firebase Hosting
Heroku
DigitalOcean | Digital Ocean
Linode
IBM Cloud | Bluemix | IBM Bluemix
Oracle Cloud | OCI! | Oracle Cloud Infrastructure
OpenStack | Open Stack
Cloud computing | Cloud! | Cloud services | Cloud infrastructure | Cloud technologies
Cloud migration | Migration to cloud | Lift and shift
Cloud architecture | Solutions architecture | Cloud architect
Cloud security
Multi-cloud | Public cloud
IaaS | Infrastructure as a Service
PaaS | Platform as a Service
VMware | VMware Workstation
Hyper-V | HyperV | Microsoft Hyper-V
Virtualization | Virtualisation | Server virtualization | Virtual machines | VirtualBox | Oracle VirtualBox
Citrix
Vagrant
Cost optimization | Cloud cost optimization

# devops | DevOps and delivery
DevOps | Dev Ops
Docker | Docker containers | Dockerfile | Containerization | Containers
Kubernetes | k8s | K8S | Kubernetes cluster | kubectl | Kubernetes orchestration
OpenShift | Red Hat OpenShift
Helm | Helm charts
Rancher
Jenkins | Jenkins pipeline | Jenkins pipelines | Jenkinsfile | Hudson
CI/CD | CI! | CI CD | CICD | Continuous integration | Continuous delivery | Continuous deployment | Continuous Integration and Continuous Deployment | CI/CD pipelines | Build and release | Build & release
GitLab CI | GitLab CI/CD | GitLab pipelines
GitHub Actions
Travis CI | TravisCI
CircleCI | Circle CI
Bamboo | Atlassian Bamboo
TeamCity | Team City
Argo CD | ArgoCD
Spinnaker
Terraform | HashiCorp Terraform
Ansible | Ansible playbooks | Playbooks
Chef | Chef!
Puppet | Puppet!
SaltStack | Salt Stack
Infrastructure as code | IaC | Infrastructure-as-code
Pulumi
Packer | HashiCorp Packer
Vault | HashiCorp Vault
Secrets management
Consul | HashiCorp Consul
Git | GIT! | Git version control
GitHub | Github | Git Hub
GitLab | Gitlab
Bitbucket | Bit Bucket
Subversion | SVN | Tortoise SVN | TortoiseSVN
CVS version control | CVS!
Perforce | Helix Core
Mercurial
ClearCase | Rational ClearCase | IBM ClearCase
Version control | Source control | Version control systems | Source code management | SCM!
Branching strategies | Branching and merging | Git flow | GitFlow | Feature branching
Release management | Release engineering | Release process
Configuration management | Configuration Management
Build automation | Build tools | Build management
SonarQube | Sonar | SonarLint
Nexus | Sonatype Nexus | Nexus repository
Prometheus
Grafana
Nagios
Zabbix
Datadog | Data Dog
New Relic | NewRelic
Splunk
ELK stack | ELK | Elastic Stack | Beats | Filebeat
AppDynamics | App Dynamics
Dynatrace
PagerDuty
Monitoring and alerting | Monitoring | Observability | Alerting | Application monitoring
Logging | Centralized logging | Log management | Log analysis
Site reliability engineering | SRE | Site Reliability
Incident management | Major incident management
Blue-green deployment | Blue green deployment
Service mesh | Linkerd | Envoy | Istio
Istio service mesh
Kafka | Apache Kafka
Apache ZooKeeper | Zookeeper | ZooKeeper
Shell automation | Automation scripts | Scripting

# sysadmin | Systems administration
Linux | Linux administration | GNU/Linux | Linux OS | Linux system administration | Linux server
Red Hat Enterprise Linux | RHEL | Red Hat | Redhat | RedHat Linux
CentOS | Cent OS
Ubuntu | Ubuntu Linux | Ubuntu server
Debian
SUSE Linux | SLES | SUSE! | openSUSE
Fedora
Solaris | Sun Solaris | Oracle Solaris
AIX | IBM AIX
HP-UX | HPUX
Windows Server | Windows Server 2008 | Windows Server 2012 | Windows Server 2016 | Windows Server 2019 | Win Server
Windows | MS Windows | Microsoft Windows | Windows 10 | Windows 7 | Windows XP | Windows 8 | Windows 11
macOS | Mac OS | MacOS | OS X | Mac OSX
Active Directory | AD! | MS Active Directory | Active directory services
Group Policy | Group policies
Exchange Server | Microsoft Exchange | MS Exchange | Exchange 2010
Office 365 administration | O365 | Office365 admin | Microsoft 365 admin | M365
DNS | Domain Name System | DNS server | DNS management
DHCP | DHCP server
LDAP | OpenLDAP
Cron jobs | Cron | Crontab
System administration | Sysadmin | System administrator | Server administration | Systems administration
Patch management | Patching | OS patching
Server hardening | OS hardening | System hardening
Storage area network | SAN | Storage administration | EMC storage
RAID | RAID configuration
Backup administration | Backups~
ITIL | ITIL v3 | ITIL v4 | ITIL Foundation
ServiceNow | Service Now | SNOW!
Remedy | BMC Remedy | Remedy ticketing
Ticketing systems | Ticketing tools | Help desk ticketing | Zendesk | Freshdesk
Desktop support | IT support
Hardware troubleshooting | Hardware and networking | Hardware & networking | PC troubleshooting | Computer hardware | Hardware technician | Computer hardware technician | Laptop repair | Printer repair | Hardware and networking technician
Software installation
Printer configuration | Printers
Mainframe | IBM Mainframe | MVS
JCL | Job Control Language
CICS
VSAM
IBM AS/400 | AS400 | AS/400 | RPG!

# networking | Networking
Computer networking | Network administration | Network engineering | Network management
TCP/IP | TCP IP | Internet protocol suite
OSI model | OSI layers | OSI reference model
Subnetting | IP subnetting
Routing | Routing protocols | Static routing | Dynamic routing
Switching | Layer 2 switching | Layer 3 switching | LAN switching
OSPF
BGP | Border Gateway Protocol
EIGRP | IGRP
RIP | RIP! | RIPv2
VLAN | VLANs | Inter-VLAN routing | VTP | Trunking
Spanning Tree Protocol | STP! | RSTP | PVST
HSRP
First hop redundancy | VRRP | GLBP
MPLS
NAT | PAT! | Network address translation
IPv6 | IPV6
WAN | MAN! | Wide area network
SD-WAN | SDWAN
Wireless networking | WiFi | Wi-Fi | Cisco wireless
Cisco | Cisco devices
CCNA | Cisco Certified Network Associate | CCNA Routing and Switching
CCNP | Cisco Certified Network Professional
CCIE
Juniper | Juniper routers | Juniper MX
Huawei networking | HCNA | HCIA
Network troubleshooting | Troubleshooting network | Ping traceroute
Network monitoring
Network design | Network architecture | Network planning
Structured cabling | Cabling | Fiber optics | Optical fiber
QoS | Quality of service
Load balancer configuration | Load balancer | Load balancing | Load balancers | Citrix NetScaler | NetScaler | A10
VoIP | Voice over IP | SIP! | SIP trunking | Asterisk | IP telephony | Cisco Unified Communications | CUCM
Telecommunications | Telecom | Telecommunication
GSM
Network operations center | NOC! | Network operations

# security | Information and network security
Network security | Network Security | Perimeter security
Cybersecurity | Cyber security | Information security | InfoSec | IT security | Information Security
Firewalls | Firewall | Firewall configuration | Firewall management | Next-generation firewall | NGFW
Palo Alto Networks | Palo Alto | Palo Alto firewall | PAN-OS
Fortinet | Fortinet firewall | FortiManager | FortiAnalyzer
Check Point | Checkpoint | Checkpoint firewall
Cisco ASA firewall | Cisco ASA
SonicWall
VPN | Virtual private network | IPsec VPN
IDS/IPS | IDS | IPS! | Intrusion detection | Intrusion prevention | Snort | Suricata
SIEM | Security information and event management
SOC | Security operations center | Security operations | SOC analyst
Vulnerability assessment | Vulnerability management | Vulnerability scanning | VAPT | VA/PT | VA PT | OpenVAS
Penetration testing | Ethical hacking | CEH | Certified Ethical Hacker | OSCP
Nessus
Qualys
Rapid7 | Nexpose
Nmap | Network scanning | Port scanning
Metasploit
OWASP | OWASP Top 10 | OWASP top ten | XSS | Cross-site scripting | CSRF
SQL injection
Malware analysis | Malware
Digital forensics | Forensics | Computer forensics
Threat intelligence
Endpoint security | Endpoint protection | Symantec
Data loss prevention | DLP
Identity and access management | IAM solutions | RBAC
Multi-factor authentication | MFA | 2FA | Two-factor authentication
Public key infrastructure | PKI | SSL certificates | SSL/TLS | TLS | SSL! | Digital certificates
Cryptography | Encryption | RSA! | SHA-256
Security auditing | Security audit | Security assessments | Risk assessment security
ISO 27001 | ISO/IEC 27001 | ISMS | ISO 27001 Lead Auditor
GDPR compliance | GDPR
Data privacy | CCPA
PCI DSS | PCI-DSS | PCI compliance
HIPAA | HIPAA compliance
NIST | NIST framework
SOX compliance | SOX!
CISSP
Security policies | Security policy | Information security policies
Access control lists | ACL | ACLs | Access control
Proxy servers | Proxy! | Web proxy | Squid | Bluecoat | Reverse proxy
AAA | RADIUS | TACACS | TACACS+
Incident handling
Business continuity | BCP | Business continuity planning | DR planning

# bigdata | Big data
Apache Hadoop | Hadoop | Hadoop ecosystem | Hadoop cluster | Hadoop administration | Cloudera | Hortonworks | CDH | HDP | MapR
HDFS | Hadoop Distributed File System
MapReduce | Map Reduce | Map-Reduce | MR jobs | YARN | MRv2
Apache Spark | Spark! | Spark SQL | Spark Streaming | Spark core | Spark RDD | RDD | RDDs | SparkSQL
Apache Hive | Hive! | HiveQL | Hive QL | Hive queries | HQL queries
Apache Pig | Pig! | Pig Latin | Pig scripts
Apache HBase | HBase | Hbase
Apache Sqoop | Sqoop
Apache Flume | Flume
Apache Oozie | Oozie
Apache Impala | Impala | Cloudera Impala
Apache Storm | Storm!
Apache Flink | Flink
Apache NiFi | NiFi | Nifi
Apache Airflow | Airflow | Apache Airflow DAGs
Apache Beam | Google Dataflow
Apache Hue | Hue!
Apache Ambari | Ambari
Apache Zeppelin | Zeppelin
Presto | Trino
Apache Parquet | Parquet
Apache ORC | ORC!
Delta Lake
Amazon EMR | EMR! | Elastic MapReduce | AWS EMR
AWS Glue | Glue!
Big data | Big Data | Big data analytics | Big data technologies
Data pipelines | Data pipeline | Data pipeline development
Data engineering | Data engineer
Stream processing | Real-time processing | Streaming data | Real-time data processing
Batch processing
Distributed systems | Distributed computing | Parallel computing | Parallel processing
Kerberos | Kerberos authentication
Hadoop security | Apache Ranger | Apache Sentry | Apache Knox

# datascience | Data science and machine learning
Machine learning | ML! | Machine Learning | ML algorithms | Machine learning algorithms
Deep learning | DL! | Deep Learning | Deep neural networks
Artificial intelligence | AI! | Artificial Intelligence
Data science | Data Science
Data analysis | Data analytics | Data analyst | Analyzing data | Data analysis and interpretation | Business analytics
Statistics | Statistical analysis | Statistical modeling | Statistical modelling | Inferential statistics | Descriptive statistics | Correlation analysis
Probability | Probability theory
Hypothesis testing | Statistical tests | Chi-square | Chi-square test | T-test
Regression analysis | Regression~ | Multiple regression | Polynomial regression | Regression models
Classification | Classification algorithms | Classifiers
Clustering | Hierarchical clustering | DBSCAN
Decision trees | Decision tree | CART
Random forest | Random forests | RandomForest
Gradient boosting | AdaBoost | GBM
Support vector machines | SVM | SVMs | Support vector machine
Naive Bayes | Naïve Bayes | NaiveBayes
K-nearest neighbors | KNN | K nearest neighbours | k-NN
Dimensionality reduction | LDA dimensionality | t-SNE | UMAP
Time series analysis | Time series | Time series forecasting
Feature engineering | Feature selection | Feature extraction
Model evaluation | Model validation
Recommender systems | Recommendation engine | Recommendation systems | Collaborative filtering
Anomaly detection | Outlier detection
Neural networks | Neural network | ANN! | Artificial neural networks | Neural Nets | Multilayer perceptron | MLP!
Convolutional neural networks | CNN | CNNs | ConvNets
Recurrent neural networks | RNN | RNNs | LSTM | GRU! | Sequence models
Transformer models | Transformer models
Large language models | LLM | LLMs
Natural language processing | NLP | Natural Language Processing | NER!
Sentiment analysis | Opinion mining | VADER | Vader
Topic modeling | Topic modelling | Latent Dirichlet allocation | LDA topic | NMF
Word embeddings | doc2vec | Word Embedding | Word2Vec | GloVe | FastText
TF-IDF | TFIDF | tfidf | Bag of words
Computer vision | Image processing
Speech recognition | ASR!
Reinforcement learning | Q-learning | RL!
scikit-learn | Scikit learn | sklearn | Scikit-Learn | SciKit
TensorFlow | Tensorflow | TF! | TensorFlow 2
Keras
PyTorch | Torch | Pytorch
Theano
NLTK
TextBlob | Text blob
MLOps | ML Ops
Data visualization | Data visualisation | Visualization | Data viz | Visualizations
Tableau | Tableau Desktop | Tableau Server | Tableau dashboards | Tableau Public
Power BI | PowerBI | Power-BI | Microsoft Power BI
QlikView
Looker
SAS | SAS! | SAS programming | Base SAS | SAS Enterprise Miner | SAS EG
SPSS | IBM SPSS | SPSS Modeler
Stata
RapidMiner
Excel data analysis | Macros
Data mining | Data Mining | Predictive analytics | Predictive modeling | Predictive modelling | Predictive analysis
Data cleaning | Data wrangling | Data preprocessing | Data preparation | Data munging
Exploratory data analysis | EDA | Exploratory Data Analysis
Optimization
Chatbots | Chatbot | Chat bot | Conversational AI | Dialogflow | Rasa
Optical character recognition | OCR
Big data machine learning | Distributed machine learning
Econometrics
Quantitative analysis | Quantitative research | Quant!

# etlbi | Data warehousing, ETL and BI
ETL | Extract transform load | ETL development | ETL processes | ETL pipelines
Data warehousing | Data warehouse | DWH | EDW | Enterprise data warehouse | Data warehousing concepts
Dimensional modeling | Dimensional modelling | Star schema | Snowflake schema | Fact tables | Dimension tables | Slowly changing dimensions | SCD
Informatica PowerCenter | Informatica | Informatica Power Center
Talend | Talend Data Integration
SSIS | SQL Server Integration Services
SSAS | SQL Server Analysis Services
IBM DataStage | DataStage | Datastage | InfoSphere DataStage
Ab Initio | AbInitio
Oracle Data Integrator | ODI
Pentaho | Pentaho Data Integration | Kettle
Alteryx
Matillion
dbt | DBT! | data build tool
Fivetran
SAP BusinessObjects | Business Objects | BO! | BOBJ | SAP BO
Cognos | IBM Cognos | Cognos BI
MicroStrategy | Micro Strategy
OBIEE | Oracle BI | Oracle Business Intelligence
Business intelligence | BI! | Business Intelligence | BI reporting | BI tools
Reporting | Report development | Reports development | MIS! | Management information system
Dashboards | Dashboard | Dashboard development | KPI dashboards | Interactive dashboards
Data quality
Data integration | Data integration tools | Airbyte | Hevo
Metadata management
Change data capture | CDC
Unix scheduling | Job schedulers
Teradata utilities | BTEQ | FastLoad | MultiLoad | TPump
Netezza | IBM Netezza
Data mapping | Source to target mapping | STM!

# blockchain | Blockchain
Blockchain | Block chain | Blockchain technology | Distributed ledger | DLT
Ethereum | ETH! | Ethereum blockchain | EVM
Smart contracts | Smart contract | Smart contract development
Hyperledger Fabric | Hyperledger | Hyperledger Composer | Hyperledger Sawtooth
Bitcoin | BTC!
Cryptocurrency | Cryptocurrencies | Crypto
Web3 | Web3.js | Web 3.0 | Web3js | Ethers.js | ethers
Truffle | Truffle suite | Ganache
Hardhat
MetaMask | Meta Mask
Remix IDE | Remix!
IPFS | InterPlanetary File System
Decentralized applications | DApps | DApp | dApps | Decentralised applications
DeFi | Decentralized finance
NFT | NFTs | Non-fungible tokens | ERC-721 | ERC721
ERC-20 | ERC20 | Token development | ICO | Initial coin offering | Tokenomics
Consensus algorithms | Proof of work | Proof of stake | PoW | PoS! | PBFT | Consensus mechanisms
Corda | R3 Corda
Quorum blockchain | Quorum!
Multichain | MultiChain
Polygon | Matic
Binance Smart Chain | BSC!
Solana
Polkadot
Cardano
Stellar
Ripple | XRP
Cryptography blockchain | Merkle trees | Hash functions | Elliptic curve cryptography | ECDSA
Chaincode | Chain code
Crypto wallets | Wallet integration | Cryptocurrency wallet
Blockchain security | Smart contract auditing | Smart contract security

# sap | SAP and ERP
SAP | SAP! | SAP ERP | SAP R/3 | SAP ECC | ECC 6.0 | SAP ECC 6.0
SAP S/4HANA | S/4HANA | S4 HANA | S4HANA | S/4 HANA
SAP HANA | HANA! | HANA database
SAP FICO | FICO! | SAP FI | SAP CO | SAP FI/CO | SAP FI CO | FI/CO
SAP MM | SAP Materials Management | MM module
SAP SD | SAP Sales and Distribution | SD module
SAP PP | SAP Production Planning | PP module
SAP QM | SAP Quality Management
SAP PM | SAP Plant Maintenance
SAP WM | SAP EWM | Extended warehouse management | SAP Warehouse Management
SAP HCM | SAP HR | SAP HR/HCM
SAP Basis | Basis! | SAP NetWeaver | NetWeaver
SAP BW | SAP BI | BW on HANA | SAP BW/BI
SAP Fiori | Fiori | UI5!
SAP PI/PO | SAP PI | SAP PO | SAP XI
SAP CRM | SAP C/4HANA
SAP Ariba | Ariba
SAP GRC
SAP APO
SAP Solution Manager | SolMan | Solution Manager
SAP workflow | SAP Workflow
ABAP reports | ALV! | Interactive reports | Classical reports
BAPI | BAPIs | RFC! | Remote function call
IDocs | IDoc | IDOC | ALE! | EDI IDoc
SmartForms | Smart Forms
BDC | Batch data communication | Data Dictionary | DDIC
SAP CDS views | CDS views | CDS!
SAP implementation | SAP end-to-end implementation | SAP rollout | SAP support projects
SAP Business One | SAP B1 | Business One
Oracle ERP
Microsoft Dynamics ERP
Tally ERP | Tally | Tally ERP 9 | Tally Prime
ERP | ERP systems | Enterprise resource planning | ERP implementation | ERP software
Infor | Infor M3 | Infor SyteLine
Salesforce | Salesforce.com | SFDC | Lightning | Salesforce Service Cloud | Service Cloud
CRM systems | CRM! | Customer relationship management | CRM software | Zoho
Siebel | Oracle Siebel

# design | Design, UX and creative software
User experience design | UX | UX design | User experience | UX designer | UX/UI | UI/UX | UI UX
User interface design | UI design | UI designer | Interface design | GUI design
Wireframing | Wireframes | Wireframe | Mockups | Mock-ups | Low-fidelity prototypes
Prototyping | Prototypes | Interactive prototypes | High-fidelity prototypes
User research | UX research | Usability studies | User interviews | Personas | Journey mapping | Customer journey mapping
Information architecture | IA! | Site maps | Sitemaps
Interaction design | IxD | Micro-interactions
Design systems | Design system | Style guides | Component libraries | UI kits
Figma
Sketch | Sketch app | Sketch!
Adobe XD | XD! | Adobe Experience Design
InVision | Invision
Zeplin
Axure | Axure RP
Balsamiq
Adobe Photoshop | Photoshop | PS! | Adobe PS
Adobe Illustrator | Illustrator | AI Illustrator
Adobe InDesign | InDesign
Adobe Premiere Pro | Premiere Pro | Adobe Premiere | Premiere!
Adobe After Effects | After Effects | AE!
Adobe Lightroom | Lightroom
Adobe Creative Suite | Adobe Creative Cloud | Creative Suite | Adobe CC | Adobe Suite
Adobe Animate | Animate CC
Adobe Audition | Audition!
CorelDRAW | Corel Draw | Coreldraw | Corel
GIMP
Inkscape
Canva
Final Cut Pro | FCP! | Final Cut
DaVinci Resolve | Da Vinci Resolve
Avid Media Composer | Avid
Autodesk Maya | Maya! | Maya 3D
Autodesk 3ds Max | 3ds Max | 3DS Max | 3D Max | 3D Studio Max
Blender | Blender 3D
Cinema 4D | C4D
ZBrush | Z Brush
SketchUp | Google SketchUp | Sketch Up
V-Ray | VRay | Vray
Substance Painter | Substance 3D
Graphic design | Graphic designing | Graphics design | Graphic designer
Visual design | Visual communication
Typography | Type design | Font design
Color theory | Colour theory
Layout design | Page layout | Print layout | Print design | Print media design
Logo design | Brand identity design | Branding design | Visual identity
Illustration | Vector illustration
Motion graphics | Motion design | Motion graphic design
Video editing | Video editor | Video production
3D modeling | 3D modelling | 3D design | 3D rendering | Rendering
2D animation | Animation
Photo editing | Image editing | Photo retouching | Retouching | Photo manipulation
Packaging design | Label design
Infographics | Infographic design
Web banner design | Banner design | Social media creatives | Social media graphics
UI animation
Human-computer interaction | HCI

# methods | Engineering practices and tools
Agile | Agile methodology | Agile methodologies | Agile development | Agile Scrum | Agile practices
Scrum | Scrum methodology | Scrum framework | Sprint planning | Sprints | Daily stand-ups | Stand-up meetings | Retrospectives | Sprint retrospective
Kanban | Kanban boards
Waterfall | Waterfall model | Waterfall methodology
SAFe | Scaled Agile Framework | Scaled Agile
LeSS framework
Lean software development | Lean IT
Extreme programming | XP practices | Pair programming
Code review | Code reviews | Peer code review | Review code | Reviewing code | Pull requests | Pull request reviews | PR reviews | Review PRs | Review pull requests
Clean code | SOLID principles | SOLID! | Refactoring | Code refactoring
Software architecture | System design | Architecture design | Solution design | Technical architecture | Application architecture
Domain-driven design | DDD
UML | Unified Modeling Language | UML diagrams | Use case diagrams | Class diagrams | Sequence diagrams | Activity diagrams | Rational Rose | StarUML | Enterprise Architect
Technical documentation | Software documentation | Design docs | Design documents | Design documentation
Confluence | Atlassian Confluence
Trello
Project management tools | Asana | Monday.com | ClickUp | Basecamp | Smartsheet
Notion
Slack
Microsoft Teams | MS Teams
Software development | Software engineering | Application development | Software engineer | Programming | Coding
Debugging | Troubleshooting code | Bug fixing | Root cause debugging
Performance optimization | Performance tuning applications | Code optimization | Profiling | Performance troubleshooting | Performance problems | Performance issues
Scalability | High availability | Fault tolerance | Resilience engineering
Application support | Production support | Maintenance and support | L2 application support | Application maintenance
Software maintenance | Enhancement projects | Legacy systems
Onshore-offshore model | Onsite-offshore coordination | Offshore coordination | Onsite coordination
Embedded systems | Embedded | Embedded software | Firmware | Firmware development | Microcontroller programming
RTOS | Real-time operating systems | FreeRTOS | VxWorks
Arduino
Internet of things | IoT | Internet of Things | IIoT | Industrial IoT
Robotics
Robot Operating System | ROS!
Computer science fundamentals | Operating systems | Compiler design | Computer architecture | Theory of computation
Cloud-native | Twelve-factor app | 12-factor
Open source contribution | Open source
Competitive programming | HackerRank | LeetCode | CodeChef | Codeforces
Low-code | No-code | Low code platforms | OutSystems | Mendix
Mulesoft | MuleSoft | Mule ESB | Anypoint
Enterprise service bus | ESB
Microsoft BizTalk | BizTalk
EDI | Electronic data interchange | X12 | EDIFACT
Geographic information systems | GIS | ArcGIS | QGIS | ArcMap | Remote sensing
`;
