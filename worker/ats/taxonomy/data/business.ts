// Skills taxonomy, business functions. Format: see software-dev.ts.
export default `
# sales | Sales
Sales | Selling | Sales executive | Sales management | Sales manager | Sales operations
B2B sales | Business to business sales | B2B! | Corporate sales | Enterprise sales | Institutional sales
B2C sales | Retail sales | Direct sales | Direct selling | Field sales | Counter sales | Consumer sales
Inside sales | Tele sales | Telesales | Telecalling | Tele calling | Telemarketing | Outbound calling | Inbound sales
Lead generation | Lead gen | Generating leads | Prospecting | Lead qualification | Sales prospecting | Demand generation
Cold calling | Cold calls | Cold emailing | Cold outreach
Business development | BD! | Business development executive | BDE | BDM | New business development | Biz dev
Account management | Key account management | KAM | Key accounts | Account manager | Client account management | Strategic accounts
Client relationship management | Client relations | Client relationship | Customer relationship | Relationship management | Relationship building | Client servicing | Client handling | Customer handling
Negotiation | Negotiation skills | Negotiating | Price negotiation | Contract negotiation | Deal negotiation
Closing deals | Deal closing | Closing sales | Sales closing
Sales targets | Achieving targets | Target achievement | Revenue targets | Meeting sales targets | Quota attainment | Sales quota
Sales forecasting | Sales forecast | Forecasting sales | Pipeline management | Sales pipeline | Funnel management | Sales funnel
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
Merchandising | Visual merchandising | VM! | Retail merchandising | Planogram
Retail management | Store operations | Retail operations | Store manager | Outlet management | Showroom management
Point of sale | POS | POS systems | Billing software | Cash management retail
Export sales | International sales | Exports | Export documentation | Import export | EXIM | LC! | Incoterms | Customs clearance
Tender sales | Government sales | Government tenders | GeM portal
Insurance sales | Insurance advisor | Life insurance sales | Bancassurance
Banking sales | Loan sales | Credit card sales | Home loans | Personal loans | Mortgage sales | Loan processing
Automobile sales | Car sales | Vehicle sales | Showroom sales
Salesforce automation | Sales CRM | HubSpot Sales | Pipedrive | Zoho CRM sales | Freshsales
E-commerce | Ecommerce | E-commerce operations | Online marketplace | Amazon seller | Flipkart | Marketplace management
Customer needs analysis | Needs assessment | Understanding customer requirements
Collections | Payment collection | Recovery | Debt recovery | Receivables collection
Franchise development | Franchising

# marketing | Marketing and communications
Marketing | Marketing management | Marketing strategy | Marketing plans | Marketing planning | Marketing executive
Digital marketing | Online marketing | Internet marketing | Digital media marketing | Performance marketing
Search engine optimization | SEO | On-page SEO | Off-page SEO | Technical SEO | Keyword research | Link building | Backlinks
Search engine marketing | SEM | PPC | Pay per click | Google Ads | Google AdWords | AdWords | Bing Ads | Paid search
Social media marketing | SMM | Social media | Social media management | Social media strategy | Facebook marketing | Instagram marketing | LinkedIn marketing | Twitter marketing | YouTube marketing
Facebook Ads | Meta Ads | Facebook Ads Manager | Instagram Ads | Paid social
Content marketing | Content strategy | Content creation | Content writing marketing | Blogging | Blog writing
Email marketing | Email campaigns | Mailchimp | Newsletter | Newsletters | Drip campaigns | Email automation
Marketing automation | HubSpot | Marketo | Pardot | Eloqua | ActiveCampaign
Google Analytics | GA4 | Web analytics | Google Tag Manager | GTM tags | Adobe Analytics | Omniture
Conversion rate optimization | CRO | Landing page optimization | Funnel optimization
Affiliate marketing | Influencer marketing | Influencer outreach | Referral marketing
Brand management | Branding | Brand building | Brand strategy | Brand awareness | Brand positioning | Brand development | Brand manager
Product marketing | Product positioning | Product launches | Product launch | Go-to-market launch
Advertising | Ad campaigns | Advertising campaigns | Media planning | Media buying | ATL | BTL | Above the line | Below the line | Outdoor advertising | Print advertising
Public relations | PR! | Media relations | Press releases | Press release | Corporate communications | Communications strategy | Crisis communication
Event management | Event planning | Events | Event organization | Event coordination | Event marketing | Trade shows | Exhibitions | Conferences organization
Campaign management | Marketing campaigns | Campaign planning | Integrated campaigns | Campaign execution
Market segmentation | Segmentation | Targeting and positioning | STP marketing | Customer segmentation
Consumer behavior | Consumer behaviour | Consumer insights | Customer insights | Buyer personas
Marketing analytics | Marketing ROI | Attribution modeling | Campaign analytics | Marketing metrics
Copywriting | Copy writing | Ad copy | Copywriter | Creative writing marketing
Video marketing | YouTube channel management
Mobile marketing | SMS marketing | WhatsApp marketing | Push campaigns
Growth hacking | Growth marketing | User acquisition | App store optimization | ASO
Community management | Online community | Community building
Online reputation management | ORM | Reputation management | Review management
Customer experience | CX | Customer experience management | Voice of customer | VOC | NPS | Net promoter score | CSAT | Customer satisfaction
Rural marketing | Direct marketing | Field marketing | Guerrilla marketing | Experiential marketing
Sponsorships | Partnership marketing | Co-branding | Alliances

# finance | Finance and accounting
Accounting | Accountancy | Bookkeeping | Book keeping | Book-keeping | Accountant | Accounts executive
Financial accounting | Financial statements | Financial statement preparation | Balance sheet | Profit and loss | P&L | Income statement | Cash flow statement | Finalization of accounts | Final accounts | Finalisation of accounts
Management accounting | Cost accounting | Cost accountant | Costing and budgeting | Standard costing | Activity-based costing | Cost control | Cost analysis | Cost management
General ledger | GL! | Ledger | Ledger scrutiny | Journal entries | Ledger maintenance | Trial balance | Chart of accounts
Accounts payable | AP! | Payables | Vendor payments | Invoice processing | Vendor reconciliation | Procure to pay | P2P
Accounts receivable | Receivables | Customer invoicing | Invoicing | Credit control | Order to cash | O2C | OTC!
Bank reconciliation | BRS | Reconciliation | Reconciliations | Account reconciliation | Intercompany reconciliation
Month-end closing | Month end close | Year-end closing | Financial close | Books closing | Closing of books | Period end closing | R2R | Record to report
Financial reporting | Financial reports | Management reporting | MIS financial | Statutory reporting | Regulatory reporting
IFRS | Ind AS | US GAAP | GAAP | Accounting standards | IGAAP | Indian GAAP
Budgeting | Budget | Budget preparation | Budget planning | Budgetary control | Budget management | Budgets
Financial planning and analysis | FP&A | FP and A | Financial planning | Financial analysis | Financial analyst | Variance analysis | Budget vs actual
Forecasting finance | Financial forecasting | Rolling forecasts
Financial modeling | Financial modelling | Financial models | DCF | Discounted cash flow | Valuation models | LBO | Three statement model
Corporate finance | Capital budgeting | Capital structure | Working capital management | Working capital | Treasury | Treasury management | Cash flow management | Fund management | Liquidity management
Investment banking | M&A | Mergers and acquisitions | Due diligence | Equity research | Pitch books | IPO!
Investment analysis | Portfolio management | Asset management | Wealth management | Fund accounting | Mutual funds | Equity markets | Capital markets | Stock market | Derivatives | Fixed income | Securities | Trading
Risk management finance | Financial risk management | Credit risk | Market risk | Operational risk | Liquidity risk | Basel | Basel III | Risk analytics | VaR | Value at risk
Credit analysis | Credit appraisal | Credit assessment | Credit underwriting | Underwriting | Loan appraisal | Credit rating | Credit evaluation | Project appraisal
Taxation | Tax | Tax compliance | Tax planning | Tax returns | Tax preparation | Tax filing
Direct taxes | Income tax | Income tax returns | ITR | TDS | Tax deducted at source | Advance tax | Corporate tax | Transfer pricing
Indirect taxes | GST | Goods and services tax | GST returns | GSTR | VAT | Value added tax | Service tax | Excise duty | Customs duty | Sales tax
Auditing | Audit | Statutory audit | Internal audit | Internal auditing | External audit | Tax audit | Audits | Audit planning | Audit reports | Concurrent audit | Stock audit | Bank audit | Forensic audit | Forensic accounting
Internal controls | Internal financial controls | IFC | Control testing | Risk and controls | RCM controls | ICFR | COSO
Payroll | Payroll processing | Payroll management | Payroll administration | Salary processing | Payroll accounting
Fixed assets | Fixed asset accounting | Asset accounting | Depreciation | Fixed asset register | Capex | Capital expenditure
Inventory accounting | Stock valuation | Inventory valuation
Expense management | Expense reports | Petty cash | Travel and expense | T&E | Reimbursements
Financial compliance | Statutory compliance | ROC filings | ROC compliance | Company law compliance | Secretarial compliance | MCA filings
Chartered accountant | CA! | ACA | FCA | ICAI | Chartered Accountancy
CPA | Certified Public Accountant
CFA | Chartered Financial Analyst | CFA Level 1 | CFA Level 2
ACCA | CIMA | CMA | Cost and Management Accountant | ICWA | ICWAI
QuickBooks | Quick Books | Xero | Sage accounting | Sage 50 | Zoho Books | FreshBooks | Busy accounting | Marg ERP
Microsoft Excel | MS Excel | Excel! | Excel | Microsoft Office Excel | MS-Excel | Spreadsheets | Spreadsheet | Google Sheets
Financial software | Hyperion | Oracle Hyperion | Anaplan | Adaptive Insights | OneStream | BlackLine | Essbase
Bloomberg Terminal | Bloomberg | Reuters | Refinitiv | Eikon | Capital IQ | FactSet
Banking operations | Bank operations | Branch banking | Branch operations | Retail banking | Corporate banking | Banking | Core banking | CBS | Finacle | Flexcube | Temenos | T24
KYC | Know your customer | AML | Anti-money laundering | CDD | Customer due diligence | Sanctions screening | Transaction monitoring | FATCA
Payments | Payment systems | Payment processing | NEFT | RTGS | UPI | SWIFT! | SWIFT messaging | ACH | Wire transfers | Cards and payments | Card payments
Trade finance | Letters of credit | Bank guarantees | Trade operations | Import and export finance
Loans and advances | Lending | Loan servicing | Loan operations | Mortgage | Mortgages | Microfinance | NBFC
Insurance | Insurance operations | General insurance | Life insurance | Health insurance | Claims processing | Claims | Claims management | Claim settlement | Policy servicing | Insurance underwriting | Reinsurance | Actuarial | Actuarial science
Financial services | BFSI | Fintech | Financial products
Cost reduction finance | Cost savings | Cost optimisation
Cash handling | Cashier | Cash counting | Cash management | Vault management
Accounting principles | Double entry | Accrual accounting | Accruals | Prepayments | Provisions
Shared services finance | Finance shared services | GBS | Global business services
Economics | Microeconomics | Macroeconomics | Economic analysis | Economic research

# operations | Operations and supply chain
Operations management | Operations | Business operations | Operations manager | Operational management | Day-to-day operations | Operations head | Ops!
Supply chain management | Supply chain | SCM | Supply chain operations | End-to-end supply chain | Supply chain planning
Logistics | Logistics management | Logistics operations | Logistics coordination | Third-party logistics | 3PL | 4PL | Reverse logistics
Warehouse management | Warehousing | Warehouse operations | Warehouse | WMS | Warehouse management system | Distribution center | Godown management | Stores management | Stores
Inventory management | Inventory control | Inventory | Stock management | Stock control | Inventory planning | Inventory optimization | Stock taking | Stock verification | Cycle counting | Physical verification | Stock reconciliation
Procurement | Purchasing | Purchase | Purchase management | Purchase orders | PO! | Buying | Sourcing | Strategic sourcing | Procurement management | Purchase executive | Indirect procurement | Direct procurement
Vendor management | Supplier management | Vendor selection | Supplier selection | Vendor evaluation | Vendor negotiation | Supplier relationship management | SRM! | Vendor onboarding | Vendor registration
Material management | Materials management | Material planning | MRP | Material requirement planning | MRP II
Demand planning | Demand forecasting | S&OP | Sales and operations planning | Supply planning
Transportation management | Transportation | Transport management | Fleet management | Fleet operations | Route planning | Route optimization | Freight management | Freight | Shipping | Dispatch | Dispatch management
Import and export operations | Freight forwarding | Shipping documentation | Customs brokerage | Ocean freight | Air freight | Container shipping
Order management | Order processing | Order fulfillment | Order fulfilment | Fulfilment | Last mile delivery
Facility management | Facilities management | Facility operations | Admin and facilities | Housekeeping management | Property management | Estate management | Maintenance management
Process management | Process mapping | Process documentation | Process flow | Workflow design | SOP creation
Capacity management | Resource planning | Resource allocation | Manpower planning | Workforce planning | Workforce management | WFM | Shift planning | Roster management | Rostering
KPI management | KPIs | Key performance indicators | Performance metrics | SLA management | SLA | SLAs | Service level agreements | Operational metrics
Cost control operations | Budget control | Opex management | P&L management | P&L responsibility | Profit and loss management
Business continuity operations | Crisis management | Contingency planning
Vendor contracts | Contract negotiation operations | Rate contracts | AMC | Annual maintenance contracts
Plant operations | Plant management | Plant head | Factory operations | Factory management | Manufacturing operations head
Service delivery | Service delivery management | Delivery management | Operations delivery
Back office operations | Back office | Data entry | Data processing | Document management | Records management | Filing
Customer service | Customer support | Customer care | Customer service executive | Customer service representative | CSR! | Call center | Call centre | Contact center | Contact centre | BPO | Voice process | Non-voice process | Chat support | Email support
Complaint handling | Complaint management | Grievance handling | Escalation handling | Escalation management | Issue resolution | Query resolution
Team management | Team leading | Team lead | Team leader | Managing teams | People management | Team handling | Team supervision | Supervising staff | Staff supervision | Leading teams
Strategic planning | Strategy | Business strategy | Strategic management | Corporate strategy | Strategy formulation | Business planning | Business plans | Annual operating plan
General management | Business management | Management | Managerial skills | Administration management
Change management | Organizational change | Change initiatives | Transformation | Business transformation | Digital transformation
Stakeholder management | Stakeholder engagement | Stakeholder communication | Managing stakeholders
Cross-functional coordination | Cross-functional teams | Cross functional collaboration | Interdepartmental coordination | Coordination

Hospitality management | Hotel management | Hotel operations | Front office | Front desk | Food and beverage | F&B | F&B service | Housekeeping | Guest relations | Room division | Banquets | Hospitality
Culinary arts | Cooking | Commis | Continental cuisine | Indian cuisine | Bakery | Baking | Pastry | Food production | Kitchen management | Menu planning | Menu engineering
Restaurant management | Restaurant operations | Outlet operations | QSR | Quick service restaurant | Cafe management
Travel and tourism | Tourism | Travel management | Ticketing | Airline ticketing | Amadeus | Galileo | Sabre | Tour operations | Travel desk | Visa processing | Tour packages
Aviation | Airline operations | Airport operations | Ground handling | Cabin crew | Flight operations | Aircraft maintenance | AME! | Aviation safety
Security services | Security management | Security operations management | Loss prevention
Real estate | Real estate management | Leasing | Property leasing | Tenant management | Brokerage
Agriculture | Agronomy | Farming | Crop production | Horticulture | Agricultural extension | Soil science | Irrigation | Agribusiness | Dairy farming | Poultry farming | Animal husbandry | Organic farming | Seed production
Environmental science | Ecology | Environmental studies | Sustainability | ESG | Carbon accounting | Climate change | Environmental monitoring | Environmental management
Government liaison | Liaisoning | Liaison work | Government relations | Public affairs | Regulatory liaison
Administration | Office administration | Admin | Administrative | Administrative support | Office management | Office manager | Office coordination | Front office administration | Reception | Receptionist
Executive assistance | Executive assistant | Personal assistant | PA! | Secretarial | Secretary | Calendar management | Diary management | Travel arrangements | Meeting coordination | Minutes of meeting | MOM!
Microsoft Office | MS Office | MS-Office | Microsoft Office Suite | Office 365 | Microsoft 365 | MS Office Suite | Office tools
Microsoft Word | MS Word | MS-Word | Word processing
Microsoft PowerPoint | MS PowerPoint | PowerPoint | Power Point | MS Power Point | PPT | Presentations | Presentation skills | Presentation
Microsoft Outlook | MS Outlook | Outlook | Lotus Notes
Google Workspace | G Suite | GSuite | Google Docs | Google Drive
Typing | Typing speed | Touch typing | Shorthand | Stenography | Data entry operator
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
Vendor management projects | Third party management | Contractor management | Subcontractor management
Client management | Customer management | Client coordination | Client interaction | Client communication | Client meetings
Invoicing projects | Project billing | Revenue recognition projects | Timesheets | Timesheet management | Time tracking
Microsoft Project Server | Project Server | Project Online | Clarity PPM | CA Clarity | Planview | Smartsheet | Jira Align | Rally | Version One | VersionOne
IT project management | IT PMO | Technical project management | Software project management | Delivery manager | Engagement management
Transition management | Knowledge transition | Knowledge transfer | KT! | Service transition
Benefits realization | Business case | Business cases | ROI analysis | Cost-benefit analysis
Team coordination | Coordinating teams | Meeting facilitation | Facilitation | Workshop facilitation | Workshops

# ba | Business analysis
Business analysis | Business analyst | BA! | Business analytics | Business Analysis
Requirements gathering | Requirement gathering | Requirements elicitation | Requirement elicitation | Requirements collection | Requirements analysis | Requirement analysis | Gathering requirements
Requirements documentation | BRD | Business requirements document | FRD | Functional requirements document | SRS | Software requirements specification | Functional specifications | Functional specification | Requirement specification | FSD | Use cases | Use case documents | Use case | User requirements
Gap analysis | Gap assessment | Fit-gap analysis | Fit gap analysis | As-is to-be analysis | As-Is and To-Be | AS IS TO BE
Business process modeling | Business process modelling | BPMN | Process modeling | Process modelling | Business process mapping | Process flow diagrams | Flowcharts | Flow charts | Swimlane diagrams
Business process management | BPM
Feasibility study | Feasibility analysis | Impact analysis | Root cause analysis business
SWOT analysis | SWOT | PESTLE | PEST analysis | Porter's five forces
Data analysis business | Business data analysis | Business reporting | Business insights | Insights generation
Stakeholder analysis | Stakeholder interviews | JAD sessions | JAD | Brainstorming sessions
Wireframes BA | Mockups BA | Prototypes BA
Acceptance criteria | Definition of done
Product management | Product manager | Product roadmap | Roadmap | Roadmapping | Product strategy | Product lifecycle | Product discovery | Product requirements | PRD | Feature prioritization | Prioritization | MoSCoW
Microsoft Visio | MS Visio | Visio
Lucidchart | Draw.io | diagrams.net | Miro
Business requirements | Functional requirements | Non-functional requirements | NFR | System requirements
Domain knowledge | Domain expertise | Functional knowledge | Industry knowledge
Consulting | Management consulting | Business consulting | Consultant | Advisory | Functional consultant | Techno-functional | Techno functional
KPI design | Metrics definition | Balanced scorecard
Competitive intelligence | Benchmarking | Best practices research
Pricing | Pricing strategy | Pricing analysis | Price analysis | Revenue management | Yield management
CBAP | CCBA | ECBA | IIBA | PMI-PBA
`;
