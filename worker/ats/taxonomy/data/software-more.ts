// Skills taxonomy, more software: languages, web, JVM and .NET libraries, mobile, data, cloud,
// security, ERP and CRM platforms. Format: see software-dev.ts.
export default `
# languages | Programming languages
Zig | Zig lang
Nim | Nim lang
Crystal lang | Crystal programming
Elm lang | Elm language
PureScript
ReasonML | ReScript
CoffeeScript | Coffee Script
Racket language
Scheme programming | Scheme lisp

Forth language
Delphi | Object Pascal | Embarcadero Delphi
Visual FoxPro | FoxPro
PowerBuilder
RPG IV | RPGLE | RPG programming
PL/I | PL1
Natural language ADABAS | Software AG Natural | ADABAS
ColdFusion | CFML
ActionScript | Action Script
Hack language | HHVM
WebAssembly | WASM
CUDA | CUDA programming | GPU programming
OpenCL
OpenMP
MPI | Message passing interface

Korn shell | ksh
Zsh
Batch scripting | Batch files | DOS batch | Windows batch scripting
Python scripting | Python automation scripts
JavaScript ES2020 | ESNext | Modern JavaScript
Kotlin coroutines | Coroutines
Rust async | Tokio
Go concurrency | Goroutines
Jython
JRuby
IronPython
GDScript
Q#
Quantum computing | Quantum programming
Qiskit
APL

MUMPS | M programming
Apex triggers | Salesforce Apex triggers

# frontend | Web front end

PostCSS
Styled Components | styled-components
CSS-in-JS | Emotion CSS
CSS Modules
BEM methodology | BEM!
Bulma
Foundation framework | Zurb Foundation
Semantic UI
Ant Design | AntD
Chakra UI
Vuetify
Quasar framework
PrimeNG | PrimeReact | PrimeFaces
Angular Material
RxJS
NgRx
Zustand
MobX
Recoil state management | Recoil
React Query | TanStack Query
React Router
React Hooks
Context API
Gatsby | GatsbyJS
Remix framework | Remix Run
Astro framework | Astro!
SolidJS | Solid.js
Alpine.js | AlpineJS
Preact
Lit elements | LitElement | Lit framework
Stencil.js | StencilJS
Ext JS | ExtJS | Sencha
Dojo toolkit
Kendo UI
jQuery UI
Highcharts
ECharts | Apache ECharts
Leaflet | Leaflet.js
Mapbox | Mapbox GL
OpenLayers
Google Maps API | Google Maps JavaScript API
WebGL
Canvas animation | HTML5 canvas
GSAP | GreenSock
Framer Motion
Lottie | Bodymovin
Parcel bundler
Rollup | Rollup.js
esbuild
Turbopack
Snowpack
pnpm
Lerna
Nx monorepo | Nx!
Turborepo
Monorepo management | Monorepos
ESLint
Prettier
Stylelint
Micro frontends | Micro-frontends | Module federation
Web Vitals | Core Web Vitals | Lighthouse
Service workers | Workbox
IndexedDB
Local storage | LocalStorage | Session storage
Web Workers
WebRTC
Server-sent events | SSE!
Internationalization | i18n | Localization web | l10n
Figma developer handoff | Dev mode handoff
Pug templates | Jade templates
Mustache templates | Mustache.js
Nunjucks
Liquid templates | Shopify Liquid
Hugo | Hugo static site
Jekyll
Eleventy | 11ty
Static site generators | SSG!
Headless CMS | Contentful | Strapi | Sanity CMS | Prismic | Ghost CMS
Webflow
Elementor
WordPress themes | Theme development | WordPress theme development
WordPress plugins | Plugin development | WordPress plugin development
WooCommerce development
Email templates | HTML emails | Email HTML
Cross-platform desktop apps | Electron | Electron.js | Tauri
jQuery Mobile

# backend | Web back end and APIs
Express middleware
Fastify
Socket.IO | Socket IO | Socketio
Mongoose | Mongoose ODM
Sequelize
TypeORM
Prisma | Prisma ORM
Knex.js | Knex
Drizzle ORM
PM2
REST API design | RESTful design | Resource modeling
API gateway | API gateways | Kong | Apigee | AWS API Gateway | Tyk
API management | API lifecycle management
Webhooks | Webhook integrations
Rate limiting | Throttling
Idempotency
Event-driven architecture | Event driven architecture | EDA! | Event-driven systems
Event sourcing
CQRS
Saga pattern | Distributed transactions
Hexagonal architecture | Ports and adapters
Clean architecture | Onion architecture
Monolith to microservices | Microservices migration | Strangler pattern
Service discovery | Eureka | Netflix Eureka
Circuit breaker pattern | Hystrix | Resilience4j
Spring Cloud Gateway
Netflix Zuul | Zuul
Feign | OpenFeign

API versioning
Protocol Buffers | Protobuf
Apache Thrift | Thrift
Avro | Apache Avro
JSON Schema
YAML
XML parsing | DOM parser | SAX parser
XPath | XQuery

SAML | SAML 2.0
Single sign-on | SSO
Keycloak
Auth0
Okta
Session management
Redis caching | Cache invalidation
CDN configuration | Edge caching
Cloudflare | Cloudflare Workers
Vercel
Netlify
Supabase
Appwrite
Hasura
Apollo GraphQL | Apollo Server | Apollo Client
Relay GraphQL
tRPC
Nginx configuration
HAProxy
Traefik
Envoy proxy | Envoy!
Caddy server | Caddy!
Varnish cache | Varnish!
Apache Kafka Streams | Kafka Streams | KSQL | ksqlDB
Confluent | Confluent Kafka | Kafka Connect
Amazon Kinesis | Kinesis | Kinesis Data Streams
Google Pub/Sub | Pub/Sub | Cloud Pub/Sub
Azure Service Bus | Service Bus
Azure Event Hubs | Event Hubs
NATS messaging
ZeroMQ | ZMQ
Apache Pulsar | Pulsar!
Laravel Eloquent | Eloquent ORM
Composer PHP
PHPUnit
Slim framework
Phalcon
Drupal development | Drupal modules
Ruby gems | RubyGems | Bundler
RSpec
Sidekiq
Go modules
Gorilla mux
Fiber framework
Actix Web
Rocket framework
Axum
Vapor Swift
Ktor
Play Framework | Play framework Scala
Akka | Akka actors | Akka HTTP
Dropwizard
Grails
Spark Java framework | SparkJava
Payment integration | Razorpay | PayPal integration | Braintree | Paytm integration | PayU | Payment gateway integration
SMS gateway integration | Twilio | Nexmo | Vonage
Email delivery | SMTP | Amazon SES | Mailgun | Postmark | SendGrid
Search engines integration | Algolia | Meilisearch | Typesense
Background jobs | Job queues | Bull queue | BullMQ
Cron scheduling | Scheduled jobs | Quartz scheduler
File uploads | Multipart uploads | Object storage
PDF generation | iText | PDFKit | wkhtmltopdf | Puppeteer PDF
Image processing server | ImageMagick | Sharp image
Web scraping | Web crawling | Crawlers | Data scraping | Selenium scraping
Bot development | Telegram bots | Discord bots | Slack bots | WhatsApp API

# java | Java ecosystem
Spring MVC
Spring AOP | Aspect oriented programming
Spring Integration
Spring WebFlux | WebFlux | Reactive Spring | Project Reactor
Spring Data JPA
Spring Boot Actuator | Actuator
Spring Cloud Config
Spring Kafka
Spring Batch jobs | Batch processing Java

CDI | Contexts and dependency injection
JNDI
JSTL
Apache Wicket
Vaadin
GWT | Google Web Toolkit
Apache Velocity | Velocity templates
FreeMarker
Jackson | Jackson JSON
Gson
Apache Commons
Google Guava | Guava
SLF4J | Logback
Log4j2
JMX
Java concurrency | java.util.concurrent | ExecutorService | CompletableFuture
Java 8 features | Lambda expressions | Functional interfaces
Java generics | Generics
Java reflection | Reflection API
Java serialization
Java NIO
Garbage collection | GC tuning | JVM tuning | Heap dump analysis | Thread dump analysis
JProfiler
Java profiling tools | VisualVM | JConsole | YourKit
Apache Lucene | Lucene! | Lucene
Hibernate Search
jOOQ
Flyway
Liquibase
Apache Kafka Java client | Kafka producer | Kafka consumer
Apache CXF
Axis2 | Apache Axis
Jersey | Jersey REST
RESTEasy
Apache HttpClient
OkHttp
WireMock
Testcontainers
AssertJ
Hamcrest
PowerMock
Spock framework | Spock!
Cucumber JVM
Selenium Java
Java applets | Applets
Java ME | J2ME
Android SDK
Apache POI Java | POI!
JasperReports | Jasper Reports | iReport
Drools
Business rules engine | Rule engine
Camunda
BPMN engine | Activiti | Flowable | jBPM
Apache Shiro
Keycloak adapters
Java Mail | JavaMail
Java RMI | RMI!
Java sockets | Socket programming
SOAP UI Java
JAXB
Oracle ADF | ADF!
Liferay | Liferay portal | Portlets
Adobe Experience Manager | AEM | CQ5 | Sling | Apache Sling
Hybris | SAP Hybris | SAP Commerce Cloud
Pega | Pega PRPA | Pega BPM | PegaSystems | Pega CSA | Pega CSSA
Appian
IBM BPM | IBM Business Process Manager
TIBCO | TIBCO BusinessWorks | TIBCO BW | TIBCO EMS
webMethods | Software AG webMethods
Oracle SOA Suite | Oracle SOA | BPEL
Oracle Service Bus | OSB!
IBM Integration Bus | IIB | IBM ACE | App Connect Enterprise | WebSphere Message Broker
Dell Boomi | Boomi
SnapLogic
WSO2
Apache ServiceMix

# dotnet | Microsoft .NET
C# 10 | Modern C# | C# language features

ASP.NET Web Forms | Web Forms | WebForms
ASP.NET Identity
Entity Framework Core | EF Core
Dapper | Dapper ORM
NHibernate
AutoMapper
MediatR
FluentValidation
Serilog
NLog
xUnit | xUnit.net
MSTest
Moq
SpecFlow
Hangfire
Azure SDK for .NET
ML.NET
.NET MAUI | MAUI! | MAUI
UWP | Universal Windows Platform
Silverlight
COM interop | COM+ | DCOM
Windows services | Windows service development
MSBuild
Visual Studio Team Services builds
ReSharper
Umbraco | Umbraco CMS
DotNetNuke | DNN!
Sitecore
Kentico
Orchard CMS
Power Automate | Microsoft Flow
Power Platform
Power Pages
Microsoft Dataverse | Dataverse | Common Data Service
Dynamics 365 CRM | Dynamics CRM | MS CRM
SharePoint Online | SharePoint development | SPFx | SharePoint Framework
Microsoft Teams development | Teams apps
Microsoft Graph API | Graph API
VSTO | Office add-ins | Excel add-ins | Outlook add-ins
DevExpress
Syncfusion
Infragistics
Crystal Reports development
RDLC | RDLC reports

# python | Python ecosystem
Django REST framework | DRF | Django Rest Framework
Django ORM
Django templates
Django Channels
Celery beat
Pydantic
SQLModel
Alembic
Marshmallow
aiohttp
httpx
Starlette
Uvicorn
Sanic
Bottle framework
CherryPy
web2py
Falcon framework
Poetry Python | Python Poetry
virtualenv | venv | Virtual environments Python
Conda
PyInstaller
Cython
Numba
Dask
Polars
PyArrow
Vaex
Modin
Statsmodels
SymPy
NetworkX
Bokeh
Altair visualization
Dash framework | Plotly Dash
Gradio
Panel HoloViz | HoloViews
Selenium Python
PyAutoGUI
Paramiko
Fabric Python
Click CLI
argparse
Pillow | PIL!
OpenCV | OpenCV Python | cv2
scikit-image
PyQt | PyQt5 | PySide
Kivy
wxPython
Pylint
Python unittest | PyUnit
Hypothesis testing library
tox
Sphinx | Sphinx documentation
Python packaging | setuptools | wheel | PyPI

Google Colab | Colab
Spyder IDE | Spyder
PyCharm

# mobile | Mobile development
Android Jetpack | Jetpack | Android Architecture Components
Android Navigation | Navigation component
ViewModel | LiveData
Dagger | Dagger 2 | Hilt
Koin
Coroutines Android
Kotlin Flow | StateFlow
Android NDK | NDK!
Material Design | Material Components
Android UI | XML layouts | ConstraintLayout | RecyclerView
Glide image loading
Picasso image loading
Coil image loading
Volley library | Android Volley
Firebase Cloud Messaging | FCM | GCM
Firebase Authentication | Firebase Auth
Cloud Firestore | Firestore
Firebase Realtime Database | Realtime Database
Firebase Crashlytics | Crashlytics
Firebase Analytics
Google Maps SDK | Maps SDK | Google Maps Android
In-app purchases | In app purchase | Google Play Billing | StoreKit
App Store Connect | App Store | iOS App Store | TestFlight
Cocoapods | CocoaPods
Carthage
Swift Package Manager | SPM!
Combine framework | Combine!
Alamofire
Core Animation
Core Location
ARKit
ARCore
Core ML
MVVM | Model View ViewModel
MVP architecture | Model View Presenter
VIPER
Clean architecture mobile
React Native CLI
Expo framework | Expo Go
React Navigation
Redux Toolkit | RTK!
NativeScript
Capacitor JS
PhoneGap
Titanium Appcelerator | Appcelerator
Xamarin Forms
Flutter widgets
Flutter state management | Flutter BLoC | BLoC pattern | Provider Flutter | Riverpod | GetX
Mobile app security | App security
Mobile analytics | App analytics
Deep linking | Deep links | Universal links
Push notification services | APNs | OneSignal
Mobile CI/CD | Fastlane | Bitrise | App Center | Codemagic
Wearable apps | watchOS | Wear OS
Android TV | tvOS
BlackBerry development | Symbian | J2ME apps
Mobile game development | Unity mobile
Game engines | Godot | Godot engine | CryEngine | GameMaker

# databases | Databases
PL/pgSQL
Oracle PL/SQL packages | Oracle packages
Oracle RAC | Real application clusters
Oracle Data Guard | Data Guard
Oracle RMAN | RMAN
Oracle GoldenGate | GoldenGate
Oracle ASM
Oracle Exadata | Exadata
Oracle performance tuning | AWR | ASH reports | Explain plan | SQL tuning

SQL Server Always On | Always On | AlwaysOn availability groups
Log shipping
Database mirroring
SQL Server Agent

MySQL replication | MySQL cluster | Galera cluster
Percona Server | Percona
PostgreSQL replication | Streaming replication | Patroni
pgAdmin
PgBouncer
PostGIS
TimescaleDB
CockroachDB
YugabyteDB
TiDB
Vitess
Google Cloud Spanner | Cloud Spanner
Google Cloud SQL | Cloud SQL
Amazon Aurora PostgreSQL | Aurora Serverless
Amazon DocumentDB | DocumentDB
Amazon Neptune
Amazon Keyspaces
Azure Database for PostgreSQL | Azure Database for MySQL
ScyllaDB
Apache CouchDB | CouchDB
RavenDB
ArangoDB
OrientDB
JanusGraph
Amazon Timestream
ClickHouse
Apache Druid | Druid!
Apache Pinot
DuckDB
Greenplum
Vertica
SAP ASE | Sybase ASE
SAP IQ | Sybase IQ
IBM IMS
IDMS
Ingres
Progress OpenEdge | Progress 4GL
FileMaker
Vector databases | Pinecone | Weaviate | Milvus | Qdrant | Chroma | pgvector | FAISS
Graph databases | Cypher | Gremlin | Graph queries
Key-value stores | Key value store
Document databases | Document store
Time series databases
Data modeling | Data modelling | Logical data model | Physical data model | Conceptual data model
ER diagrams | ERD | Entity relationship diagrams | ER modeling
ERwin | Erwin Data Modeler
ER/Studio
Toad | TOAD for Oracle
SQL Developer | Oracle SQL Developer
DBeaver
MySQL Workbench | Workbench
DataGrip
Database triggers | Triggers
Views and materialized views | Materialized views
Cursors | Database cursors
Functions and procedures | User defined functions
Window functions | Analytical functions | CTE | Common table expressions
Joins | SQL joins | Subqueries
Database performance tuning | Database tuning | DB performance
High availability databases | Database clustering | Failover
Disaster recovery | DR! | DR drills | Disaster recovery planning
Data archiving | Data retention | Data purging
Database upgrades | Database patching
Database monitoring | Database health checks
Redis Cluster | Redis Sentinel
Hazelcast
Apache Ignite
Ehcache
MongoDB Atlas
MongoDB aggregation | Aggregation pipeline
Elasticsearch queries | Elastic Query DSL | Kibana queries
OpenSearch

# testing | Software testing and quality
Test strategy | Testing strategy | Test approach
Test estimation | Testing effort estimation
Test scenarios | Test scenario | Scenario writing
Test design techniques | Equivalence partitioning | Decision table testing | State transition testing | Pairwise testing

Defect triage | Bug triage | Triage meetings
Root cause analysis of defects | Defect analysis | Defect prevention
Sanity testing | Sanity checks
Ad hoc testing | Adhoc testing | Monkey testing
End-to-end testing | E2E testing | E2E tests

Non-functional testing
Load testing | Load tests
Stress testing software | Soak testing | Endurance testing | Spike testing | Volume testing
Accessibility testing | WCAG testing | Screen reader testing | Axe | aXe
Cross-browser testing | BrowserStack | Sauce Labs | LambdaTest
Web testing | Web application testing | Website testing
ETL testing | Data warehouse testing | DWH testing | Data validation testing
Big data testing
Game testing | Game QA | Game tester
Embedded testing | Firmware testing | Hardware in the loop | HIL testing
Automotive testing | CAN testing
Medical device testing | IEC 62304
Banking domain testing | BFSI testing | Finacle testing | Core banking testing
Insurance domain testing
Telecom testing | OSS/BSS testing
E-commerce testing
ERP testing | SAP testing
Salesforce testing
Contract testing | Pact | Consumer-driven contracts
Mutation testing | PIT mutation
Snapshot testing
Test coverage | Code coverage | JaCoCo | Istanbul | Coverage reports
Shift-left testing | Shift left
Risk-based testing
Test environment management | Test environments | Test bed setup
Test closure | Test summary report | Test closure report
Test metrics | QA metrics | Defect density | Defect leakage
Quality gates
Peer testing | Buddy testing
Requirements review | Requirement analysis testing | Static review
Test documentation | Test artifacts | Test deliverables
Xray for Jira | Xray test management
PractiTest
Azure Test Plans
SpiraTest
TestLink
QMetry
Quality Center | HP Quality Center | Micro Focus ALM | ALM Octane
Postman testing | Newman
Charles Proxy
Fiddler
Wireshark testing | Network capture

# automation | Test automation
Selenium Grid
Selenium IDE
Selenium RC
Selenium 4
TestNG framework | TestNG XML | TestNG annotations
Hybrid framework | Hybrid automation framework
Keyword-driven framework | Keyword driven testing
Behavior-driven development frameworks | Gherkin | SpecFlow BDD | Behave | JBehave | Serenity BDD | Serenity!
Cucumber Java | Cucumber JS
Espresso | Espresso testing
XCUITest | XCTest
UI Automator | UIAutomator
Detox
Selendroid
Appium Inspector
Perfecto
Kobiton
Cypress Cloud | Cypress Dashboard
Nightwatch.js | Nightwatch
TestCafe
CodeceptJS
Jasmine | Jasmine testing
Karma test runner | Karma runner
Vitest
Chai assertion library
Sinon | Sinon.js
Enzyme React testing
React Testing Library | Testing Library
Storybook testing
Visual regression testing | Percy | Applitools | BackstopJS | Chromatic
Pytest BDD | pytest-bdd
Robot Framework SeleniumLibrary | SeleniumLibrary
Locust load testing
k6 | k6 load testing | Grafana k6
Artillery | Artillery.io
BlazeMeter
Apache Bench | ab benchmarking | wrk
Performance monitoring tools | Performance analysis | Performance bottlenecks
Tricentis qTest
Leapwork
Ranorex Studio
Worksoft
Eggplant
Squish
SikuliX
WinAppDriver
FlaUI | White framework
RPA | Robotic process automation | UiPath | Automation Anywhere | Blue Prism | Power Automate Desktop | WorkFusion
UiPath Studio | UiPath Orchestrator | REFramework
Automation Anywhere A360 | A2019
Blue Prism process studio

# cloud | Cloud platforms
AWS Certified Solutions Architect | AWS Solutions Architect | AWS Solutions Architect Associate | AWS Solutions Architect Professional
AWS certifications | AWS certified
AWS Certified Developer
AWS Systems Manager | SSM!
AWS Secrets Manager | Secrets Manager
AWS KMS | Key Management Service
AWS Step Functions | Step Functions
Amazon API Gateway
Amazon Cognito | Cognito
Amazon SageMaker | SageMaker | AWS SageMaker
Amazon Athena | Athena! | Athena | AWS Athena
Amazon QuickSight | QuickSight
AWS Lake Formation
AWS Data Pipeline
AWS DMS | Database Migration Service
AWS CodePipeline | CodePipeline
AWS CodeBuild | CodeBuild
AWS CodeDeploy | CodeDeploy
AWS CodeCommit | CodeCommit
AWS CDK | Cloud Development Kit
AWS SAM | Serverless Application Model
Serverless Framework
AWS Amplify | Amplify!
AWS AppSync | AppSync
Amazon EFS | EFS!
Amazon EBS
Amazon Glacier | S3 Glacier
AWS Backup
AWS Organizations | Control Tower | AWS Control Tower
AWS Config
AWS CloudTrail | CloudTrail
AWS GuardDuty | GuardDuty
AWS WAF
AWS Shield
AWS Security Hub
AWS Direct Connect | Direct Connect
AWS Transit Gateway | Transit Gateway
AWS Outposts
Amazon Lightsail | Lightsail
Amazon ElastiCache | ElastiCache
Amazon MSK | Managed Streaming for Kafka
Amazon MQ
AWS Batch
AWS Fargate tasks
AWS Well-Architected | Well-Architected Framework
Azure Blob Storage | Blob storage
Azure Storage | Azure Storage accounts | Azure Files
Azure Virtual Machines | Azure VMs | Azure VM
Azure Virtual Network | Azure VNet | VNet
Azure Load Balancer
Azure Application Gateway | Application Gateway
Azure Front Door
Azure Monitor | Application Insights | Log Analytics
Azure Key Vault | Key Vault
Azure Logic Apps | Logic Apps
Azure API Management | APIM
Azure Container Instances | ACI!
Azure Container Registry | ACR!
Azure SQL Managed Instance | SQL Managed Instance
Azure Cosmos DB APIs
Azure Cognitive Services | Azure AI services
Azure OpenAI | Azure OpenAI Service
Azure Machine Learning | Azure ML
Azure Resource Manager | ARM templates | Bicep
Azure Policy | Azure Blueprints
Azure Sentinel | Microsoft Sentinel
Azure Site Recovery
Azure Backup
Azure ExpressRoute | ExpressRoute
Azure Landing Zones | Azure landing zone
Azure certifications | AZ-900 | AZ-104 | AZ-204 | AZ-305 | AZ-400
Google Compute Engine | Compute Engine | GCE!
Google Cloud Storage | GCS!
Google Cloud Run | Cloud Run
Google Cloud Dataflow | Dataflow
Google Cloud Dataproc | Dataproc
Google Cloud Composer | Cloud Composer
Google Vertex AI | Vertex AI
Google Cloud IAM
Google Cloud Build | Cloud Build
Google Anthos | Anthos
Google Cloud certifications | GCP Associate Cloud Engineer | Professional Cloud Architect
Alibaba Cloud | Aliyun
Tencent Cloud
Cloud Foundry | Pivotal Cloud Foundry | PCF!
VMware vSphere | vSphere | ESXi | vCenter | VMware ESXi
VMware vSAN | vSAN
VMware NSX | NSX!
VMware Horizon
Virtual desktop infrastructure | VDI
Citrix XenApp | Citrix XenDesktop | Citrix Virtual Apps
Nutanix
Proxmox
KVM | QEMU
Xen | XenServer
Private cloud
Hybrid cloud
Cloud governance | Cloud cost management | FinOps
Cloud-native security | CNAPP | CSPM

# devops | DevOps and delivery
Docker Compose | docker-compose
Docker Swarm | Swarm!
Podman
containerd
Kustomize
Kubernetes operators
Kubernetes networking | CNI | Calico | Flannel | Cilium
Ingress controllers | Ingress | NGINX Ingress
Kubernetes security | Pod security
EKS administration | GKE administration | AKS administration
K3s
Local Kubernetes clusters | MicroK8s | Minikube | Kind Kubernetes
CKA | Certified Kubernetes Administrator
CKAD | Certified Kubernetes Application Developer
Flux CD | FluxCD
GitOps
Tekton

Jenkins X
Azure Pipelines YAML | YAML pipelines
Bitbucket Pipelines
Drone CI
Buildkite
Harness | Harness CI
Octopus Deploy
XL Deploy | XL Release
Artifactory | JFrog Artifactory | JFrog
Docker Hub
Container registry | Harbor
Trivy
Container scanning | Image scanning
Snyk
Checkmarx
Fortify | HP Fortify
Veracode
Black Duck
OWASP ZAP | ZAP!
DevSecOps
Terraform Cloud | Terraform Enterprise
Terragrunt
CloudFormation templates | CFN!
Ansible Tower | AWX
Chef Infra | Chef cookbooks | Cookbooks
Puppet Enterprise | Puppet manifests
Vagrant boxes
HashiCorp Nomad | Nomad!
HashiCorp Boundary
OpenTelemetry
Distributed tracing | Jaeger | Zipkin
Loki | Grafana Loki
Fluentd | Fluent Bit
Logstash
Kibana
Graylog
Sumo Logic
Elastic APM
Sentry | Sentry error tracking
Opsgenie
StatusPage | Status pages
Alertmanager
Thanos
Cortex metrics
Chaos engineering | Chaos Monkey | Gremlin chaos | Litmus

Runbooks | Playbooks operations
On-call | On call rotation | On-call support | On-call rota | Call-out rota | Callout rota
Post-mortems | Postmortems | Incident reviews | Blameless postmortems
SLOs | SLIs | Error budgets | Service level objectives
Canary deployments | Canary releases | Canary!
Feature flags | Feature toggles | LaunchDarkly
Rolling updates | Rolling deployments
Zero downtime deployment
Immutable infrastructure
Golden images | AMI baking
Build pipelines | Release pipelines
Semantic versioning | SemVer
Trunk-based development
Code quality tools | Static code analysis | Code analysis | Linting | Code quality analysis | Flake8 | Ruff | Black formatter | mypy
Maven repositories | Artifact management
Makefiles
Bazel
CMake
Ninja build

# sysadmin | Systems administration

RHEL administration | RHCSA | RHCE | Red Hat certified
Windows Server administration | Windows administration | MCSA | MCSE
Active Directory administration | AD administration | AD users and computers | ADDS!
Azure AD Connect | AD Connect
Exchange Online | Exchange administration
Microsoft Intune | Intune
Mobile device management | MDM | Endpoint management
SCCM | MECM | System Center Configuration Manager | Configuration Manager
WSUS
System Center Operations Manager | SCOM
Group Policy Objects | GPO | GPOs
PowerShell scripting | PowerShell DSC
Bash administration | Linux shell
systemd | Systemctl | Init scripts
SELinux
iptables | firewalld | UFW
LVM | Logical volume manager
File systems | ext4 | XFS | ZFS | NTFS
NFS
Samba | SMB!
Kickstart | PXE boot
Yum
Package management | APT | RPM | DNF
Sendmail
Mail servers | Postfix
Apache administration | Web server administration
User management | User administration | Account management IT
Disk management | Disk quotas | Storage management
NAS | Network attached storage | NetApp | EMC | Dell EMC | Isilon
SAN administration | Fibre Channel | Brocade | iSCSI
Tape backup
Backup software | Veeam | Veritas NetBackup | NetBackup | Commvault | Backup Exec | Acronis
Server installation | Server configuration | Server maintenance | Server monitoring
Hardware installation | Rack servers | Blade servers | HP ProLiant | Dell PowerEdge | Server hardware
Data center operations | Data centre | Datacenter | Data center management | Data center infrastructure
IT infrastructure management | Infrastructure management | IT infrastructure | Infrastructure support
IT asset lifecycle | Hardware asset management | Software asset management | License management
Remote desktop support | Remote support | RDP | TeamViewer | AnyDesk
Email configuration | Outlook configuration | Email clients
Operating system installation | OS installation | OS deployment | Ghost imaging
Antivirus administration | Antivirus | Symantec Endpoint Protection | McAfee | Trend Micro | Kaspersky | Sophos | CrowdStrike | Microsoft Defender
Print server management | Print servers
ITSM | IT service management | ITIL processes | Change management ITIL | Problem management | Service request management
BMC Helix | BMC Remedy ITSM
Jira Service Desk administration
Freshservice
ManageEngine | ServiceDesk Plus | ManageEngine Desktop Central
SolarWinds
PRTG
Lansweeper
Ansible for system administration
IBM z/OS | z/OS | Mainframe operations | TSO/ISPF | ISPF
IBM i | iSeries | OS/400
Unix administration | Unix admin | Unix systems

# networking | Networking

IP addressing | IPv4 | IP address management | IPAM | VLSM | CIDR

DHCP configuration
Network protocols | ARP | ICMP | UDP | TCP | HTTP | HTTPS | FTP | SFTP | SSH | Telnet | SNMP | NTP | Syslog
LAN | Local area network | LAN/WAN | LAN administration
Wireless LAN | WLAN | Wireless access points | Access points | Cisco WLC | Aruba | Ruckus | Meraki | Cisco Meraki | Ubiquiti
Network switches | Cisco switches | Catalyst switches | Nexus switches | Cisco Nexus | Arista
Routers | Cisco routers | Router configuration | ISR routers | ASR routers
Network hardware | Network devices | Network equipment installation
Network cabling | Cat6 | Cat5e | RJ45 | Patch panels | Crimping | LAN cabling | Fiber cabling
Network documentation | Network diagrams | Network topology
Packet analysis | Wireshark | tcpdump | Packet capture
Network performance | Bandwidth management | Traffic shaping | NetFlow
Network automation | Netmiko | NAPALM | Network programmability | NetDevOps
SDN | Software defined networking | OpenFlow | Cisco ACI
Data center networking | Leaf-spine | VXLAN | EVPN
WAN optimization | Riverbed
Load balancers F5 | F5 | F5 BIG-IP | F5 LTM | BIG-IP
Cisco IOS | IOS XE | IOS XR | NX-OS
Juniper Junos | Junos | JunOS
Juniper SRX
Juniper certifications | JNCIA | JNCIP | JNCIE
CompTIA Network+ | Network+
CompTIA A+ | A+ certification
CompTIA Security+ | Security+
Cisco Packet Tracer | Packet Tracer
Network emulators | GNS3 | EVE-NG
VPN technologies | IPSec | IPsec | SSL VPN | Site-to-site VPN | GRE tunnels | DMVPN
Remote access | Remote access VPN | AnyConnect | Cisco AnyConnect | GlobalProtect
Zero trust networking | ZTNA | Zero trust | SASE | Zscaler | Netskope
Network access control | NAC | 802.1X | Cisco ISE | ISE!
Proxy and web filtering | Web filtering | Content filtering | Blue Coat | Squid proxy
Unified threat management | UTM | UTM firewalls
Cisco Firepower | Firepower | FTD! | FMC!
Palo Alto Panorama | Panorama
PCNSE | Palo Alto certified
FortiGate | FortiGate firewall
Fortinet NSE | NSE4
Check Point firewall | Check Point Gaia | SmartConsole | CCSA | CCSE
Sophos firewall | Sophos XG | Cyberoam
WatchGuard
Juniper firewall
Network monitoring tools | Cacti | MRTG | LibreNMS | Observium | OpManager | WhatsUp Gold
IPv6 migration | Dual stack
Multicast | PIM | IGMP
MPLS VPN | L3VPN | L2VPN | VPLS
Metro Ethernet | Carrier Ethernet
ISP operations | Internet service provider | Leased lines | ILL | Broadband operations

# security | Information and network security

Splunk Enterprise Security | Splunk ES
IBM QRadar | QRadar
ArcSight | Micro Focus ArcSight
LogRhythm
Microsoft Sentinel SIEM
Elastic SIEM | Elastic Security
Wazuh | OSSEC
EDR | Endpoint detection and response | XDR | Extended detection and response | Carbon Black | SentinelOne | Microsoft Defender for Endpoint
CrowdStrike Falcon
SOAR | Security orchestration | Phantom | Cortex XSOAR
Threat hunting | Threat detection
Incident response | IR playbooks | Security incident response | CSIRT | CERT
MITRE ATT&CK | ATT&CK framework | Cyber kill chain

Web application security | Application security | AppSec | Secure coding | Secure code review
SAST | Static application security testing
DAST | Dynamic application security testing
IAST
Software composition analysis | SCA!
Burp Suite | Burp | Burp Suite Pro
Kali Linux | Kali! | Kali
Wireshark security | Network forensics
John the Ripper
Password cracking | Hashcat | Hydra
Aircrack-ng
Wireless security | Wi-Fi security | WPA2
Social engineering | Phishing
Security awareness training | Security awareness | Phishing simulation
Red teaming | Red team | Purple team
Blue teaming | Blue team

CompTIA CySA+ | CySA+
CompTIA PenTest+ | PenTest+
CISM | Certified Information Security Manager
CISA | Certified Information Systems Auditor
CRISC
CCSP | Certified Cloud Security Professional
GIAC certifications | GIAC | GCIH | GSEC | GCFA | GPEN
SSCP
Reverse engineering malware | IDA Pro | Ghidra | OllyDbg | x64dbg
Memory forensics | Volatility
Disk forensics | EnCase | FTK | Autopsy | Forensic imaging
Cloud security posture | AWS security | Azure security | GCP security
Container security | Kubernetes security scanning | Falco | Aqua Security | Prisma Cloud | Twistlock
Privileged access management | PAM! | CyberArk | BeyondTrust | Thycotic | Delinea
Identity governance | IGA | SailPoint | Saviynt | Okta identity
Active Directory security | AD security | Kerberoasting | BloodHound
Email security | Proofpoint | Mimecast | DMARC | SPF | DKIM | Email gateways
Web application firewalls | WAF | ModSecurity | Imperva | Akamai Kona
DDoS protection | DDoS mitigation | Anti-DDoS

HSM | Hardware security modules
Security architecture | Security design | Security architect | Secure architecture
Threat modeling | STRIDE | Threat models | Threat modelling
Risk assessment IT | IT risk management | Cyber risk | Information security risk | Risk register IT

Compliance frameworks | SOC 2 | SOC2 | SOC 1 | ISAE 3402 | SSAE 18 | HITRUST | FedRAMP | CIS benchmarks | CIS controls | NIST CSF | NIST 800-53 | COBIT
Security audits IT | IT audit | IT general controls | ITGC | IS audit
Third-party risk | Vendor risk management | Vendor security assessments | TPRM
Data classification | Data governance security | Data protection | DLP policies
OT security | ICS security | SCADA security | Industrial cybersecurity | IEC 62443
Mobile security | OWASP Mobile | MobSF | Mobile application security testing
API security | OWASP API | API security testing
Bug bounty | HackerOne | Bugcrowd | Responsible disclosure
Capture the flag | CTF! | CTFs | HackTheBox | TryHackMe
Cyber threat intelligence platforms | MISP | ThreatConnect | Recorded Future
Deception technology | Honeypots | Honeypot
Cryptographic protocols | AES | RSA | Hashing | Digital signatures | PGP | GPG

# datascience | Data science and machine learning
XGBoost
LightGBM
CatBoost
Logistic regression
Linear regression
Ensemble methods | Bagging | Boosting | Stacking models
K-means | K-means clustering
Principal component analysis | PCA
Cross-validation
Hyperparameter tuning | Grid search | Hyperparameter optimization | Optuna
Bayesian statistics | Bayesian inference | Bayesian methods | PyMC | Stan
A/B test analysis | Experimentation | Experiment design
Design of experiments | DOE
Causal inference | Causal analysis | Uplift modeling
Survival analysis
Forecasting models | Forecasting~ | ARIMA | SARIMA | Prophet | Exponential smoothing | Holt-Winters | LSTM forecasting
Churn prediction | Churn modeling | Churn analysis
Customer lifetime value | CLV | LTV modeling
Credit scoring models | Scorecards | PD models | Risk models
Fraud detection models | Fraud analytics
Marketing mix models | Media mix models
Demand forecasting models | Sales forecasting models
Price optimization | Pricing models | Dynamic pricing
Supply chain analytics models | Inventory optimization models
Operations research | Linear programming | Integer programming | Mathematical optimization | Gurobi | CPLEX | PuLP | OR-Tools
Simulation modeling | Monte Carlo simulation | Monte Carlo | Discrete event simulation | AnyLogic | Arena simulation
Graph analytics | Network analysis
Graph neural networks | GNN
Hugging Face | Hugging Face Transformers | Transformers library
BERT | RoBERTa | DistilBERT
GPT | GPT-3 | GPT-4 | ChatGPT | OpenAI API
LangChain
LlamaIndex
Retrieval augmented generation | RAG | RAG pipelines
Prompt engineering | Prompt design
Fine-tuning | Fine tuning LLMs | PEFT
Generative AI | GenAI | Gen AI | Generative models
Diffusion models | Stable Diffusion
Generative adversarial networks | GANs
Autoencoders | VAE
Vector embeddings | Embeddings~ | Text embeddings | Sentence embeddings
Named entity recognition | NER | Information extraction | Entity extraction
Text classification | Document classification | Text mining | Text analytics
Machine translation | Neural machine translation
Question answering | QA systems
Speech processing | Speech to text | Text to speech | ASR | TTS
spaCy
Gensim
Object detection | YOLO | Faster R-CNN | SSD detection | Detectron2
Image classification | Image recognition
Image segmentation | Semantic segmentation | Instance segmentation | U-Net | Mask R-CNN
Face recognition | Facial recognition | Face detection
OCR engines | Tesseract | Tesseract OCR
Video analytics | Video analysis | Action recognition
Pose estimation | MediaPipe | OpenPose
Transfer learning | Pretrained models
Attention mechanisms | Self-attention
Model deployment | Model serving | TensorFlow Serving | TorchServe | Triton Inference Server | BentoML | Seldon
ML pipelines | Kubeflow | MLflow | Weights & Biases | W&B | DVC | Data version control | Feast | Feature store
Model monitoring | Model drift | Data drift
Explainable AI | XAI | SHAP | LIME | Model interpretability
Responsible AI | AI ethics | Fairness in ML | Bias mitigation
Edge AI | TinyML | TensorFlow Lite | TFLite | ONNX | ONNX Runtime | OpenVINO | TensorRT
JAX | Flax
Apache MXNet | MXNet
Caffe | Caffe2
fast.ai | fastai
PyTorch Lightning
AutoML | H2O | H2O.ai | DataRobot | Auto-sklearn
Databricks ML
Spark MLlib | MLlib
KNIME
Orange data mining
Weka
Minitab
JMP | JMP statistical software
EViews
Gretl
R Shiny | Shiny | Shiny apps
ggplot2
dplyr | tidyverse | tidyr
data.table
caret | R caret
RMarkdown | R Markdown | Quarto

ANOVA
Multivariate analysis | Factor analysis | Conjoint analysis | Cluster analysis | Discriminant analysis
Sampling techniques | Survey sampling | Stratified sampling
Data storytelling | Insights generation | Business insights | Analytical storytelling
Data annotation | Data labeling | Data labelling | Labelbox | CVAT | Annotation tools
Synthetic data | Data augmentation
Kaggle | Kaggle competitions

# etlbi | Data warehousing, ETL and BI
Informatica IDQ | Informatica Data Quality | IDQ!
Informatica MDM
Master data management | MDM! | Reltio | Semarchy
Informatica Cloud | IICS | Informatica Intelligent Cloud Services
Informatica BDM | Big Data Management
Talend Open Studio | Talend Big Data
SSIS packages | SSIS development
Azure Synapse pipelines
Google Looker Studio | Looker Studio | Google Data Studio | Data Studio
Power BI DAX | DAX | DAX formulas
Power Query | M language | Power Query M
Power BI Service | Power BI Desktop | Power BI Report Server | Power BI gateway
Row level security | RLS!

Qlik Sense | Qlik | QlikSense
Sisense
Domo
ThoughtSpot
Metabase
Apache Superset | Superset
Redash
Grafana dashboards
Spotfire | TIBCO Spotfire
SAP Analytics Cloud | SAC!
SAP BW/4HANA | BW/4HANA | SAP BW on HANA
SAP BODS | BODS | SAP Data Services | BusinessObjects Data Services
SAP Lumira | Lumira
Web Intelligence | WebI | SAP Webi
Crystal Reports BI
IBM Cognos Analytics | Cognos Framework Manager | Cognos Report Studio
Oracle Analytics Cloud | OAC!
Oracle BI Publisher | BI Publisher | BIP!
Oracle Warehouse Builder | OWB

Data vault | Data Vault 2.0
Kimball methodology | Kimball
Inmon methodology | Inmon
Data lake | Data lakes | Data lakehouse | Lakehouse
Data mart | Data marts
OLAP | OLAP cubes | Cubes | MDX | Tabular models | Multidimensional models
ELT pipelines
Data profiling | Data cleansing | Data validation | Data reconciliation
Data governance | Data stewardship | Data catalog | Collibra | Alation | Data lineage | Apache Atlas

Job scheduling tools | Control-M | Autosys | Tidal | Tivoli Workload Scheduler | TWS! | Cron ETL | Job scheduling
Stitch ETL | Stitch data
Azure Data Lake | ADLS | ADLS Gen2 | Azure Data Lake Storage
Snowflake SQL | Snowpipe | SnowSQL | Snowpark
Google BigQuery SQL | BigQuery ML
Amazon Redshift Spectrum
dbt Cloud | dbt Core
Great Expectations | Data quality checks
Excel reporting | Excel dashboards | Excel MIS

Ad hoc reporting | Ad-hoc reports | Ad hoc analysis
Report automation | Automated reports | Reporting automation
Self-service BI | Self service analytics

# sap | SAP and ERP
SAP ABAP OOPS | ABAP Objects | OO ABAP | Object oriented ABAP
ABAP on HANA | AMDP | ABAP CDS
SAP RAP | RESTful ABAP programming | ABAP RAP
SAP BTP | Business Technology Platform | SAP Cloud Platform | SAP SCP
SAP CAP | Cloud Application Programming model
SAPUI5 | UI5 | OpenUI5
SAP Gateway | OData | OData services | SAP OData
SAP Adobe Forms | Adobe Forms | Interactive forms
SAPscript | SAP Script
ALV reports | ALV | ALV grid
Module pool programming | Dialog programming | Module pool
BADI | BAdIs | Business add-ins
User exits | Customer exits | Enhancement framework | Enhancements | Implicit enhancements
LSMW
SAP Data Migration | SAP migration cockpit | LTMC | Migration cockpit
SAP Workflow development | Business workflow
SAP Security | SAP GRC Access Control | SAP roles and authorizations | SAP authorizations | SU01 | PFCG
SAP Basis administration | SAP system administration | SAP kernel upgrade | STMS | SAP TMS
SAP HANA administration | HANA DB | HANA studio | HANA modeling | Calculation views
SAP S/4HANA migration | Brownfield | Greenfield implementation | System conversion
SAP Activate | ASAP methodology
SAP FI GL | GL accounting SAP | New GL | SAP AP | SAP AR | SAP asset accounting | SAP AA
SAP CO-PA | COPA | Profitability analysis | SAP product costing | SAP controlling
SAP Treasury | SAP TRM | SAP cash management
SAP MM procurement | SAP MM inventory | SAP purchasing | SAP IM
SAP SD pricing | SAP order to cash | SAP billing | SAP credit management
SAP LE | Logistics execution | SAP shipping
SAP EWM processes | SAP extended warehouse management

SAP PP-PI | Process industries SAP | SAP MRP
SAP QM inspection | SAP quality notifications
SAP PS | Project systems | SAP project system
SAP EHS | SAP environment health safety
SAP IS-Retail | SAP Retail | SAP CAR
SAP IS-U | SAP utilities | SAP ISU
SAP IBP | Integrated business planning SAP
SAP SuccessFactors Employee Central implementation | SF EC
SAP Payroll | SAP PY | SAP time management | SAP PT
SAP Concur | Concur
SAP Fieldglass | Fieldglass
SAP Signavio | Signavio
SAP CPI | Cloud Platform Integration | SAP Integration Suite | CPI! | SAP Cloud Platform Integration
SAP BPC | Business Planning and Consolidation | SAP BPC consolidation
SAP MDG | Master Data Governance
SAP Solution Manager ChaRM | ChaRM
SAP testing tools | SAP TAO | SAP eCATT | eCATT
SAP end user support | SAP support | SAP functional support | SAP helpdesk
SAP functional consultant | SAP consultant | SAP techno-functional

Oracle Fusion | Oracle Fusion Cloud | Oracle Cloud ERP | Oracle ERP Cloud
Oracle HCM Cloud
Oracle SCM | Oracle supply chain
Oracle Procurement | Oracle purchasing | Oracle iSupplier
Oracle Projects | Oracle PPM
Oracle Forms and Reports | Oracle Reports
Oracle Workflow
Oracle Integration Cloud | OIC!
JD Edwards | JDE | JD Edwards EnterpriseOne
PeopleSoft | PeopleTools | PeopleCode | PeopleSoft HCM | PeopleSoft Financials
NetSuite | Oracle NetSuite | SuiteScript
Epicor
Sage X3
IFS ERP | IFS Applications
Infor LN | Baan
Microsoft Dynamics 365 Finance and Operations | D365 F&O | D365FO | X++
Dynamics 365 Business Central development | AL language
Acumatica
Odoo development | Odoo modules | OpenERP
ERPNext | Frappe
Zoho One | Zoho Creator
Salesforce Lightning | Lightning Web Components | LWC | Aura components
Visualforce
Salesforce administration | Salesforce admin | Salesforce administrator | Salesforce configuration
Salesforce Sales Cloud | Sales Cloud
Salesforce Marketing Cloud | Marketing Cloud | ExactTarget | AMPscript
Salesforce Experience Cloud | Community Cloud
Salesforce CPQ | CPQ!
Salesforce Flow | Process Builder | Workflow rules
SOQL | SOSL
Salesforce integration | Salesforce APIs | MuleSoft Salesforce
Salesforce DX | SFDX
Veeva | Veeva CRM | Veeva Vault
ServiceNow development | ServiceNow admin | ServiceNow ITSM | ServiceNow scripting | Glide scripting
ServiceNow ITOM | ServiceNow HRSD
Configuration management database | CMDB | ServiceNow CMDB
Zoho CRM development | Deluge | Deluge scripting
HubSpot administration | HubSpot workflows
Siebel CRM | Siebel development | Siebel EAI | Siebel configuration
Guidewire development | Gosu
Temenos T24 development | InfoBasic | jBASE
Finacle customization | Finacle scripting
Murex

SunGard | FIS systems | Fiserv
`;
