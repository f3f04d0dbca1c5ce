// Skills taxonomy, business functions. Format: see software-dev.ts.
export default `
# sales | Sales
Sales | Selling | Sales executive | Sales management | Sales manager | Account executive
B2B sales | Business to business sales | Corporate sales | Enterprise sales | Institutional sales
B2C sales | Retail sales | Direct sales | Direct selling | Counter sales | Consumer sales
Inside sales | Tele sales | Telesales | Telecalling | Tele calling | Telemarketing | Inbound sales
Lead generation | Lead gen | Generating leads | Prospecting | Lead qualification | Sales prospecting | Demand generation
Cold calling | Cold calls | Cold emailing | Cold outreach
Business development | BD! | Business development executive | BDE | BDM | New business development | Biz dev
Account management | Key account management | KAM | Key accounts | Account manager | Client account management | Strategic accounts
Client relationship management | Client relations | Client relationship | Customer relationship | Relationship management | Relationship building | Client servicing | Client handling | Customer handling
Negotiation | Negotiation skills | Negotiating | Price negotiation | Contract negotiation | Deal negotiation
Closing deals | Deal closing | Closing sales | Sales closing
Sales targets | Achieving targets | Target achievement | Revenue targets | Meeting sales targets | Quota attainment | Sales quota
Sales forecasting | Sales forecast | Forecasting sales | Forecasting~ | Pipeline management | Sales pipeline | Funnel management | Sales funnel
Territory management | Territory sales | Area sales | Area sales manager | Regional sales | Zonal sales
Channel sales | Channel management | Channel partners | Partner management | Distributor management | Dealer management | Dealer network | Distribution network | Distribution management | Distributors | Dealers | Stockists | Super stockists
FMCG sales | FMCG | Consumer goods | CPG | General trade | Modern trade | Trade marketing
Pharmaceutical sales | Pharma sales | Medical representative | Medical sales | MR! | Doctor calls | Detailing doctors
Real estate sales | Property sales | Pre-sales | Presales | Site visits
Solution selling | Consultative selling | Value selling | SPIN selling | Solution sales | Technical sales
Sales presentations | Product presentations | Product demonstrations | Product demos | Sales pitch | Pitching
Upselling | Cross-selling | Up-selling | Cross selling | Upsell
Customer acquisition | Client acquisition | New client acquisition | Customer onboarding | Client onboarding
Customer retention | Client retention | Churn reduction | Renewals | Account renewals
Market research | Market analysis | Market survey | Market intelligence | Competitor analysis | Competitive analysis | Competition analysis | Industry analysis
Sales reporting | Sales MIS | Sales reports | Sales analytics | Sales data analysis
Sales strategy | Sales planning | Go-to-market | GTM | Go to market strategy | Market entry
Sales training | Sales team management | Sales team | Team of sales executives | Sales coaching
Merchandising
Retail management | Store operations | Retail operations | Store manager | Store management | Retail store management | Outlet management | Showroom management
Point of sale | POS | POS systems | Billing software | Cash management retail
Export sales | International sales | Exports | Import export
Tender sales
Insurance sales | Insurance advisor | Life insurance sales
Banking sales | Loan sales | Credit card sales | Mortgage sales
Automobile sales | Car sales | Vehicle sales
Salesforce automation | Sales CRM | HubSpot Sales | Zoho CRM sales
E-commerce | Ecommerce | Online marketplace | Flipkart
Customer needs analysis | Needs assessment | Understanding customer requirements
Collections | Payment collection | Receivables collection
Franchise development | Franchising

# marketing | Marketing and communications
Marketing | Marketing management | Marketing executive
Digital marketing | Online marketing | Internet marketing | Digital media marketing
Search engine optimization | SEO
Search engine marketing | SEM | Bing Ads | PPC | Pay per click | Paid search
Social media marketing | SMM | Social media | Social media management | Social media strategy
Facebook Ads | Facebook Ads Manager
Content marketing | Content writing marketing
Email marketing | Email campaigns | Newsletter | Newsletters | Email automation
Marketing automation
Google Analytics
Conversion rate optimization | CRO | Funnel optimization
Affiliate marketing | Referral marketing
Brand management | Branding | Brand building | Brand development | Brand manager
Product marketing | Product positioning | Go-to-market launch
Advertising | Ad campaigns | Advertising campaigns | Below the line | Outdoor advertising | Print advertising
Public relations | PR! | Media relations | Press relations
Event management | Events | Event organization | Conferences organization | Event planning | Event coordination | Corporate events | Event execution | Wedding planning | Event planner
Campaign management | Marketing campaigns | Campaign planning | Integrated campaigns | Campaign execution
Market segmentation | Segmentation | Targeting and positioning | STP marketing
Consumer behavior | Consumer behaviour | Consumer insights | Customer insights
Marketing analytics | Campaign analytics | Marketing metrics
Copywriting | Copy writing | Ad copy | Copywriter | Creative writing marketing
Video marketing
Mobile marketing | Push campaigns
Growth hacking | Growth marketing | ASO
Community management | Online community | Community building
Online reputation management | ORM | Reputation management | Review management
Customer experience | CX | Customer experience management | VOC
Rural marketing | Direct marketing | Field marketing | Guerrilla marketing | Experiential marketing
Sponsorships | Co-branding

# finance | Finance and accounting
Accounting | Accountancy | Accountant | Accounts executive! | Accounts Executive! | accounts executive! | ACCOUNTS EXECUTIVE!
Financial accounting
Management accounting | Cost accountant | Cost control | Cost analysis | Cost management | CMA
General ledger | GL! | Ledger | Ledger scrutiny | Ledger maintenance | Chart of accounts
Accounts payable | AP! | Payables | Vendor payments
Accounts receivable | Receivables | Customer invoicing | OTC! | AR!
Bank reconciliation | BRS
Month-end closing | Month end close | Closing of books | Period end closing
Financial reporting | Financial reports | MIS financial | Statutory reporting | Regulatory reporting
IFRS
Budgeting | Budget | Budget preparation | Budget planning | Budgetary control | Budget management | Budgets
Financial planning and analysis | FP&A | FP and A | Financial planning | Financial analyst
Forecasting finance | Financial forecasting | Rolling forecasts | Forecasting~
Financial modeling | Financial modelling | Financial models | LBO | Three statement model
Corporate finance | Capital structure | Liquidity management
Investment banking | Due diligence~ | Pitch books | IPO!
Investment analysis | Equity markets | Securities
Risk management finance | Financial risk management | Basel
Credit analysis | Loan appraisal
Taxation | Tax | Tax compliance | Tax preparation | Tax filing
Direct taxes | ITR | Advance tax
Indirect taxes | Service tax | Excise duty | Customs duty | Sales tax
Auditing | Audit | Audits | Audit planning | Audit reports | Stock audit
Internal controls | Internal financial controls | IFC | Control testing | Risk and controls | RCM controls | ICFR | COSO
Payroll | Payroll processing | Payroll management | Payroll administration | Salary processing | Payroll accounting
Fixed assets | Fixed asset accounting | Asset accounting | Depreciation | Fixed asset register
Inventory accounting
Expense management
Financial compliance | Statutory compliance | Company law compliance | MCA filings
Chartered accountant | CA! | ACA | FCA | ICAI | Chartered Accountancy
CPA | Certified Public Accountant
CFA | Chartered Financial Analyst
ACCA
CIMA | Chartered Institute of Management Accountants
QuickBooks | Quick Books
Accounting software | FreshBooks | Busy accounting | Marg ERP
Microsoft Excel | MS Excel | Excel! | Excel | Microsoft Office Excel | MS-Excel | Spreadsheets | Spreadsheet
Financial software | BlackLine | Essbase
Bloomberg Terminal | Bloomberg
Financial data platforms | Reuters | Refinitiv | Eikon | Capital IQ | FactSet
Banking operations | Bank operations | Banking
KYC | Know your customer | FATCA
Payments | SWIFT! | SWIFT messaging | ACH | Cards and payments
Trade finance | Trade operations | Import and export finance
Loans and advances | Lending | Loan servicing | Loan operations
Insurance | Insurance operations | Claims
Financial services | BFSI
Cost reduction finance | Cost optimisation
Cash handling | Cash counting
Accounting principles | Double entry | Accrual accounting | Accruals | Prepayments | Provisions | Accounting standards
Shared services finance | Finance shared services | GBS | Global business services
Economics | Microeconomics | Macroeconomics | Economic analysis | Economic research

# operations | Operations and supply chain
Operations management | Operations | Business operations | Operations manager | Operational management | Day-to-day operations | Operations head | Ops!
Supply chain management | Supply chain | SCM | Supply chain operations | End-to-end supply chain
Logistics | Logistics management | Logistics operations | Logistics coordination
Warehouse management | Warehousing | Warehouse operations | Warehouse | Distribution center | Godown management
Inventory management | Inventory control | Inventory | Stock management | Stock control | Inventory planning | Stock taking | Stock verification | Cycle counting | Physical verification | Stock reconciliation
Procurement | Purchasing | Purchase | Purchase management | Purchase orders | PO! | Buying | Procurement management | Purchase executive | Indirect procurement | Direct procurement
Vendor management | Supplier management | Vendor selection | Supplier selection | Vendor evaluation | Vendor negotiation | Supplier relationship management | SRM! | Vendor onboarding | Vendor registration | Supplier onboarding | Onboard suppliers | Vendor coordination | Managing vendors | Manage vendors
Material management | Materials management
Demand planning | Demand forecasting | Forecasting~
Transportation management | Transportation | Transport management | Fleet management | Fleet operations | Freight | Dispatch management
Import and export operations | Shipping documentation
Order management | Fulfilment
Facility management | Facilities management | Admin and facilities | Housekeeping management | Estate management | Maintenance management
Process management | Process mapping | Process flow | Workflow design | SOP creation
Capacity management | Resource planning | Resource allocation
KPI management | KPIs | Key performance indicators | Performance metrics
Cost control operations | Budget control | Opex management | Profit and loss management
Business continuity operations | Crisis management | Contingency planning
Vendor contracts | Contract negotiation operations | Rate contracts
Plant operations | Plant management | Plant head | Factory operations | Factory management | Manufacturing operations head
Service delivery | Service delivery management | Operations delivery
Back office operations | Back office
Customer service | Customer support | Customer care | Customer service executive | Customer service representative | CSR!
Complaint handling | Grievance handling | Issue resolution
Team management | Team leading | Team lead | Team leader | Managing teams | People management | Team handling | Team supervision | Supervising staff | Staff supervision | Leading teams | Lead a team | Leading a team | Manage a team | Managing a team | Manage staff | Managing staff | Supervise staff | Lead teams
Strategic planning | Strategy | Business strategy | Strategic management | Corporate strategy | Strategy formulation | Business planning | Business plans
General management | Business management | Management | Managerial skills | Administration management
Change management | Change initiatives | Transformation | Business transformation | Digital transformation
Stakeholder management | Stakeholder engagement | Stakeholder communication | Managing stakeholders
Cross-functional coordination | Cross-functional teams | Cross functional collaboration | Interdepartmental coordination | Coordination

Hospitality management | Hotel management | Hotel operations | F&B | Hospitality
Culinary arts | Cooking | Commis | Continental cuisine | Indian cuisine | Bakery | Baking | Pastry | Food production | Kitchen management
Restaurant management | Outlet operations | Cafe management | Restaurant operations | Restaurant manager
Travel and tourism | Tourism | Tour packages
Aviation
Security services | Security management | Security operations management | Loss prevention
Real estate | Real estate management | Property leasing | Brokerage
Agriculture
Environmental science | Environmental studies | Environmental monitoring
Government liaison | Liaisoning | Liaison work | Regulatory liaison
Administration | Office administration | Admin | Administrative | Office management | Office manager | Office coordination
Executive assistance | Executive assistant | Personal assistant | PA! | Secretarial | Secretary | Calendar management | Diary management | Meeting coordination
Microsoft Office | MS Office | MS-Office | Microsoft Office Suite | Office 365 | Microsoft 365 | MS Office Suite | Office tools
Microsoft Word | MS Word | MS-Word | Word processing
Microsoft PowerPoint | MS PowerPoint | PowerPoint | Power Point | MS Power Point | PPT | Presentations | Presentation | Slide decks | Presentation decks
Microsoft Outlook | MS Outlook | Outlook
Lotus Notes | IBM Notes | HCL Notes
Google Workspace | Google Docs | Google Slides | Google Forms | Google Drive | G Suite
Typing | Touch typing | Typing speed | Fast typing | Typewriting
Correspondence | Business correspondence | Letter drafting | Email drafting | Email etiquette | Business writing

# pm | Project and programme management
Project management | Project manager | Project management skills | Managing projects | Project handling | Project coordination | Project coordinator | Project planning | Project execution | Project delivery | Project control | Project monitoring
Program management | Programme management | Program manager | Programme manager | Portfolio management projects | Project portfolio management | PPM
PMO | Project management office | PMO! | Programme management office | PMO analyst | PMO lead
PMP | Project Management Professional | PMI | PMBOK | CAPM
PRINCE2 | Prince2 | PRINCE 2 | Prince 2
Certified ScrumMaster | CSM | Scrum Master | ScrumMaster | PSM! | Professional Scrum Master
Product owner | CSPO | Product ownership | Backlog management | Product backlog | Backlog grooming | User stories | Writing user stories
Project scheduling | Scheduling | Project schedules | Project timelines | Gantt charts | Gantt chart | Critical path method | CPM | PERT | Milestone tracking | Work breakdown structure | WBS
Project budgeting | Project cost management | Project costing | Earned value management | Project financials | Cost tracking | Budget tracking
Risk management | Risk management projects | Risk mitigation | Risk register | Risk assessment | Risks and issues | RAID log | RAID logs | Issue management | Issue tracking | Risk analysis
Resource management | Resource utilization | Resource tracking | Capacity planning projects
Scope management | Scope definition | Change requests | Change control | Change request management | Requirements scope
Project governance | Governance | Steering committee | Governance framework | Project reviews | Status reporting | Project status reports | Status reports | Weekly status reports | Project reporting | Dashboards PMO
Project documentation | Project charter | Lessons learned | Project closure
Quality management projects | Project quality | Deliverables management | Delivery assurance
Vendor management projects | Contractor management | Subcontractor management | Contractor coordination | Subcontractor coordination
Client management | Customer management | Client coordination | Client interaction | Client communication | Client meetings
Invoicing projects | Project billing | Revenue recognition projects | Timesheets | Timesheet management | Time tracking
Microsoft Project Server | Project Server | Project Online
Project portfolio management tools | Clarity PPM | CA Clarity | Planview | Jira Align | Rally | Version One | VersionOne
IT project management | IT PMO | Technical project management | Software project management | Delivery manager | Engagement management
Transition management | Knowledge transition | Knowledge transfer | KT! | Service transition
Benefits realization | Business case | Business cases | ROI analysis | Cost-benefit analysis
Team coordination | Coordinating teams | Meeting facilitation | Workshops

# ba | Business analysis
Business analysis | Business analyst | BA! | Business Analysis
Requirements gathering | Requirement gathering | Requirements elicitation | Requirement elicitation | Requirements collection | Requirements analysis | Requirement analysis | Gathering requirements
Requirements documentation | BRD | Business requirements document | FRD | Functional requirements document | SRS | Software requirements specification | Functional specifications | Functional specification | Requirement specification | FSD | Use cases | Use case documents | Use case | User requirements
Gap analysis | Gap assessment | Fit-gap analysis | Fit gap analysis | As-is to-be analysis | As-Is and To-Be | AS IS TO BE
Business process modeling | Business process modelling | BPMN | Process modeling | Process modelling | Business process mapping | Process flow diagrams | Flowcharts | Flow charts | Swimlane diagrams
Business process management | BPM
Feasibility study | Feasibility analysis | Impact analysis | Root cause analysis business
SWOT analysis | SWOT | PESTLE | PEST analysis | Porter's five forces
Data analysis business | Business data analysis | Business reporting
Stakeholder analysis | Stakeholder interviews | JAD sessions | JAD | Brainstorming sessions
Wireframes BA | Mockups BA | Prototypes BA
Acceptance criteria | Definition of done
Product management | Product manager | Product roadmap | Roadmap | Roadmapping | Product strategy | Product lifecycle | Product discovery | Product requirements | PRD | Feature prioritization | Prioritization | MoSCoW
Microsoft Visio | MS Visio | Visio
Lucidchart
Diagramming tools | Draw.io | diagrams.net
Miro
Business requirements | Functional requirements | Non-functional requirements | NFR | System requirements
Domain knowledge | Domain expertise | Functional knowledge | Industry knowledge
Consulting | Management consulting | Business consulting | Consultant | Advisory | Functional consultant | Techno-functional | Techno functional
KPI design | Metrics definition | Balanced scorecard
Competitive intelligence | Benchmarking | Best practices research
Pricing
CBAP | CCBA | ECBA | IIBA | PMI-PBA
`;
