// Skills taxonomy, more engineering: mechanical, electrical, electronics, automotive, chemical,
// civil and construction trades. Format: see software-dev.ts.
export default `
# mechanical | Mechanical engineering
AutoCAD Mechanical | AutoCAD Mech | Mechanical drafting
PTC Creo Parametric | Pro/Engineer | Pro-E | ProE | Pro Engineer | Creo Parametric
Solid Edge | SolidEdge | Siemens Solid Edge
Unigraphics | UG NX | NX CAD | NX Unigraphics
CATIA V5 | CATIA V6 | CATIA Generative Shape Design
Sheet metal design | Sheet metal | Sheet metal fabrication | Sheetmetal
Surface modeling | Surface modelling | Class A surfacing
Weldment design | Weldments | Welding design
Tolerance stack-up analysis | Tolerance analysis | Stack-up analysis | Tolerance stack up
Design calculations | Engineering calculations | Hand calculations
Bill of materials | BOM | Engineering BOM | EBOM | MBOM
Product lifecycle management | PLM | Teamcenter | Windchill | Enovia | Product data management
Engineering change management | ECN | ECR | ECO! | Engineering change notice | Engineering change order
Design verification | DVP&R | Design validation | Design verification plan
DFMEA | Design FMEA | PFMEA | Process FMEA
APQP | Advanced product quality planning | PPAP | Production part approval process
Value engineering | VAVE | Value analysis | Cost engineering mechanical
Kaizen | Continuous improvement kaizen | Kaizen events | Gemba | Gemba walks
5S | 5S methodology | Workplace organization 5S
Total productive maintenance | TPM | Autonomous maintenance | Jishu Hozen | OEE | Overall equipment effectiveness
Preventive maintenance | Planned preventive maintenance | Scheduled maintenance | Routine maintenance
Predictive maintenance | Vibration analysis | Thermography | Oil analysis | Ultrasonic testing maintenance
Breakdown maintenance | Corrective maintenance | Machine breakdowns | Troubleshooting machines
Computerized maintenance management system | Computerised maintenance management system | Maximo | IBM Maximo
CNC programming | CNC | G-code | G code | M-code | Siemens Sinumerik
CNC machining | CNC machines | CNC turning | CNC milling | VMC | HMC | CNC operator | VMC operator
Lathe operation | Lathe | Conventional machining | Milling machine | Drilling machine | Grinding machine
Mastercam
Jigs and fixtures | Fixture design | Jig design
Press tools | Press tool design | Die design | Stamping dies | Progressive dies
Plastic part design | Plastic product design | Plastics engineering | Moldflow
Hydraulic systems | Hydraulics | Hydraulics mechanical | Hydraulic circuits | Hydraulic cylinders | Hydraulic pumps | Hydraulics and pneumatics
Pneumatic systems | Pneumatics | Pneumatic circuits | Compressed air systems
Heat transfer | Heat exchangers | Heat exchanger design | Shell and tube heat exchangers | Thermal engineering
Refrigeration and air conditioning | Refrigeration | Air conditioning | Chillers | Cold storage | VRF | VRV
HVAC design | HVAC system design | Heat load calculation | Duct design | Ductwork | HAP! | Carrier HAP
Steam turbines
Turbines | Gas turbines | Turbomachinery
Power plant operations | Thermal power plant | Boiler operation | Boiler maintenance | IBR! | Boiler proficiency
Fire fighting systems | Fire protection systems | Sprinkler systems | Fire hydrant systems | Fire suppression
Plumbing systems | Plumbing | Water supply piping | Sanitary plumbing | Plumber
Piping stress analysis | Caesar II | CAESAR II | Pipe stress analysis
Piping layout | Piping engineering | Isometric drawings | Piping isometrics | P&ID | P&IDs | Piping and instrumentation diagrams
Plant design software | PDMS | AVEVA E3D | E3D | SmartPlant 3D | SP3D | PDS piping
Static equipment design | PV Elite | ASME Section VIII | Pressure vessel design | Tank design | API 650 | Static equipment
Rotating equipment | Rotary equipment | Pumps | Compressors | Centrifugal pumps | Reciprocating compressors | Gearboxes | Bearings
Mechanical seals | Seals and gaskets | Gaskets | Couplings | Laser alignment | Shaft alignment
Lubrication | Lubrication management | Greasing
Conveyor systems | Conveyors | Belt conveyors | Bucket elevators
Cranes and hoists | EOT cranes | Hoists | Overhead cranes
Gear design | Gears | Gear manufacturing | Gear cutting
Vibration and noise | NVH | Noise vibration and harshness | Modal analysis | Acoustics engineering
Crash analysis | LS-DYNA | LS DYNA | Crashworthiness
Fatigue analysis | Durability analysis | nCode | Fatigue life
Thermal analysis | Thermal simulation | Heat transfer analysis | Thermal management
Multibody dynamics | MSC Adams | ADAMS! | Motion simulation | Vehicle dynamics
ANSYS Fluent | Fluent
Nastran | MSC Nastran | Patran
Altair HyperWorks | HyperWorks | OptiStruct
Additive manufacturing | 3D printing | Rapid prototyping | FDM | SLA printing | SLS printing | Metal 3D printing
Composite materials | Composites | Carbon fiber | Fiberglass | FRP | GRP
Heat treatment | Hardening | Annealing | Tempering | Case hardening | Carburizing | Nitriding
Surface treatment | Painting process | Powder coating | Electroplating | Galvanizing | Anodizing | Surface finishing
Foundry | Foundry technology | Sand casting | Die casting | Investment casting
Welding processes | MIG welding | TIG welding | Arc welding | SMAW | GMAW | GTAW | FCAW | Spot welding | Gas welding | Welding inspection
Welding procedure specification | WPS | PQR | WPQ | Welder qualification | AWS D1.1 | ASME Section IX
Certified welding inspector | CWI | CSWIP | Welding inspector
Quality inspection tools | Vernier caliper | Micrometer | Height gauge | Dial gauge | Bore gauge | Slip gauges | Gauges | Inspection instruments | Profile projector
Coordinate measuring machine | CMM | CMM programming | Calypso | PC-DMIS
Assembly line | Assembly line operations | Line balancing | Assembly process | Production line
Time and motion study | Time study | Motion study | Work study | Method study | Standard time
Plant layout | Facility layout | Layout planning | Plant layout design
Material requirement planning | MRP | MRP II | Material planning
Production scheduling | Shop floor scheduling | Job scheduling production | Shift planning
Shop floor management | Shop floor | Shopfloor | Shop floor control | Manpower handling | Workforce management shop floor
Tool room | Tool room management | Cutting tools | Tool life | Tool maintenance
Mechanical maintenance | Mechanical maintenance engineer | Plant maintenance | Machine maintenance | Equipment maintenance
Utilities management | Plant utilities | Utility operations | Air compressors | Cooling towers | DG sets operation
Energy audit | Energy auditing | Energy conservation | Energy efficiency | Energy management | BEE certified energy auditor
Solar thermal | Solar water heating | Solar thermal systems
Wind energy | Wind turbines | Wind power | Wind farm
Automotive design | Vehicle design | Automobile design | BIW | Body in white | Automotive interiors | Automotive exteriors
Powertrain | Engine design | Drivetrain | Powertrain engineering
Chassis design | Suspension design | Suspension | Steering systems | Braking systems | Brakes
Vehicle testing | Vehicle validation | Homologation | ARAI | Emission testing | Dynamometer | Chassis dynamometer
Automotive service | Automobile service | Vehicle servicing | Car servicing | Service advisor | Workshop management | Vehicle diagnostics | Auto mechanic | Motor mechanic

Aircraft maintenance | Aircraft maintenance engineering | AME! | Airframe | Aircraft engines | B1 license | B2 license | MRO! | Maintenance repair and overhaul
Shipbuilding | Ship design | Naval architecture | Ship repair | Marine surveying
Railway rolling stock | Rolling stock | Locomotives | Railway maintenance
Agricultural machinery | Farm machinery | Tractors | Farm equipment
Mining machinery | Heavy earth moving equipment | HEMM | Earthmoving equipment | Excavators | Dumpers
Textile machinery
Packaging machinery | Filling machines | Packing machines | Labelling machines
Food processing machinery

# electrical | Electrical engineering
High tension | HT! | HT panels | HT installations | 11 kV | 33 kV | 66 kV | 132 kV | 220 kV | 400 kV
Low tension | LT! | LT panels | LT distribution | 415 V | 440 V | Low voltage | LV! | Low voltage systems
Motor control centers | MCC | MCC panels | PCC panels | Power control centre | APFC panels | Distribution boards | DB!
Circuit breakers | ACB | VCB | MCB | MCCB | RCCB | ELCB | SF6 circuit breaker
Cable sizing | Cable selection | Cable laying | Cable termination | Cable jointing | Cable trays | Cable schedule
Single line diagram | SLD | SLDs | Single line diagrams | Schematic diagrams
Load calculation | Load schedule | Electrical load calculation | Load flow analysis | Load flow
Short circuit analysis | Fault analysis | Fault level calculation | Relay coordination | Protection coordination | Arc flash study | Arc flash | Arc flash analysis
Power quality | Harmonics | Harmonic analysis | Harmonic filters | Voltage regulation
Electrical installation | Electrical installations | Electrical erection | Erection and commissioning | Installation and commissioning
Testing and commissioning | Pre-commissioning | Commissioning | Electrical commissioning | Site acceptance test | SAT! | Factory acceptance test | FAT!
Insulation resistance testing | Megger | Megger testing | IR testing | Hi-pot testing | HiPot | Earth resistance testing
Lightning protection | Lightning arrester | Lightning arresters | Surge protection | Surge protection devices
Diesel generators | DG set | DG sets | Diesel generator maintenance | Genset | Gensets | Synchronization panel | AMF panel
Solar PV | Solar photovoltaic | Solar power | Solar PV design | Rooftop solar | Solar power plant | PVsyst | Solar installation | Solar EPC
Battery systems | Battery storage | Energy storage systems | BESS | Battery management systems | BMS battery | Lithium-ion batteries | Battery technology | BMS! | Batteries | Battery management
Electric vehicle charging | EV charging | EV chargers | Charging infrastructure
Smart grid | Smart meters | AMI! | Advanced metering infrastructure | Grid integration
Power transmission | Transmission line design | Overhead lines | Tower erection | PLS-CADD
Electrical distribution network | Distribution transformers | Feeders | RMU | Ring main unit | Electricity distribution
Electrical substation design | Substation design | GIS substation | AIS substation | Substation automation | IEC 61850
SCADA systems | RTU | Remote terminal units | Energy management system | EMS software
Electrical drawings | Electrical drafting | Electrical layouts | Electrical schematics
Lighting calculations | DIALux | Relux | Lux calculations | Illumination design
Building electrical services | MEP electrical | Building wiring | Electrical services design | ELV!
CCTV | CCTV installation | Surveillance systems | Video surveillance | Access control systems
Public address systems | PA system | Intercom systems | Audio visual systems | AV systems
Electrical contracting | Electrical contractor | Electrical supervisor | Electrician | Licensed electrician | Wireman | Electrical technician
Indian Electricity Rules | IE rules | CEA regulations | IS 732 | IS 3043 | National electrical code | NEC! | BS 7671 | IEEE standards
Electrical audits | Electrical safety audit | Thermal imaging electrical | Energy audit electrical
Motors and drives | Motor rewinding | Motor winding | Induction motors | DC motors | Servo motors | Stepper motors | Soft starters | Star delta starter | DOL starter
Power electronics converters | Inverters | Rectifiers | DC-DC converters | Converters | SMPS | Switch mode power supply
Allen-Bradley PLC | Allen Bradley | RSLogix | Studio 5000 | ControlLogix | CompactLogix | Rockwell Automation
Siemens PLC | Siemens S7 | S7-300 | S7-1200 | S7-1500 | TIA Portal | Step 7 | SIMATIC
Schneider PLC | Unity Pro | Modicon | EcoStruxure | Schneider Electric
Mitsubishi PLC | GX Developer | GX Works
Omron PLC | CX-Programmer
Delta PLC
Ladder logic | Ladder diagram | Ladder programming | Function block diagram | Structured text | IEC 61131-3
Industrial networking | Profibus | Profinet | Modbus | EtherNet/IP | DeviceNet | CANopen | Fieldbus | HART protocol | OPC UA | OPC! | HART | Foundation Fieldbus
Robotics automation | Industrial robots | Robot programming | ABB robots | KUKA | Fanuc robots | Robotic welding
Motion control | Servo drives | Motion controllers | Positioning systems
Process instrumentation | Field instruments | Pressure transmitters | Flow meters | Level transmitters | Temperature transmitters | Control valves | Transmitters
Instrument calibration | Loop checking | Loop testing | Calibration of instruments | HART communicator
Instrumentation design | Instrument index | Instrument datasheets | Hook-up drawings | Loop diagrams | SmartPlant Instrumentation | INtools
Safety instrumented systems | SIS | SIL | SIL assessment | IEC 61511 | Functional safety | IEC 61508 | Emergency shutdown systems | ESD systems
Hazardous area classification | Hazardous areas | ATEX | IECEx | Explosion proof | Flameproof equipment
Electrical estimation and costing | Electrical BOQ | Electrical tendering | Electrical costing
Power system analysis | Power system simulation | MiPower | DIgSILENT | PowerFactory | PSS/E | PSSE | ETAP analysis | SKM PowerTools | Power system studies
Electromagnetics | Electromagnetic theory | EMI/EMC | EMC testing | Electromagnetic compatibility
Electrical machines design | Transformer design | Motor design | Machine design electrical

# electronics | Electronics and embedded systems

Embedded C programming | Bare metal programming | Embedded C
ARM microcontrollers | ARM Cortex | ARM Cortex-M | STM32 | ARM7 | ARM9 | NXP LPC
8051 microcontroller | 8051

Raspberry Pi | RPi | Raspberry PI
ESP32 | ESP8266 | NodeMCU

Embedded Linux | Yocto | Buildroot | BSP | Board support package | U-Boot | Bootloader
Device driver development | Linux device drivers | Device drivers | Kernel programming
Communication protocols | UART | SPI protocol | SPI! | I2C | CAN bus | CAN protocol | LIN bus | RS232 | RS485 | USB protocol | Ethernet protocol
AUTOSAR | AUTOSAR classic | AUTOSAR adaptive | Automotive embedded
Vector CANoe | CANoe | CANalyzer | CANape
ISO 26262 | Functional safety automotive
Automotive SPICE | ASPICE
MISRA C | MISRA
Digital electronics | Digital circuits | Logic design | Combinational circuits | Sequential circuits | Logic gates
Analog electronics | Analog circuits | Analog circuit design | Op-amps | Operational amplifiers | Amplifiers | Filters design
FPGA | FPGA design | Xilinx | Vivado | Altera | Intel Quartus | Quartus | Spartan | Virtex | Zynq

ASIC design | ASIC | RTL design | RTL!
Physical design | Place and route
Static timing analysis | STA!
Design for testability | DFT!
Design verification VLSI | UVM | OVM | Functional verification | Coverage driven verification | SVA
Cadence tools | Cadence Virtuoso | Virtuoso | Cadence Allegro | Cadence OrCAD | OrCAD
EDA tools | Synopsys | Mentor Graphics | Calibre
PCB layout | Altium Designer | Altium | KiCad | Eagle PCB | EAGLE! | PADS! | Gerber files
SPICE simulation | LTspice | PSpice | Multisim | Proteus | Circuit simulation | NI Multisim
Electronic testing | Oscilloscope | Multimeter | Function generator | Spectrum analyzer | Logic analyzer | Signal generator | Power supply testing
Electronic troubleshooting | Board level repair | Component level repair | Chip level repair | PCB repair | Electronics repair
SMT | Surface mount technology | SMD soldering | Reflow soldering | Wave soldering | Through hole | THT! | IPC-A-610 | IPC standards
Electronics manufacturing | EMS manufacturing | Electronics assembly | Box build | Contract manufacturing electronics | PCB fabrication | PCB assembly
RF engineering | RF! | Radio frequency | RF design | RF testing | Antenna design | Microwave engineering | HFSS | Microwave
Wireless communication | Wireless technologies | Bluetooth | BLE | Bluetooth Low Energy | Zigbee | LoRa | LoRaWAN | NFC | RFID
Digital signal processing | DSP | DSP processors | TI DSP | Audio signal processing | Image processing hardware
Power supply design | Power management ICs | PMIC | Linear regulators | LDO | Battery chargers
Sensors | Sensor interfacing | Sensor integration | Sensor networks | MEMS | Transducers

Test automation hardware | ATE | Automatic test equipment | Functional testing electronics | In-circuit testing | ICT! | Boundary scan | JTAG
Semiconductor fabrication | Wafer fabrication | Cleanroom | Photolithography | Thin film deposition | CVD | PVD
Optoelectronics | Photonics | Lasers | Fiber optic networks | Fiber optic communication | OTDR | Fiber splicing
Consumer electronics repair | Mobile phone repair | Mobile repairing | Television repair | Home appliance repair | Appliance repair
Medical electronics | Biomedical instrumentation | Medical instrumentation

# telecom | Telecommunications

3G | UMTS | WCDMA | HSPA
4G LTE | LTE | 4G | LTE Advanced | eNodeB | EPC! | Evolved packet core
5G | 5G NR | NR! | 5G core | gNodeB | Open RAN | O-RAN
Radio access network | RAN! | RAN optimization | RF optimization | Drive testing | Drive test | TEMS | Actix | Nemo
Telecom network planning | RF planning | Network planning telecom | Link budget | Cell planning | Atoll | Planet RF
BTS | Base transceiver station | BSC | Node B | RNC | Site integration | BTS installation | Tower installation
Microwave transmission | Microwave links | Microwave link planning | LOS survey | Pathloss | Transmission network
Optical transport network | OTN | SDH | DWDM | PDH | MPLS-TP | Optical networking
Core network | Mobile core | IMS | VoLTE | MSC! | HLR | HSS | SGSN | GGSN | MME

Telecom billing | OSS/BSS | BSS | OSS | Billing systems telecom | Amdocs | Ericsson billing
Telecom operations | NOC! | Network monitoring telecom | Alarm monitoring | Fault management | Performance management telecom
FTTH | Fiber to the home | GPON | PON | Broadband | DSL | ADSL | Last mile connectivity
Satellite communication | SATCOM | VSAT | Satellite systems | Ground station
Telecom towers | Passive infrastructure | Tower maintenance | Site maintenance telecom
Ericsson
Telecom network equipment | Nokia Siemens | Huawei equipment | ZTE | Samsung networks
`;
