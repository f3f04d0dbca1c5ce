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
Hydraulics | Hydraulic engineering | Hydrology | Water resources engineering | Irrigation engineering
Environmental engineering | Water treatment | Wastewater treatment | Sewage treatment | Effluent treatment | ETP!
Water supply and sanitation | Plumbing design | Water supply | Drainage | Drainage design | Sewerage
Building construction | Construction | Residential construction | Commercial construction | High-rise buildings
Construction management | Construction project management | Project execution construction
Bar bending schedule | BBS | Bar bending | Reinforcement detailing | Rebar detailing
Shuttering | Formwork | Scaffolding | Centering
Masonry | Brickwork | Plastering | Tiling | Finishing works
Building codes | IS codes | IS 456 | IS 800 | Eurocodes | ACI code | ACI 318 | IBC | National Building Code | NBC!
Tendering | Tender documents | Tender preparation | Bidding | Bid preparation | E-tendering
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
Pre-stressed concrete | Prestressed concrete | Post-tensioning | Precast concrete | Precast
Interior works | Fit-out | Fitout | Interior fit-out
Valuation | Property valuation | Real estate valuation
Building inspection | Structural audit | Structural inspection | Non-destructive testing civil

# architecture | Architecture and interiors
Architectural design | Architecture | Architectural drawings | Architect
Interior design | Interior designing | Interior designer | Interiors
Space planning | Furniture layout | Furniture design
ArchiCAD | Archicad
Rhino 3D | Rhinoceros | Rhino! | Grasshopper
Lumion | Enscape | Twinmotion
3D visualization architecture | Architectural visualization | Archviz | Architectural rendering
Landscape architecture | Landscape design | Landscaping
Sustainable design | Green building | LEED | LEED AP | GRIHA | IGBC | Energy efficient buildings
Working drawings | Construction drawings | Shop drawings | Detailed drawings | Drafting | Draughting | Drafting and detailing
Building services | MEP | MEP coordination | Mechanical electrical plumbing
Heritage conservation | Restoration architecture
Lighting design | Light design

# mechanical | Mechanical engineering
Mechanical engineering | Mechanical engineer | Mechanical
SolidWorks | Solid Works | Solidworks | SOLIDWORKS
CATIA | Catia | CATIA V5 | CATIA V6
Creo | PTC Creo | Pro/E | Pro/ENGINEER | Pro E | ProE | Pro Engineer
Siemens NX | Unigraphics | NX! | UG NX | NX CAD
Autodesk Inventor | Inventor!
Fusion 360 | Autodesk Fusion 360 | Fusion360
ANSYS | Ansys | ANSYS Workbench | ANSYS Fluent | Fluent
Abaqus | ABAQUS
HyperMesh | Hypermesh | HyperWorks | Altair HyperWorks
COMSOL | COMSOL Multiphysics
Finite element analysis | FEA | Finite element modelling | Finite element modeling
Computational fluid dynamics | CFD | OpenFOAM | STAR-CCM+
CAD | Computer-aided design | CAD design | CAD modelling | CAD modeling | 2D drafting | 3D CAD
CAM | Computer-aided manufacturing | CAD/CAM | CAD CAM | Mastercam | Master CAM | PowerMill
CAE | Computer-aided engineering
GD&T | Geometric dimensioning and tolerancing | Geometric Dimensioning & Tolerancing | Tolerance stack-up | Tolerance analysis
Machine design | Design of machine elements | Machine elements | Mechanical design | Product design mechanical
Engineering drawing | Engineering drawings | Technical drawing | Technical drawings | Blueprint reading | Drawing reading
Thermodynamics | Heat transfer | Thermal engineering | Thermal analysis | Thermal design
Fluid mechanics | Fluid dynamics | Hydraulics and pneumatics | Pneumatics | Hydraulic systems | Pneumatic systems
Strength of materials | Mechanics of materials | Solid mechanics | Stress analysis
Kinematics | Dynamics of machinery | Theory of machines | Mechanisms | Vibrations | Vibration analysis
Material science | Materials engineering | Metallurgy | Material selection | Heat treatment
Manufacturing processes | Production engineering | Manufacturing engineering | Manufacturing technology
Machining | CNC machining | CNC! | CNC programming | VMC | HMC | Lathe | Milling | Turning | Grinding | G-code | G code | CNC turning | CNC milling
Welding | Welding technology | Arc welding | MIG welding | TIG welding | MIG | TIG | SMAW | GMAW | GTAW | Welding inspection | WPS | PQR
Fabrication | Sheet metal | Sheet metal design | Sheet metal fabrication | Metal fabrication
Casting | Foundry | Die casting | Sand casting | Investment casting
Forging | Forming | Stamping | Press tools | Press tool design
Injection molding | Injection moulding | Plastic molding | Mold design | Mould design | Plastic part design
Tool design | Jigs and fixtures | Jig and fixture design | Fixture design | Tooling
HVAC | Heating ventilation and air conditioning | HVAC design | Air conditioning | Refrigeration | Refrigeration and air conditioning | Chillers | AHU | Ducting | Duct design | Heat load calculation | HAP!
Piping design | Piping | Piping engineering | Pipe stress analysis | Caesar II | CAESAR II | PDMS | Piping layout | Isometric drawings | P&ID | P&IDs | Piping and instrumentation diagrams
Plant design | Plant layout | Plant engineering | E3D | SmartPlant | SP3D | AVEVA
Pressure vessels | Pressure vessel design | ASME Section VIII | Heat exchangers | Heat exchanger design | TEMA | PV Elite
Boilers | Boiler operation | Boiler maintenance | Steam turbines | Turbines | Gas turbines
Pumps and compressors | Pumps | Compressors | Rotating equipment | Static equipment | Valves
Internal combustion engines | IC engines | Engines | Diesel engines | Engine testing | Powertrain
Automobile engineering | Automotive engineering | Automotive | Vehicle dynamics | Automobile | Chassis design | Suspension design | BIW | Body in white
Aerospace engineering | Aeronautical engineering | Aerodynamics | Aircraft design | Aircraft structures | Propulsion
Mechatronics | Mechatronic systems
Maintenance engineering | Preventive maintenance | Breakdown maintenance | Predictive maintenance | Planned maintenance | Maintenance planning | Plant maintenance | Equipment maintenance | Mechanical maintenance | TPM | Total productive maintenance
Reliability engineering | Reliability centered maintenance | RCM | MTBF | MTTR | Root cause failure analysis | RCFA
Condition monitoring | Vibration monitoring | Oil analysis | Thermography
Design for manufacturing | DFM | DFMA | Design for assembly | DFA!
Product development | New product development | NPD | Product lifecycle management | PLM | Teamcenter | Windchill | Enovia
Prototyping mechanical | Rapid prototyping | 3D printing | Additive manufacturing
Reverse engineering | 3D scanning
Costing mechanical | Should costing | Value engineering | VAVE | Cost reduction
Mechanical assembly | Assembly line | Assembly drawings | Bill of materials | BOM!
Metrology | Measurement | Vernier caliper | Micrometer | CMM | Coordinate measuring machine | Gauges | Calibration
Non-destructive testing | NDT | Ultrasonic testing | Radiography testing | Dye penetrant testing | Magnetic particle testing | UT! | RT! | DPT
Material handling | Conveyors | Cranes | EOT cranes | Forklift operation
Industrial engineering | Time and motion study | Time study | Work study | Method study | Line balancing | Plant layout design
Production planning | Production planning and control | PPC! | Capacity planning | Production scheduling | Shop floor management | Shop floor
Marine engineering | Ship design | Naval architecture | Marine engines
Oil and gas | Oil & gas | Upstream | Downstream | Refinery | Petrochemical | Offshore
Energy engineering | Energy audit | Energy management | Energy conservation
Renewable energy | Solar energy | Solar PV | Wind energy | Wind turbines | Solar power plant | Photovoltaic | Biomass
MATLAB Simulink | Simulink
Automotive standards | APQP | PPAP | IATF 16949 | TS 16949 | Control plan
Tribology | Lubrication
Robotics mechanical | Industrial robots | Robot programming | ABB robots | FANUC | KUKA

# quality | Quality, manufacturing and safety
Quality management | Quality management system | QMS | Total quality management | TQM
ISO 9001 | ISO 9001:2015 | ISO 9001:2008 | ISO standards | ISO certification | ISO audits
ISO 14001 | Environmental management system | EMS!
ISO 45001 | OHSAS 18001 | OHSAS
Six Sigma | Lean Six Sigma | 6 Sigma | Six Sigma Green Belt | Green Belt | Six Sigma Black Belt | Black Belt | Yellow Belt | DMAIC | DMADV
Lean manufacturing | Lean | Lean principles | Lean management | Lean tools | Value stream mapping | VSM | Kaizen | 5S | 5-S | Poka-yoke | Poka yoke | Kanban production | Just in time | JIT! | SMED | Heijunka | Gemba
Root cause analysis | RCA | Fishbone diagram | Ishikawa | 5 Why | 5 Whys | Why-why analysis | 8D | 8D problem solving | CAPA | Corrective and preventive action | Corrective action
FMEA | DFMEA | PFMEA | Failure mode and effects analysis
Statistical process control | SPC | Control charts | Process capability | Cp Cpk | MSA | Measurement system analysis | Gauge R&R
7 QC tools | Seven QC tools | QC tools | Pareto analysis | Pareto chart | Histogram
Quality inspection | Inspection | Incoming inspection | In-process inspection | Final inspection | Pre-dispatch inspection | Receiving inspection
Quality audits | Internal audit quality | Internal auditor | Process audit | Product audit | Supplier audit | Vendor audit | Lead auditor
Supplier quality | Supplier quality assurance | SQA supplier | Supplier development | Vendor development | Vendor quality
Customer complaints | Customer complaint handling | Warranty analysis
Document control | Documentation control | SOP | SOPs | Standard operating procedures | Work instructions
Good manufacturing practices | GMP | cGMP | Good Manufacturing Practice
Health and safety | HSE | EHS | Occupational health and safety | OHS | Safety management | Workplace safety | Industrial safety | Safety officer | HSE management
Risk assessment safety | HIRA | Hazard identification | HAZOP | Job safety analysis | JSA | Permit to work | PTW | Lockout tagout | LOTO
Fire safety | Fire fighting | Firefighting | Fire protection | Fire suppression
NEBOSH | NEBOSH IGC | IOSH | OSHA | OSHA 30
Environmental compliance | Pollution control | Waste management | Environmental impact assessment | EIA
Process improvement | Continuous improvement | CI! | Process optimization | Process re-engineering | Business process improvement | Operational excellence | OpEx
Productivity improvement | Efficiency improvement | OEE | Overall equipment effectiveness | Yield improvement
Manufacturing execution systems | MES | Manufacturing operations
Production management | Production supervisor | Production operations | Production control | Manufacturing operations management
Packaging | Packaging development | Packaging engineering
Chemical engineering | Chemical process | Process engineering | Process design | Unit operations | Mass transfer | Reaction engineering | Distillation
Aspen HYSYS | HYSYS | Aspen Plus | Aspen!
Process safety management | PSM | Process safety
Polymer engineering | Polymers | Plastics engineering | Rubber technology
Textile engineering | Textiles | Garment manufacturing | Apparel production | Weaving | Dyeing
Food technology | Food processing | Food safety | HACCP | FSSAI | ISO 22000 | FSSC 22000 | BRC
Mining engineering | Mining | Mine planning | Mine safety | Blasting
Metallurgical engineering | Steel plant | Rolling mill | Blast furnace | Smelting

# electrical | Electrical engineering
Electrical engineering | Electrical engineer | Electrical
Power systems | Power system | Power system analysis | Power system protection | Electric power systems
Power distribution | Electrical distribution | Distribution systems | Power distribution systems | LT distribution | HT distribution
Transmission lines | Power transmission | Transmission and distribution | Transmission systems | EHV
Substations | Substation | Substation design | Substation maintenance | Switchyard | Sub-station | GIS substation | AIS substation
Switchgear | HT switchgear | LT switchgear | Circuit breakers | VCB | ACB | MCCB | MCB | SF6 breakers | RMU | Ring main unit
Transformers | Transformer | Power transformers | Distribution transformers | Transformer testing | Transformer maintenance
Protection relays | Relays | Protection systems | Relay coordination | Relay testing | Numerical relays | Protection and control
Electrical panels | Control panels | PCC | MCC | LT panels | HT panels | Panel design | Panel wiring | Switchboards | APFC panel | Distribution boards | DB!
Electrical wiring | Wiring | House wiring | Industrial wiring | Cable laying | Cable sizing | Cable termination | Cabling electrical | Cable jointing
Electrical maintenance | Electrical maintenance engineer | Electrical troubleshooting | Electrical installation | Electrical installations | Erection and commissioning | Installation and commissioning | Commissioning | Testing and commissioning | Pre-commissioning
Electrical design | Electrical system design | Single line diagram | SLD | Single-line diagrams | Load calculation | Load schedule | Electrical drawings | Electrical layouts
Lighting design electrical | Illumination design | DIALux | Dialux | Lighting calculations
Earthing | Grounding | Earthing systems | Earthing design | Lightning protection | Lightning arrestors
Power factor correction | Capacitor banks | Power quality | Harmonics | Harmonic analysis
Electric motors | Motors | Induction motors | Motor control | DC motors | Motor starters | Star-delta starter | DOL starter | Soft starters | Motor rewinding
Variable frequency drives | VFD | VFDs | AC drives | DC drives | Inverters | Servo drives | Servo motors
Generators | Diesel generators | DG sets | DG! | Alternators | Gensets | AMF panel
UPS | UPS systems | Uninterruptible power supply | Battery banks | Batteries | Battery management
Power electronics | Converters | Rectifiers | Choppers | SMPS | Switch mode power supply
Electrical machines | Electrical machine | Machines electrical | AC machines | DC machines
Control systems | Control engineering | Control theory | PID control | PID controllers | Feedback control | Closed loop control
PLC | PLC programming | Programmable logic controllers | Allen Bradley | Allen-Bradley | Siemens PLC | Siemens S7 | S7-300 | S7-1200 | TIA Portal | Step 7 | RSLogix | Studio 5000 | Ladder logic | Ladder diagrams | Mitsubishi PLC | Schneider PLC | Delta PLC | Omron PLC
SCADA | SCADA systems | WinCC | Wonderware | iFIX | InTouch | Ignition SCADA
HMI | HMI programming | Human machine interface
DCS | Distributed control systems | Honeywell DCS | Yokogawa | ABB DCS | Emerson DeltaV | DeltaV
Industrial automation | Automation engineering | Factory automation | Process automation | Industrial controls
Instrumentation | Instrumentation engineering | Instrumentation and control | Process instrumentation | C&I | I&C | Field instruments | Transmitters | Sensors | Transducers | Control valves | Flow meters
Calibration instruments | Instrument calibration | Loop checking | Loop testing | HART | Fieldbus | Profibus | Modbus | Profinet | EtherNet/IP | Foundation Fieldbus
ETAP | ETAP software | Load flow analysis | Short circuit analysis | Arc flash | Arc flash analysis | Power system studies | Load flow
PSCAD | PSS/E | DIgSILENT | PowerFactory
EPLAN | Eplan | AutoCAD Electrical | ACAD Electrical
Electrical safety | Electrical safety standards | Electrical audit | Electrical audits
IEC standards | IEEE standards | IS standards electrical | NEC! | National Electrical Code | IEC 61850 | IEC 61131
High voltage engineering | HV! | High voltage | Medium voltage | MV! | Low voltage | LV! | EHV systems
Electrical estimation | Electrical costing | Electrical BOQ
Energy meters | Metering | Smart meters | Smart grid | Smart grids
Renewable integration | Grid integration | Solar inverters | Net metering
Electric vehicles | EV! | EV charging | Battery technology | Electric vehicle charging | BMS!
Electrical testing | Insulation resistance testing | Megger | Megger testing | IR testing | Hipot testing | Multimeter | Clamp meter | Oscilloscope
Building management systems | BMS | BAS! | Building automation systems
Fire alarm | Fire alarm system | Fire detection | Public address systems | CCTV | Access control systems | Security systems | ELV | Extra low voltage | ELV systems
Elevators | Lifts | Escalators
Power plant | Power plants | Thermal power plant | Hydro power | Hydroelectric | Nuclear power | Power generation
Electricity act | Electrical licensing | Electrical supervisor license | Wireman license
Electronics engineering | Electronics | Electronics and communication | ECE! | Analog electronics | Digital electronics | Analog circuits | Digital circuits
Circuit design | Circuit analysis | Circuit simulation | PSpice | Multisim | LTspice | Proteus
PCB design | PCB | Printed circuit boards | PCB layout | Altium | Altium Designer | OrCAD | KiCad | Eagle PCB | Cadence Allegro
Microcontrollers | Microcontroller | 8051 | PIC microcontroller | AVR | ARM microcontrollers | STM32 | ARM Cortex | Microprocessors | 8085 | 8086
VLSI | VLSI design | ASIC | ASIC design | FPGA | FPGA design | Xilinx | Vivado | Quartus | Cadence | Synopsys | RTL design | Physical design | Verification VLSI | UVM
Signal processing | Digital signal processing | DSP | Signals and systems | Filters design
Communication systems | Analog communication | Digital communication | Wireless communication | RF engineering | RF! | RF design | Antenna design | Microwave engineering | Satellite communication
Embedded electronics | Hardware design | Electronic hardware | Board bring-up | Hardware testing
Soldering | SMD soldering | Rework | Through-hole soldering
Test equipment | Spectrum analyzer | Signal generator | Function generator | Logic analyzer | Network analyzer
Consumer electronics | Electronics repair | Electronic repair | Electronics troubleshooting
Semiconductors | Semiconductor | Semiconductor devices | Wafer fabrication
Optical engineering | Photonics | Optics | Lasers
`;
