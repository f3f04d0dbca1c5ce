// Skills taxonomy, more business functions: finance, banking, insurance, sales, marketing,
// real estate. Format: see software-dev.ts.
export default `
# finance | Finance and accounting

Zoho Books | Zoho Books accounting
Xero | Xero accounting
Sage accounting | Sage! | Sage 50 | Sage Intacct | Sage ERP
Oracle Financials | Oracle EBS Financials | Oracle Fusion Financials

Microsoft Dynamics finance | Dynamics 365 Finance | Navision | Dynamics NAV | Dynamics AX | Business Central
Journal entries | Journal entry | Book keeping entries | Voucher entry | Accounting entries | Passing entries
Bookkeeping | Book keeping | Book-keeping | Books of accounts | Maintaining books of accounts
Trial balance
Balance sheet | Balance sheet preparation | Balance sheets | Statement of financial position
Profit and loss statement | Profit and loss | P&L | P&L statement | Profit and loss account | Income statement | Income statements | Statement of profit or loss
Cash flow statement | Cash flow
Treasury management | Treasury | Cash management | Cash flow management
Working capital management | Working capital | Fund flow
Consolidation | Financial consolidation | Group consolidation | Intercompany reconciliation | Intercompany accounting
Variance analysis | Budget variance | Budget vs actual | Cost variance analysis
Cost accounting | Costing and budgeting | Product costing | Standard costing | Activity based costing | ABC costing | Cost audit | Cost and management accountant | CMA! | ICWA | ICWAI
Revenue recognition | ASC 606 | IFRS 15 | Revenue accounting
Lease accounting | IFRS 16 | ASC 842
US GAAP | GAAP | Generally accepted accounting principles
Indian accounting standards | Ind AS | IndAS | IGAAP | Indian GAAP
Statutory audit | Statutory audits | Tax audit
Internal audit | Internal auditing | Internal auditor~
External audit | Audit assurance | Assurance | Audit and assurance | Big 4 audit
Sarbanes-Oxley | SOX | SOX testing | SOX 404
Goods and services tax | GST | GST returns | GST filing | GSTR | GSTR-1 | GSTR-3B | GST compliance | GST audit | GST reconciliation
Income tax | Income tax returns | ITR filing | Income tax filing | Tax returns | Tax return preparation | Personal taxation
Tax deducted at source | TDS | TDS returns | TCS | TDS compliance
Corporate tax | Corporate taxation | Transfer pricing | International taxation | Tax planning | Tax advisory
VAT | Value added tax | VAT returns
Accounts reconciliation | Reconciliation | Vendor reconciliation | Ledger reconciliation | Balance reconciliation | Account reconciliation | Customer reconciliation
Invoice processing | Invoicing | Billing and invoicing | Invoice verification | Three-way match | 3-way match | Purchase invoices | Sales invoices
Petty cash | Petty cash management | Cash book | Imprest
Expense reports | Travel and expense | T&E | Expense claims | Employee reimbursements | Reimbursements
Credit control | Debt collection | Receivables management | Collections management | Ageing analysis | Aging analysis | Dunning
Cost reduction | Cost savings | Cost cutting
Financial analysis | Financial statement analysis | Ratio analysis | Financial ratios | Fundamental analysis
Equity research | Equity analyst | Stock analysis | Valuation modeling | DCF | Discounted cash flow | Comparable company analysis | Comps
Mergers and acquisitions | M&A | Mergers & acquisitions | Due diligence financial | Financial due diligence | Deal advisory
Private equity | PE/VC
Fund accounting | NAV calculation | Fund administration
Venture capital | VC funding
Portfolio management | Portfolio manager | Asset management | Wealth management | Investment management | Asset allocation | Fund management
Financial advisory | Financial planner | Certified financial planner | CFP! | Retirement planning | Personal finance
Mutual funds | Mutual fund | AMFI | NISM | Mutual fund distribution | SIP investments
Equity trading | Stock trading | Derivatives trading | Options trading | Futures and options | F&O | Intraday trading | Stock market
Fixed income | Bonds | Debt markets | Fixed income securities | Bond valuation
Foreign exchange | Forex | FX! | Currency trading | Forex management | Foreign exchange risk
Derivatives | Swaps | Options pricing | Hedging | Interest rate swaps | Commodity derivatives
Risk analytics | Market risk | Credit risk | Operational risk | Liquidity risk | VaR | Value at risk | Basel III | Basel norms
Financial regulation | RBI guidelines | SEBI regulations | SEBI | FEMA | ROC filings | ROC compliance
Company secretary | Company secretarial | CS! | Secretarial compliance | Board meetings | Secretarial audit
Anti-money laundering | AML | AML compliance | KYC/AML | CDD | Customer due diligence | EDD | Transaction monitoring | Sanctions screening | CFT
Fraud detection | Fraud investigation | Fraud prevention | Fraud risk | Forensic accounting | Forensic audit
Accounts finalization | Finalization of accounts | Finalisation of accounts | Preparation of final accounts | Final accounts | Books closing | Year-end closing | Quarter-end closing | Financial close | Record to report | R2R | RTR
Procure to pay | P2P | Purchase to pay | PTP!
Order to cash | O2C | OTC process
Financial planning tools | Hyperion | Oracle Hyperion | Anaplan | Adaptive Insights | OneStream | Cognos TM1 | TM1
Management information systems finance | MIS reporting | Finance MIS | Management reporting | Monthly MIS | MIS reports
Capital budgeting | Capex | Capital expenditure | Capex planning | Project finance | Project appraisal | NPV | IRR
Fundraising | Fund raising | Capital raising | Pitch decks
Investor relations | IR reporting
Cost centre accounting | Profit center accounting | Cost center | Profit centre

Financial due diligence reporting | Business valuation
Actuarial science | Actuary | Actuarial | Actuarial analysis | Actuarial valuation
Chartered financial analyst program | CFA Level 1 | CFA Level I | CFA Level 2 | CFA Level II
Microsoft Excel advanced | VLOOKUP | HLOOKUP | Pivot tables | Pivot table | Excel macros | Advanced Excel | XLOOKUP | Excel formulas | Conditional formatting | Index match
Financial statements preparation | Financial statements | Annual reports | Annual accounts
Non-profit accounting | Fund accounting non-profit | Grant accounting | NGO accounting
Accounting for inventory | Stock valuation | Inventory valuation | FIFO | LIFO | Weighted average cost

# banking | Banking and financial services
Retail banking | Branch banking | Bank branch operations | Branch operations | Branch manager banking
Corporate banking | Commercial banking | Wholesale banking | Transaction banking
Relationship manager banking | Relationship banking | Wealth relationship manager | Priority banking | HNI clients | HNI
Loan processing | Loan origination | Loan documentation | Loan disbursement | Loan sanction | Credit processing
Home loans | Mortgage | Mortgages | Housing finance | Home loan sales | Mortgage underwriting | Mortgage processing
Personal loans | Unsecured loans | Consumer loans | Consumer finance | Auto loans | Vehicle loans | Gold loans
Business loans | SME lending | MSME loans | Working capital loans | Term loans | Cash credit | Overdraft
Microfinance | Micro finance | MFI | Self help groups | SHG! | Financial inclusion | Joint liability groups
Credit appraisal | Credit assessment | Credit underwriting | Credit evaluation | Credit rating | Credit scoring | CIBIL
Loan recovery | Recovery | NPA management | Non-performing assets | NPA! | Debt recovery | Collections banking
Deposits | Fixed deposits | Current accounts | Savings accounts | CASA | Liability products | Term deposits
Account opening | Account opening forms | New account opening | Customer onboarding banking
Clearing | Cheque clearing | CTS clearing | Clearing operations | Inward clearing | Outward clearing
Remittances | Fund transfers | NEFT | RTGS | IMPS | SWIFT | Wire transfers | Cross-border payments | Inward remittances
Letters of credit | LC! | Letter of credit | Bank guarantees | BG! | Documentary credits | UCP 600 | Import LC | Export LC
Cash operations | Teller | Bank teller | Cash counter | Cashier banking | Vault management | Currency chest | ATM operations
Payment systems | UPI | Payment gateway | Payment gateways | Card payments | Digital payments | Payment processing
Credit cards | Debit cards | Card operations | Cards business | Card issuance | Chargebacks | Card disputes
Core banking | Core banking systems | CBS | Finacle | Flexcube | Oracle Flexcube | Temenos | T24 | BaNCS | TCS BaNCS
Banking regulations | RBI compliance | Banking compliance | Priority sector lending | PSL | SLR | CRR
Treasury operations | Treasury dealing | Money markets | ALM | Asset liability management | Dealing room
Capital markets | Capital market operations | Custodian | Clearing and settlement | Trade settlement | Settlements
Investment banking operations | Trade support | Middle office | Back office banking | Reconciliations banking | Corporate actions
Broking | Stock broking | Share broking | Demat | Depository participant | DP operations | Demat accounts | NSDL | CDSL
NBFC | Non-banking financial company | NBFC operations
Cross-selling banking products | Third party products | Bancassurance
Bank audits and inspections | RBI inspection | Branch audit | Concurrent auditor | Concurrent audit | Bank audit
Financial products | Banking products | Financial product knowledge | Investment products
Fintech | Financial technology | Digital banking | Neobank | Open banking | Lending platforms
Islamic banking | Islamic finance | Sharia compliant finance
Credit analysis reports | CMA data | Credit memos | Credit proposals | Project reports banking

# insurance | Insurance
Life insurance | Term insurance | Endowment plans | ULIP | Life insurance agent | Life insurance advisor | LIC agent
General insurance | Non-life insurance | Property insurance | Fire insurance | Marine insurance | Engineering insurance
Motor insurance | Vehicle insurance | Motor claims | Car insurance
Insurance underwriting | Insurance underwriter | Risk underwriting | Life underwriting | Medical underwriting
Insurance claims | Claims processing | Claims management | Claims adjudication | Claims settlement | Claims handling | Claim investigation | Loss adjusting | Surveyor insurance
Reinsurance | Reinsurance treaties | Facultative reinsurance | Treaty reinsurance
Insurance brokerage | Insurance broker | Insurance broking
Policy administration | Policy servicing | Policy issuance | Renewals insurance
Insurance regulations | IRDAI | IRDA | Insurance compliance | Solvency II
Bancassurance channel | Agency channel | Insurance agency | Agency development | Agent recruitment | Advisor recruitment
Guidewire | Guidewire PolicyCenter | Guidewire ClaimCenter | Guidewire BillingCenter
Insurance software | Duck Creek
Property and casualty | P&C insurance | P&C | Casualty insurance | Liability insurance
Health insurance underwriting
Group insurance | Group health insurance | Employee benefits insurance | Group mediclaim

# sales | Sales
Sales operations | Sales ops | Sales administration | Sales coordination | Sales support | Sales coordinator

Sales enablement | Sales collateral | Sales playbooks | Battle cards
Secondary sales | Primary sales | Primary and secondary sales | Tertiary sales
Retail execution | Retail audits | Outlet expansion | Beat planning | Beat plan | Route planning sales | Outlet coverage | Numeric distribution
Dealer appointment | Distributor appointment | Dealer onboarding | New dealer appointment | Channel expansion
Trade schemes | Schemes and promotions | Trade promotions | Consumer promotions | Scheme implementation | Trade spends
Sales incentives | Incentive schemes | Sales commission | Commission plans | Sales compensation
Key account sales | Modern trade sales | Large format retail | Hypermarkets | Supermarkets sales
Government sales | Public sector sales | B2G | GeM portal | Government tenders
Institutional sales and tenders | Hospital sales | Corporate tie-ups | Institutional tie-ups
Retail sales associate | Sales associate | Sales assistant | Store sales | Showroom sales | Floor sales | Sales girl | Salesman
Field sales executive | Field sales | Field executive | Feet on street | FOS | Door to door sales | Door-to-door sales
Telecalling sales | Outbound sales | Outbound calls | Inbound calls | Call handling sales | Telesales executive
Pre-sales consulting | Presales consultant | Solution consulting | Bid management | RFP responses | RFP~ | RFI | Proposal writing | Request for proposal~
SaaS sales | Software sales | IT sales | Technology sales | Cloud sales | License sales

Sales development representative | SDR | BDR | Business development representative
Customer success | Customer success management | Customer success manager | CSM! | Client success | Net revenue retention
Sales negotiation | Commercial negotiation | Negotiating contracts
Pricing strategy | Price management | Pricing analysis | Discount management | Price lists
Revenue growth | Revenue generation | Topline growth
Sales territory planning | Market mapping | Market coverage | Territory planning
Medical devices sales | Diagnostics sales | Surgical products
Industrial sales | Engineering sales | Capital equipment sales | Machinery sales | Project sales | Technical sales engineer | Sales engineer
Telecom sales | Broadband sales | Mobile connections sales | SIM sales
Advertising sales | Ad sales | Media sales | Space selling | Airtime sales
Education sales | EdTech sales | Counselling students sales | Student counselling sales
Travel sales | Holiday packages sales | Ticketing sales
Luxury sales | Jewellery sales | Jewelry sales | Apparel sales | Fashion retail sales
Retail store operations sales | Store targets | Walk-in customers | Footfall conversion
E-commerce sales | Marketplace sales | Amazon seller | Flipkart seller | Marketplace management | Seller central | Online sales

# marketing | Marketing and communications
Google Ads | Google AdWords | AdWords | Google Ads campaigns
LinkedIn Ads | LinkedIn advertising | LinkedIn marketing | LinkedIn campaign manager
Instagram marketing | Instagram | Instagram ads | Reels marketing
YouTube marketing | YouTube ads | YouTube channel management
Twitter marketing | Twitter ads | X ads
Programmatic advertising | Programmatic | DSP advertising | DV360 | Real time bidding | RTB
Display advertising | Display ads | Google Display Network | GDN
Performance marketing | Paid marketing | Paid media | Paid social
Media planning and buying | Media buying | Media planning | Media planner | Media buyer
Google Tag Manager | GTM tags | Tag management | Tag Manager
Google Search Console | Search console | Webmaster tools | Bing webmaster
SEO tools | SEMrush | Ahrefs | Moz | Screaming Frog | Ubersuggest | Keyword planner
Keyword research | Keyword analysis | Keyword mapping | Long tail keywords
On-page SEO | On page optimization
Off-page SEO | Off page optimization | Link building | Backlinks | Backlink building
Technical SEO
Local SEO | Google My Business | Google Business Profile
App store optimization | ASO! | App marketing | User acquisition | App installs campaigns
Marketing automation tools | HubSpot | Marketo | Pardot | Eloqua | Mailchimp | Sendinblue | Brevo | ActiveCampaign | Klaviyo | MoEngage | CleverTap | WebEngage
Web analytics | Adobe Analytics | Omniture | Mixpanel | Amplitude | Hotjar | GA4 | Google Analytics 4 | Universal Analytics
A/B testing | Split testing | Multivariate testing | Optimizely | VWO | Landing page optimization | Landing pages | AB testing
Lead nurturing | Lead scoring | Drip campaigns | Nurture campaigns | Inbound marketing | Demand gen
Account-based marketing | ABM | Account based marketing
Influencer marketing | Influencer outreach | Influencer management | Creator partnerships

Brand strategy | Brand positioning | Brand identity | Brand guidelines | Rebranding | Brand awareness
Integrated marketing communications | IMC | Marketing communications | Marcom | Marketing collateral | Brochures
Below the line marketing | BTL | BTL activities | ATL | Above the line | BTL activations | Activations | On-ground activations | Canopy activities
Trade shows | Exhibitions | Trade fairs | Expos | Exhibition management | Conferences
Market research methods | Primary research | Secondary research | Surveys | Questionnaire design | Focus groups | Consumer research | Nielsen | Kantar | Qualitative research
Marketing strategy | Marketing plan | Marketing planning | Go to market planning | Marketing mix | 4Ps | STP
Product launches | New product launch | Product launch | Launch planning
Category management | Category manager | Assortment planning | Category growth
Retail marketing | In-store marketing | Store branding | POP materials | POSM
Visual merchandising | VM!
Press releases | Media coverage
Corporate communications | Crisis communication
Content strategy | Content creation | Content planning | Content production | Editorial calendar | Blogging | Blog writing
Technical writing | Technical writer | Documentation writing | User manuals | User guides | API documentation | Help documentation | DITA | MadCap Flare | RoboHelp
Creative writing | Scriptwriting | Script writing | Screenwriting | Storytelling | Ghostwriting | Screenplay | Poetry | Fiction writing
Proofreading | Copy editing | Copyediting | Sub-editing | Line editing
Marketing budget | Marketing ROI | ROI analysis marketing | Attribution modeling | Marketing attribution | MMM
Customer segmentation | Buyer personas | Customer personas | Targeting
Loyalty programs | Loyalty marketing | Customer loyalty | Rewards programs | CRM marketing | Retention marketing | Lifecycle marketing
WhatsApp marketing | SMS marketing | Bulk SMS | WhatsApp business
Video production marketing | Corporate videos | Explainer videos | Product videos
Event marketing
Sponsorship management | Partnerships marketing | Co-marketing
Strategic partnerships | Alliances
Public affairs | Government relations | Lobbying | Advocacy campaigns
Advertising agency | Agency management | Client servicing advertising | Account management advertising | Creative brief | Creative briefs
Pharma marketing | Healthcare marketing | Product management pharma | Brand manager pharma
B2B marketing | Industrial marketing | Trade marketing B2B
Digital marketing tools | WordPress marketing | Canva marketing | Meta ads | Facebook marketing | Meta Business Suite | Facebook Business Manager

# realestate | Real estate and property
Property management | Property manager | Rental management | Leasing | Lease management | Tenant management | Tenant relations
Real estate brokerage | Real estate broker | Real estate agent | Property dealer | Realtor | Property consultant | Channel partner real estate
Commercial real estate | CRE! | Office leasing | Retail leasing | Commercial leasing
Residential real estate | Residential sales | Apartments sales | Villas | Plots sales
Real estate development | Land aggregation | Project approvals | RERA | RERA compliance
Real estate valuation | Property valuation | Land valuation | Valuer | Registered valuer
Facility operations | Soft services | Hard services | Housekeeping services | Integrated facility management | IFM
Real estate CRM | Customer relations real estate | Post-sales real estate | Possession handover | Registration documentation
Real estate finance | Real estate investment | REIT | Property investment | Real estate portfolio
Property documentation | Property registration
`;
