// Skills taxonomy, operations, logistics, retail, hospitality, customer service, administration,
// aviation, agriculture and skilled trades. Format: see software-dev.ts.
export default `
# operations | Operations and supply chain
Standard operating procedures | SOP | SOPs | SOP development | Process documentation | Work instructions
Service level agreements | SLA | SLAs | SLA management | Service levels | Turnaround time | TAT!
Operational excellence | OpEx | Operations excellence | Business excellence

Business process reengineering | BPR! | Process reengineering | Process redesign | Process transformation

Operations planning | Operational planning | Annual operating plan | AOP

P&L management | P&L responsibility | Profit and loss responsibility | Business unit management | P&L ownership
Multi-site operations | Multi-location operations | Branch management | Regional operations | Zonal operations | Cluster management
Operations analytics | Operational metrics | Operations dashboards | Productivity metrics | Operational reporting
Workforce planning | Manpower planning | Headcount planning | Staffing plans | Roster management | Rostering | Shift management | Shift scheduling | Rota planning | Staff rotas | Labour planning | Labor planning
Outsourcing management | Outsourcing | Third party management | Vendor governance | Vendor performance | Vendor audits | Supplier performance management

Operations strategy | Operating model | Target operating model | TOM!

Customer operations | Customer ops | Fulfilment operations | Fulfillment operations
BPO operations | BPO | KPO | Call center operations | Contact center operations | Process operations | Process manager BPO
Outsourced process transitions | Process transition | Transition planning
Mailroom and records | Records management | Document management | File management | Archiving | Document control operations
Asset management operations | Fixed asset tracking | Asset tracking | Asset register | Asset verification | IT asset management | ITAM

Travel desk | Travel management | Travel arrangements | Hotel bookings | Visa processing | Travel coordination | Corporate travel

Canteen management | Cafeteria management | Pantry management | Food services management

# logistics | Logistics, procurement and trade
Freight forwarding | Freight forwarder | Freight management | Freight operations
Ocean freight | Sea freight | Container shipping | FCL | LCL | Shipping lines | Bill of lading | B/L
Air freight | Air cargo | Airway bill | AWB | Cargo handling | Cargo operations
Road transport | Trucking | Transportation planning | Route optimization | Route planning | Load planning | FTL | PTL | Fleet scheduling
Customs clearance | Customs | Customs brokerage | Custom house agent | CHA! | Customs documentation | ICEGATE | HS codes | HS classification | Tariff classification
Export documentation | Export procedures | Shipping documents | Commercial invoice | Packing list | Certificate of origin | Export incentives | DGFT | EXIM | Export import documentation
Incoterms | FOB | CIF | EXW | DDP | DAP
Third-party logistics | 3PL | 4PL | Logistics service providers | Contract logistics
Last mile delivery | Last-mile delivery | Delivery operations | Hub operations | Delivery management | First mile | Line haul | Linehaul | Courier operations | Courier | Express delivery
Reverse logistics | Returns management | RTO management | Return to origin
Cold chain logistics | Cold chain | Temperature controlled logistics | Reefer

Inbound logistics | Inbound operations | Goods receipt | GRN | Goods receipt note | Unloading
Outbound logistics | Outbound operations | Dispatch | Dispatches | Dispatch planning | Shipping and receiving
Picking and packing | Pick and pack | Order picking | Packing | Kitting | Order fulfilment | Order fulfillment

Inventory optimization | Safety stock | Reorder level | Reorder point | EOQ | Economic order quantity | ABC analysis | XYZ analysis | Inventory turns | Slow moving inventory
Warehouse management systems | WMS | EWM! | Manhattan WMS | Warehouse management system | Oracle WMS
Transportation management systems | TMS | Oracle TMS | SAP TM | Transport management system
Material handling equipment | Forklift | Forklift operation | Reach truck | Pallet jack | Stacker | Forklift driver | MHE
Barcode scanning | Barcodes | Barcode | RFID tracking | Handheld scanners | Label printing
Supply chain planning | Supply planning | S&OP | Sales and operations planning | Integrated business planning | IBP! | Supply chain planning tools | Kinaxis | Blue Yonder | JDA | o9

Distribution planning | Distribution logistics | Network planning logistics | Depot management | Depots | C&F | Carrying and forwarding | CFA operations
Supply chain analytics | Supply chain optimization | Network optimization | Supply chain modeling | Supply chain KPIs
Strategic sourcing | Sourcing~ | Global sourcing | Supplier sourcing | Category sourcing | Sourcing strategy | Source to pay | S2P

Negotiation with suppliers | Supplier negotiation | Price negotiations with vendors | Cost negotiation
E-procurement | eProcurement | Coupa | Jaggaer | GEP SMART | Oracle iProcurement | E-auction | Reverse auction
Tender management | Tendering process | E-tendering | Bid evaluation | Techno-commercial evaluation | Comparative statements | RFQ | Request for quotation | Quotation comparison | RFP~ | Request for proposal~
Import management | Imports | Import procurement | Import documentation | Import clearance
Export management | Export operations | Export marketing
International trade | Foreign trade | International business | Trade compliance | Export control | Trade regulations

Shipping coordination | Shipment tracking | Shipment planning | Consignment tracking | Track and trace | Proof of delivery | POD! | Shipment booking | Booking shipments | Delivery tracking | Tracking deliveries | Container tracking
Supply chain risk management | Supply chain resilience | Business continuity supply chain | Supplier risk
Sustainability supply chain | Green logistics | Sustainable procurement | Carbon footprint logistics
Packaging development | Packaging materials | Packaging engineering | Corrugated boxes
Port operations | Terminal operations | Container terminal | Stevedoring | Port management
Ship chartering | Chartering | Ship broking
Railway logistics | Rail freight | Rake handling | Rail operations
Commodity trading | Commodities | Agri commodities | Physical trading | Commodity procurement
Spend analysis | Spend management | Savings tracking | Procurement analytics | Cost benchmarking

# retail | Retail and e-commerce

Cashiering | Cashier | Billing counter | POS billing | Cash register | Checkout
Customer service retail | Customer assistance | Shop floor customer service | Store customer service
Stock replenishment | Replenishment | Shelf stocking | Shelf management
Shrinkage control | Shrinkage | Pilferage control | Loss prevention retail | Inventory shrinkage
Retail merchandising | Merchandise planning | Merchandiser | Buying and merchandising | Open to buy | OTB! | Range planning | Assortment | Planogram | Planograms | Space management
Fashion merchandising | Apparel merchandising | Garment merchandising | Export merchandising | Tech packs | Sampling | Production merchandising
Retail analytics | Sales per square foot | Like for like | LFL! | Basket size | Average transaction value | ATV! | Conversion rate retail
Store opening | New store launch | Store setup | Store launches | Store expansion
E-commerce operations | Online marketplace operations | Catalog management | Catalogue management | Product listing | Product listings | Cataloging | Product content
E-commerce platforms | WooCommerce | BigCommerce | PrestaShop | OpenCart | Salesforce Commerce Cloud
Order processing | Order entry | Order booking | Sales order processing | Order tracking | Order handling
Marketplace account management | Seller account management | Seller support | Vendor central | Seller partner
Grocery retail | Supermarket operations | Hypermarket operations | FMCG retail | Quick commerce | Dark stores
Luxury retail | Luxury brands | Clienteling | Personal shopping
Franchise management | Franchisee management | Franchise operations | Franchise support

# hospitality | Hospitality, travel and food
Front office | Front office operations | Front desk | Reception | Receptionist | Guest relations | Guest services | Concierge | Front office executive | Front office manager

Housekeeping | Housekeeping operations | Room attendant | Housekeeping supervisor | Laundry operations | Executive housekeeper | Room division
Food and beverage service | F&B service | F&B! | F&B operations | Food and beverage | Banquets | Banquet operations | Room service | Steward | Waiter | Captain restaurant | F&B manager

Food safety | HACCP | FSSAI | Food hygiene | Food safety management | ISO 22000 | FSSC 22000 | Food handling | ServSafe
Bartending | Bartender | Mixology | Bar operations | Bar management | Beverage management
Barista | Coffee making
Hotel software | Opera PMS | Oracle Opera | Fidelio | IDS Next | Property management system hotel | PMS hotel | Micros POS | Oracle Micros
Reservations | Reservation | Hotel reservations | Booking management | Room reservations | Central reservations | Table reservations
Revenue management hospitality | Revenue management | Yield management | Room revenue | RevPAR | ADR! | Occupancy management | Channel manager | OTA management | Online travel agencies | Booking.com | Expedia
Guest experience | Guest satisfaction | Guest feedback | Guest complaints | Hospitality service | Service recovery
Travel agency operations | Travel agent | Travel consultant | Tour operator | Tour operations | Itinerary planning | Tour planning | Holiday planning | Tour management | Travel desk executive
Tour guiding | Tour guide
Airline ticketing | GDS | Amadeus | Galileo | Sabre | Worldspan | Air ticketing | IATA | Fare calculation
Cabin crew | Flight attendant | Air hostess | In-flight service | Cabin safety | Cabin crew training
Ground staff | Airport operations | Airport ground handling | Ground handling | Check-in | Passenger handling | Ramp operations | Baggage handling | Airline operations | Airport customer service
Catering | Catering services | Institutional catering | Event catering | Outdoor catering | Catering management
Quick service restaurant | QSR | Fast food | Outlet operations restaurant | Cloud kitchen
Menu planning | Menu engineering | Menu design | Recipe development | Food costing | Food cost control | Recipe costing
Event venues | Venue management | Banquet sales | MICE | Meetings incentives conferences exhibitions | Conference management
Spa management | Spa operations | Wellness centre management | Salon management
Cruise ship operations | Cruise | Cruise line | Ship hospitality

# customerservice | Customer service and support

Call center | Call centre | Call handling | Contact center | Contact centre | Voice process | Inbound voice | Outbound voice | International voice process | Domestic voice process | International BPO | Voice support
Non-voice process | Non voice | Chat support | Email support | Live chat | Chat process | Email process | Back office process
Technical support | Tech support | Help desk | Helpdesk | Service desk | IT helpdesk | L1 support | L2 support | L3 support | First level support | End user support
Customer escalations | Escalation management | Escalation handling | Escalations | Complaint resolution | Complaint management | Grievance handling customers | Customer grievances
Customer satisfaction | CSAT | Customer satisfaction score | NPS | Net promoter score | Customer feedback | Voice of customer | VOC! | Customer surveys
First call resolution | FCR | First contact resolution | Average handle time | AHT | Call quality | Quality monitoring calls | Call auditing | Call monitoring

CRM data entry | Customer records | Customer database management | Customer data management
Service recovery customer | Customer retention calls | Retention desk | Win-back | Save desk
Quality analyst BPO | Quality analyst | QA BPO | Process quality | Call calibration | Feedback sessions | Coaching agents
Team leader BPO | Team lead operations | Floor management | Floor support
Workforce management | WFM | Real time analyst | RTA | Scheduling analyst
Customer onboarding support | Client onboarding support | Account setup | Customer training | Product training customers | User training
Field service | Field service engineer | Field technician | Service engineer | After sales service | After-sales service | Installation services | Service calls | Breakdown calls | AMC | Annual maintenance contracts | Warranty management | Warranty claims
Customer communication | Customer interaction | Customer queries | Handling customer queries | Query resolution | Resolving queries
Multilingual support | Language support | Bilingual support | Regional language support

# admin | Office administration and support

Administrative support | Admin support | Administrative assistant | Clerical | Clerical work | Office assistant | Office support | Admin assistant

Front office administration | Visitor management | Visitor handling | Telephone handling | EPABX handling | Mail handling | Courier handling | Inward and outward
Data entry | Data entry operator | Data entry operations | Data capture | Data processing | Form filling | Data digitization | Data conversion

Minutes of meeting | MOM! | Meeting minutes | Minute taking | Note taking
Filing | Filing systems | Record keeping | Records maintenance | Maintaining records | Register maintenance | Office records
Stationery management | Office supplies | Ordering supplies | Inventory of office supplies | Procurement of office supplies | Housekeeping staff management | Pantry
Vendor coordination admin | AMC management | Facility vendors | Admin vendors | Utility bills | Bill payments
Event coordination admin | Office events | Meeting arrangements | Conference room booking | Logistics arrangements
Government documentation | Licenses and permits | Statutory registrations | Trade license | Renewals of licenses | Legal documentation admin

Google Sheets

Shorthand | Stenography | Stenographer | Steno
Telephone etiquette | Phone etiquette | Business etiquette | Etiquette
Transcription | Audio transcription | Transcriptionist | General transcription | Legal transcription

Public administration | Government administration | Civil services | IAS | Public sector management | Government sector | Municipal administration | District administration | E-governance
Policy analysis | Public policy | Policy research | Policy making | Policy development | Legislative analysis | Policy advocacy
Non-profit management | NGO management | Nonprofit | Non-profit | NGO | Development sector | Fundraising NGO | Grant writing | Grant management | Donor reporting
Social work | Social worker
Community development | Community mobilization
Corporate social responsibility | CSR activities
Monitoring and evaluation | M&E | Impact assessment | Program evaluation | Baseline surveys | Logframe | Theory of change
Research assistance | Research assistant | Field research | Field surveys | Data collection | Survey administration | Enumerator | Field investigator

# aviation | Aviation and aerospace
Pilot | Commercial pilot | Airline pilot | CPL | ATPL | Flying hours | First officer | Captain pilot
Flight operations
Air traffic control | ATC! | Air traffic controller | Airspace management
Aviation safety | Flight safety | Safety management system aviation | SMS aviation | Aviation security | AVSEC | BCAS
Aviation regulations | DGCA | FAA | EASA | ICAO | CAR-145 | Part 145 | Part 66
Aircraft systems | Avionics | Avionics engineering | Aircraft electrical systems | Flight control systems | Aircraft hydraulics
Aircraft structures | Aircraft structural repair | Sheet metal aircraft | Composite repair aircraft
Aerospace design | Aerodynamics | Aircraft design | Propulsion | Jet engines | Rocket propulsion | Flight mechanics | Spacecraft | Satellites | Orbital mechanics
Airport management | Airport operations management | Terminal management | Airside operations | Landside operations
Drones | UAV | Unmanned aerial vehicles | Drone pilot | Drone operations | Quadcopter

# agriculture | Agriculture, farming and environment
Agronomy | Agronomist | Crop production | Crop management | Crop protection | Crop science | Field crops | Soil fertility | Soil science | Plant protection | Pest management | Integrated pest management | IPM
Horticulture | Horticulturist | Floriculture | Fruit production | Vegetable production | Nursery management | Polyhouse | Protected cultivation | Gardening
Agricultural extension | Extension services | Farmer training | Farmer outreach | Krishi | KVK | Farmer meetings | Demonstration plots
Agri inputs | Seeds | Seed production | Fertilizers | Pesticides | Agrochemicals | Agri input sales | Seed sales | Fertilizer sales
Irrigation | Drip irrigation | Sprinkler irrigation | Micro irrigation | Irrigation systems | Water management agriculture
Farm management | Farm operations | Farm manager | Farming | Organic farming | Natural farming | Precision agriculture | Smart farming | Agritech | Agri-tech | Hydroponics
Dairy farming | Dairy | Dairy technology | Milk procurement
Animal husbandry | Livestock management | Livestock
Poultry farming | Poultry
Aquaculture | Fisheries | Fish farming
Sericulture
Apiculture | Beekeeping
Agricultural economics | Agri business | Agribusiness | Agri marketing | Agricultural marketing | Rural development | Farmer producer organizations | FPO | Agri value chain | Agri supply chain | Warehouse receipts
Food science | Food technologist | Food product development | Food quality | Food chemistry | Food packaging | Food preservation | Sensory evaluation
Forestry | Forest management | Silviculture | Natural resource management
Ecology | Wildlife conservation | Wildlife | Biodiversity | Conservation biology
Environmental management | Environmental impact assessment | EIA! | Environmental clearance | Environmental audits | Pollution control | Air quality monitoring | Water quality monitoring | Environmental monitoring air water | Solid waste management | Waste management | Recycling | Hazardous waste management | E-waste management
Sustainability | Sustainability reporting | ESG | ESG reporting | GRI reporting | Carbon accounting | Carbon footprint | GHG accounting | Greenhouse gas | Net zero | Climate change | Climate finance | Carbon credits | Life cycle assessment | LCA!

Meteorology | Weather forecasting | Climatology | Atmospheric science
Geology | Geologist | Geophysics | Petroleum geology | Hydrogeology | Mineral exploration | Exploration geology | Seismic interpretation | Well logging | Mud logging
Petroleum engineering | Reservoir engineering | Drilling engineering | Drilling operations | Production engineering oil | Well completion | Wellsite operations | Offshore operations | Rig operations | Upstream oil and gas | Downstream oil and gas | Refinery operations | Pipeline operations

# trades | Skilled trades and technicians
Carpentry | Woodwork | Woodworking | Joinery | Furniture making | Cabinet making | Formwork carpentry
Masonry work | Bricklaying | Brick laying | Plastering | Tiling | Tile fixing | Stone work
Painting and decorating | House painting | Painter decorator | Wall painting | Spray painting
Plumbing installation | Pipe fitting | Pipe fitter | Pipefitting | Plumbing repairs | Sanitary fittings | Bathroom fitting
HVAC technician | AC technician | AC mechanic | Refrigeration technician | AC installation | AC repair | Chiller technician
Welder | Welding fabricator | Fabricator | Structural fabrication | Steel fabrication | Gas cutting | Plasma cutting
Fitter | Mechanical fitter | Machine fitter | Maintenance fitter | Millwright | Machine operator
Electrical technician skills | Electrician wiring | House wiring | Industrial wiring | Panel wiring | Electrical fitting | Conduit installation | Lineman
Auto electrician | Automotive electrician | Auto electrical | Vehicle electrical systems
Diesel mechanic | Heavy vehicle mechanic | Diesel engine repair | Truck mechanic
Heavy equipment operation | Crane operator | Excavator operator | JCB operator | Equipment operator | Heavy machinery operation
Rigging | Rigger
Scaffolding | Scaffolder
Driving commercial vehicles | Heavy vehicle driving | HMV license | LMV license | Commercial driving | Truck driving | Delivery driver | Chauffeur | Professional driver | Bus driver
Locksmith | Locksmithing
Glazing | Glazier | Glass fitting
Upholstery | Upholsterer
Tailoring | Tailor | Stitching | Sewing | Alterations | Pattern cutting
Embroidery | Hand embroidery | Machine embroidery
Printing press | Offset printing | Printing machine operator | Digital printing | Flexo printing | Pre-press
Beauty services | Beautician | Makeup artist | Make-up | Bridal makeup | Hair styling | Hairdresser | Hair cutting | Nail art | Skin care | Facials | Waxing | Mehndi | Salon | Beauty salon
Housekeeping services cleaning | Janitorial | Deep cleaning | Commercial cleaning | Sanitation
Pest control
Security guard | Security officer | Watchman | Security guard duties | Patrolling | Gatekeeping | Bouncer
Lift technician | Elevator technician | Escalator maintenance | Elevator installation
Solar technician | Solar panel installation | Solar installer | PV installer
Mobile technician | Cell phone technician
`;
