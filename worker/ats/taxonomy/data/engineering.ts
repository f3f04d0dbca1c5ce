// Skills taxonomy, engineering disciplines. Format: see software-dev.ts.
export default `
# civil | Civil and structural engineering
Civil engineering | Civil engineer | Civil works | Civil construction
Structural engineering | Structural design | Structural analysis | Structural engineer
AutoCAD | Auto CAD | AutoCAD 2D | AutoCAD Civil 3D | Civil 3D | ACAD | Autocad
STAAD Pro | STAAD.Pro | STAAD | Staad Pro | StaadPro
ETABS | E-TABS
SAFE software | SAFE! | CSI SAFE
SAP2000 | SAP 2000
Revit | Autodesk Revit | Revit Architecture | Revit Structure | Revit MEP
Tekla Structures | Tekla | Xsteel
Building information modeling | BIM | BIM modelling | BIM 360 | Navisworks
Primavera | Primavera P6 | Oracle Primavera | P6!
MS Project | Microsoft Project | MSP! | MS-Project
Quantity surveying | Quantity surveyor | QS! | Quantity estimation | Quantity take-off | Take-off | BOQ | Bill of quantities | Bills of quantities
Estimation and costing | Cost estimation | Estimating | Rate analysis | Estimation | Costing
Site execution | Site engineer | Site supervision | Site management | Site engineering | Execution of works
Surveying | Land surveying | Total station | Levelling | Leveling | Auto level | Theodolite | Survey!
Reinforced concrete | RCC | RCC design | Reinforced cement concrete | Concrete design | RC design
Steel structures | Steel design | Structural steel | Steel detailing | PEB | Pre-engineered buildings
Concrete technology | Concrete mix design | Mix design | Concrete testing | Cube testing | Slump test
Foundation design | Foundations | Pile foundations | Piling | Raft foundation | Footings
Geotechnical engineering | Soil mechanics | Soil testing | Soil investigation | Geotech
Highway engineering | Road construction | Pavement design | Highways | Roads and highways | Bituminous
Bridge engineering | Bridges | Bridge design | Flyovers
Transportation engineering | Traffic engineering | Transport planning
Hydraulic engineering | Hydrology | Water resources engineering | Irrigation engineering | Civil hydraulics
Environmental engineering | Water treatment | Wastewater treatment | Sewage treatment | Effluent treatment | ETP!
Water supply and sanitation | Plumbing design | Water supply | Drainage | Drainage design | Sewerage
Building construction | Construction | Residential construction | Commercial construction | High-rise buildings
Construction management | Construction project management | Project execution construction
Bar bending schedule | BBS | Bar bending | Reinforcement detailing | Rebar detailing
Shuttering | Formwork | Centering
Masonry | Brickwork | Finishing works
Building codes | IS codes | IS 456 | IS 800 | Eurocodes | ACI code | ACI 318 | IBC | National Building Code | NBC!
Tendering | Tender documents | Tender preparation | Bidding | Bid preparation
Contract management | Contracts administration | FIDIC | Contract administration
Billing | Client billing | Contractor billing | Subcontractor billing | RA bills | Running account bills | Measurement book | Bill checking
Quality control civil | Material testing | Quality inspection civil | Field testing
Infrastructure projects | Infrastructure | Infrastructure development | Urban infrastructure
Railway engineering | Railways | Metro rail | Metro projects | Track work
Tunnel engineering | Tunneling | Tunnelling | NATM
Earthquake engineering | Seismic design | Seismic analysis | Earthquake resistant design
Finite element analysis structural | Finite element method | FEM!
Land development | Site grading | Earthwork | Excavation
Town planning | Urban planning | City planning | Urban design
Construction safety | Site safety
Waterproofing | Waterproofing works
Pre-stressed concrete | Prestressed concrete | Post-tensioning
Precast concrete | Precast
Interior works | Fit-out | Fitout | Interior fit-out
Valuation
Building inspection | Structural audit | Structural inspection | Non-destructive testing civil

# architecture | Architecture and interiors
Architectural design | Architecture | Architectural drawings | Architect
Interior design | Interior designing | Interior designer | Interiors
Space planning | Furniture layout | Furniture design
ArchiCAD | Archicad
Rhino 3D | Rhinoceros | Rhino! | Grasshopper
Lumion
3D visualization architecture | Architectural visualization | Archviz | Architectural rendering | Enscape | Twinmotion
Landscape architecture | Landscape design | Landscaping
Sustainable design | Green building | LEED | LEED AP | GRIHA | IGBC | Energy efficient buildings
Working drawings | Construction drawings | Shop drawings | Detailed drawings | Drafting | Draughting | Drafting and detailing
Building services | MEP | MEP coordination | Mechanical electrical plumbing
Heritage conservation | Restoration architecture
Lighting design | Light design

# mechanical | Mechanical engineering
Mechanical engineering | Mechanical engineer | Mechanical
SolidWorks | Solid Works | Solidworks | SOLIDWORKS
CATIA | Catia
Creo | PTC Creo
Siemens NX | NX!
Autodesk Inventor | Inventor!
Fusion 360 | Autodesk Fusion 360 | Fusion360
ANSYS | Ansys | ANSYS Workbench
Abaqus | ABAQUS
HyperMesh | Hypermesh
COMSOL | COMSOL Multiphysics
Finite element analysis | FEA | Finite element modelling | Finite element modeling
Computational fluid dynamics | CFD | STAR-CCM+ | STAR CCM | OpenFOAM | CFX
CAD | Computer-aided design | CAD design | CAD modelling | CAD modeling | 2D drafting | 3D CAD
CAM | Computer-aided manufacturing | CAD/CAM | CAD CAM | Edgecam | PowerMill | Delcam | SolidCAM | CAM programming
CAE | Computer-aided engineering
GD&T | Geometric dimensioning and tolerancing | Geometric Dimensioning & Tolerancing
Machine design | Design of machine elements | Machine elements | Mechanical design | Product design mechanical
Engineering drawing | Engineering drawings | Technical drawing | Technical drawings | Blueprint reading | Drawing reading | Read drawings | Reading drawings | Mechanical drawings
Thermodynamics | Thermal design
Fluid mechanics | Fluid dynamics
Strength of materials | Mechanics of materials | Solid mechanics | Stress analysis
Kinematics | Dynamics of machinery | Theory of machines | Mechanisms | Vibrations
Material science | Materials engineering | Material selection
Manufacturing processes | Production engineering | Manufacturing engineering | Manufacturing technology
Machining | CNC! | Milling | Grinding | Machinist
Welding | Welding technology | MIG | TIG
Fabrication | Metal fabrication
Casting
Forging
Stamping
Injection molding | Injection moulding | Plastic molding
Tool design | Jig and fixture design | Mould design | Mold design
HVAC | Heating ventilation and air conditioning | AHU | Ducting
Piping design | Piping
Plant design | Plant engineering | SmartPlant | AVEVA
Pressure vessels | TEMA
Boilers
Pumps and compressors | Valves
Internal combustion engines | IC engines | Engines | Diesel engines | Engine testing
Automobile engineering | Automotive engineering | Automotive | Automobile
Aerospace engineering | Aeronautical engineering
Mechatronics | Mechatronic systems
Maintenance engineering | Planned maintenance | Maintenance planning
Reliability engineering | Reliability centered maintenance | RCM | MTBF | MTTR | Root cause failure analysis | RCFA
Condition monitoring | Vibration monitoring
Design for manufacturing | DFM | DFMA | Design for assembly | DFA!
Product development | New product development | NPD
Prototyping mechanical
Reverse engineering | 3D scanning
Costing mechanical | Should costing
Mechanical assembly | Assembly drawings
Metrology | Measurement | Calibration
Non-destructive testing | NDT | Ultrasonic testing | Radiography testing | Dye penetrant testing | Magnetic particle testing | UT! | RT! | DPT
Material handling | Cranes
Industrial engineering
Production planning | Production planning and control | PPC! | Capacity planning
Marine engineering | Marine engines
Oil and gas | Oil & gas | Upstream | Downstream | Refinery | Petrochemical | Offshore
Energy engineering
Renewable energy | Solar energy | Photovoltaic | Biomass
MATLAB Simulink | Simulink
Automotive standards | IATF 16949 | TS 16949 | Control plan
Tribology
Robotics mechanical | FANUC

# quality | Quality, manufacturing and safety
Quality management | Quality management system | QMS | Total quality management | TQM
ISO 9001 | ISO 9001:2015 | ISO 9001:2008 | ISO standards | ISO certification | ISO audits
ISO 14001 | Environmental management system | EMS!
ISO 45001 | OHSAS 18001 | OHSAS
Six Sigma | Lean Six Sigma | 6 Sigma | Six Sigma Green Belt | Green Belt | Six Sigma Black Belt | Black Belt | Yellow Belt | DMAIC | DMADV
Lean manufacturing | Lean | Lean principles | Lean management | Lean tools | Value stream mapping | VSM | Poka-yoke | Poka yoke | Kanban production | Just in time | JIT! | SMED | Heijunka
Root cause analysis | RCA | Fishbone diagram | Ishikawa | 5 Why | 5 Whys | Why-why analysis | 8D | 8D problem solving | CAPA | Corrective and preventive action | Corrective action
FMEA | Failure mode and effects analysis
Statistical process control | SPC | Control charts | Process capability | Cp Cpk | MSA | Measurement system analysis | Gauge R&R
7 QC tools | Seven QC tools | QC tools | Pareto analysis | Pareto chart | Histogram
Quality inspection | Inspection | Incoming inspection | In-process inspection | Final inspection | Pre-dispatch inspection | Receiving inspection
Quality audits | Internal audit quality | Internal auditor~ | Process audit | Product audit | Supplier audit | Lead auditor
Supplier quality | Supplier quality assurance | SQA supplier | Supplier development | Vendor development | Vendor quality
Customer complaints | Customer complaint handling | Warranty analysis
Document control | Documentation control
Good manufacturing practices | GMP | cGMP | Good Manufacturing Practice
Health and safety | HSE | EHS | Occupational health and safety | OHS | Safety management | Workplace safety | Industrial safety | Safety officer | HSE management
Risk assessment safety | HIRA | Hazard identification | HAZOP | Job safety analysis | JSA | Permit to work | PTW | Lockout tagout | LOTO
Fire safety | Fire fighting | Firefighting | Fire protection
NEBOSH | NEBOSH IGC
IOSH
OSHA | OSHA 30
Environmental compliance | EIA
Process improvement | Continuous improvement | CI! | Process optimization | Process re-engineering | Business process improvement
Productivity improvement | Efficiency improvement | Yield improvement
Manufacturing execution systems | MES
Production management | Production supervisor | Production operations | Production control | Manufacturing operations management | Manufacturing operations
Packaging
Chemical engineering | Chemical process | Process engineering | Process design | Unit operations | Mass transfer | Reaction engineering | Distillation
Aspen HYSYS | HYSYS | Aspen!
Aspen Plus
Process safety management | PSM | Process safety
Polymer engineering | Polymers | Rubber technology
Textile engineering | Textiles | Apparel production | Garment manufacturing | Apparel manufacturing | Weaving | Knitting | Dyeing
Food technology | BRC | Food processing | Food processing plant | Dairy processing | Dairy plant
Mining engineering | Mining | Mine planning | Mine safety | Blasting
Metallurgical engineering | Steel plant | Rolling mill | Blast furnace | Smelting | Metallurgy

# electrical | Electrical engineering
Electrical engineering | Electrical engineer | Electrical
Power systems | Power system | Power system protection | Electric power systems
Power distribution | Electrical distribution | Distribution systems | Power distribution systems | HT distribution
Transmission lines | Transmission and distribution | Transmission systems | EHV
Substations | Substation | Substation maintenance | Switchyard | Sub-station
Switchgear | HT switchgear | LT switchgear | SF6 breakers
Transformers | Transformer | Power transformers | Transformer testing | Transformer maintenance
Protection relays | Relays | Protection systems | Relay testing | Numerical relays | Protection and control
Electrical panels | Control panels | PCC | Panel design | Switchboards
Electrical wiring | Wiring | Cabling electrical
Electrical maintenance | Electrical maintenance engineer | Electrical troubleshooting
Electrical design | Electrical system design
Lighting design electrical
Earthing | Earthing systems | Earthing design | Lightning arrestors
Power factor correction | Capacitor banks
Electric motors | Motors | Motor control | Motor starters
Variable frequency drives | VFD | VFDs | AC drives | DC drives
Generators | DG! | Alternators
UPS | UPS systems | Uninterruptible power supply | Battery banks
Power electronics | Choppers
Electrical machines | Electrical machine | Machines electrical | AC machines | DC machines
Control systems | Control engineering | Control theory | PID control | PID controllers | Feedback control | Closed loop control
PLC | PLC programming | Programmable logic controllers
SCADA | WinCC | Wonderware | iFIX | InTouch | Ignition SCADA
HMI | HMI programming | Human machine interface
DCS | Distributed control systems | Honeywell DCS | Yokogawa | ABB DCS | Emerson DeltaV | DeltaV
Industrial automation | Automation engineering | Factory automation | Process automation | Industrial controls
Instrumentation | Instrumentation engineering | Instrumentation and control | C&I | I&C
Calibration instruments
ETAP | ETAP software
PSCAD
EPLAN | Eplan
AutoCAD Electrical | ACAD Electrical
Electrical safety | Electrical safety standards
IEC standards | IS standards electrical | IEC 61131
High voltage engineering | HV! | High voltage | Medium voltage | MV! | EHV systems
Electrical estimation
Energy meters | Metering
Renewable integration | Solar inverters | Net metering
Electric vehicles | EV!
Electrical testing | Hipot testing | Clamp meter
Building management systems | BMS | BAS! | Building automation systems
Fire alarm | Fire alarm system | Fire detection
ELV systems | ELV | Extra low voltage | Security systems
Elevators | Lifts | Escalators
Power plant | Power plants | Hydro power | Hydroelectric | Nuclear power | Power generation
Electricity act | Electrical licensing | Electrical supervisor license | Wireman license
Electronics engineering | Electronics | Electronics and communication | ECE!
Circuit design | Circuit analysis
PCB design | PCB | Printed circuit boards
Microcontrollers | Microcontroller | Microprocessors | 8085 | 8086 | AVR | Atmega | PIC microcontroller | PIC! | MSP430
VLSI | VLSI design | Cadence | Verification VLSI
Signal processing | Signals and systems
Communication systems | Analog communication | Digital communication
Embedded electronics | Hardware design | Electronic hardware | Board bring-up | Hardware testing
Soldering | Rework | Through-hole soldering
Test equipment | Network analyzer
Consumer electronics
Semiconductors | Semiconductor | Semiconductor devices
Optical engineering | Optics
`;
