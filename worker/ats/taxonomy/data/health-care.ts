// Skills taxonomy, healthcare specialties, nursing, pharmacy and life sciences. Format: see software-dev.ts.
export default `
# health | Healthcare and pharma
Cardiology | Cardiologist | Cardiac care | Interventional cardiology | Echocardiography | ECHO! | ECG | EKG | Electrocardiography
Pediatrics | Paediatrics | Pediatrician | Paediatrician | Child health | Neonatology | NICU | Neonatal care
Obstetrics and gynecology | OB/GYN | OBGYN | Obstetrics | Gynecology | Gynaecology | Gynecologist | Antenatal care | Prenatal care | Labour room
Orthopedics | Orthopaedics | Orthopedic surgery | Orthopaedic surgery | Orthopedic surgeon | Fracture management | Joint replacement
General surgery | Surgeon general | Surgical residency | Laparoscopic surgery | Laparoscopy | Minimally invasive surgery
Anesthesiology | Anaesthesiology | Anesthesia | Anaesthesia | Anesthetist | Anaesthetist | Anesthesiologist
Neurology | Neurologist | Stroke care
Neurosurgery | Neurosurgeon
Oncology | Oncologist | Cancer care | Chemotherapy | Radiation oncology | Radiotherapy | Medical oncology
Dermatology | Dermatologist | Skin care clinic | Aesthetic medicine
Psychiatry | Psychiatrist | Psychiatric nursing | De-addiction | Addiction treatment
Ophthalmology | Ophthalmologist | Eye care | Cataract surgery
Optometry | Optometrist | Refraction
ENT | Otorhinolaryngology | ENT surgeon
Nephrology | Nephrologist | Dialysis | Hemodialysis | Haemodialysis | Dialysis technician
Pulmonology | Pulmonologist | Respiratory medicine
Respiratory therapy | Respiratory therapist | Ventilator management | Mechanical ventilation
Gastroenterology | Gastroenterologist | Endoscopy | Colonoscopy | Hepatology
Endocrinology | Endocrinologist | Diabetes care | Diabetology | Diabetes management | Diabetes educator
Urology | Urologist
Internal medicine | Internist | Family medicine | Family physician | Primary care | Primary healthcare
Emergency department | Emergency room | ER nursing | Casualty | Accident and emergency | Triage | Emergency triage | Emergency medicine | Emergency care | Trauma care
Critical care medicine | Intensivist | Critical care unit | CCU
Operating theatre | Operation theatre | OT technician | Operating room | OR nursing | Scrub nurse | Perioperative nursing | Theatre nursing
Nursing assessment | Care planning | Nursing care plan | Nursing process | Nursing documentation
Medication administration | Drug administration | Medication management | Medication reconciliation | Administering medication | Injections | Give medicines | Giving medicines | Administer medicines | Drug round | Drug rounds
IV therapy management | IV therapy | Intravenous therapy | IV infusion | Infusion therapy | Central line care | PICC line | IV cannulation | Cannulation
Pediatric nursing | Paediatric nursing | Child nursing | Neonatal nursing
Community nursing | District nursing | Home health nursing | Public health nursing
Nurse practitioner | NP! | Advanced practice nursing | Advanced nurse practitioner
Nursing management | Nurse manager | Ward management | Ward in-charge | Nursing supervisor | Head nurse | Nursing superintendent | Charge nurse
Patient counselling and education | Discharge planning | Discharge counselling | Patient discharge
Sterile processing | CSSD | Central sterile services | Autoclave | Instrument sterilization
Medical laboratory science | Medical lab scientist | Clinical laboratory science | Medical technologist
Hematology analyzer
Blood bank | Blood banking | Transfusion medicine | Blood transfusion | Cross matching
Microbiology lab | Culture and sensitivity | Bacteriology | Mycology | Parasitology | Virology | Microbiology
Histotechnology | Tissue processing | Microtomy | Cytology | Cytopathology | Pap smear
Radiology information system | RIS! | PACS | Picture archiving and communication system | DICOM
Mammography | Mammogram | Breast imaging
CT technology | CT technician | Computed tomography | CT technologist
MRI technology | MRI technician | Magnetic resonance imaging | MRI technologist
Nuclear medicine | PET scan | PET-CT | SPECT
Cath lab | Catheterization laboratory | Cath lab technician | Angiography | Angioplasty
Audiometry | Hearing assessment | Hearing aids | Audiologist
Speech-language pathology | Speech pathologist | Speech therapist | Speech language pathologist | SLP! | Speech therapy | Speech and language therapy
Dietetics | Dietitian | Dietician | Clinical nutrition | Medical nutrition therapy | Diet counselling | Diet planning | Therapeutic diets
Home healthcare | Home health aide | Home nursing | Personal care assistant | Care assistant | Healthcare assistant
Medical assisting | Medical assistant | Clinical assistant | Doctor's assistant
Patient registration | Front desk hospital | Patient admission | Admission and discharge | OPD management | Outpatient department | IPD management | Inpatient department
Medical records | Health information management | Medical records management | HIM! | Medical record keeping
Healthcare compliance | Health data privacy
Telemedicine | Telehealth | Teleconsultation | Virtual care | Remote patient monitoring
Clinical documentation | Clinical documentation improvement | CDI! | Progress notes | SOAP notes
Medical billing and coding | Medical billing specialist | Medical claims | Claims submission | Charge entry | Payment posting | Medical billing
Health insurance | Health insurance policy | Mediclaim | Health plans
Healthcare analytics | Clinical analytics | Health informatics | Medical informatics | Clinical informatics
Epic systems | Epic EHR | Epic Hyperspace | EpicCare
Veterinary medicine | Veterinarian | Veterinary | BVSc | Animal health | Veterinary surgery | Animal husbandry veterinary
Paramedic | Emergency medical technician | EMT | Ambulance services | Pre-hospital care | Emergency medical services
Occupational health | Industrial health | Occupational health and safety medicine | Fitness to work assessments
Hospital infection audits | Infection control audits | Antimicrobial stewardship
Patient experience | Patient satisfaction | Patient relations | Patient feedback
Medical equipment handling | Defibrillator | Infusion pump | Syringe pump | Patient monitor | Cardiac monitor | Pulse oximeter
Sample collection | Specimen collection | Sample handling | Home sample collection
Wound management | Wound care | Wound dressing | Burn care | Pressure ulcer care | Ostomy care
Palliative medicine | Pain management | Pain medicine
Rehabilitation medicine | Physical medicine and rehabilitation | Cardiac rehabilitation | Neurological rehabilitation | Stroke rehabilitation
Geriatric medicine | Geriatrics | Gerontology | Dementia care | Alzheimer's care
Maternal health | Postnatal care | Breastfeeding counselling | Lactation consultant | Family planning | Midwifery | Midwife
Immunization programs | Vaccination | Vaccine administration | Cold chain vaccines
Hospital pharmacy management | Pharmacy inventory | Drug store management | Pharmacy store
Dental radiography | Dental x-ray | Intraoral radiography | OPG!
Prosthodontics | Dental prosthetics | Crowns and bridges | Dentures | Dental implants | Implantology
Periodontics | Periodontology | Scaling and root planing | Dental scaling
Oral and maxillofacial surgery | Maxillofacial surgery | Tooth extraction
Pedodontics | Pediatric dentistry | Paediatric dentistry
Dental laboratory | Dental technician | Dental lab technician | Dental ceramics
Optical dispensing | Optician | Spectacle dispensing | Contact lenses | Lens fitting
Yoga therapy | Therapeutic yoga | Yoga therapist
Acupuncture | Acupressure | Cupping therapy
Chiropractic | Chiropractor | Spinal manipulation
Homeopathic medicine | Homeopath | Homoeopathy | Homeopathy | BHMS
Siddha medicine | Siddha
Medical sales representative | Surgical sales

# pharma | Pharmacy and life sciences
Good laboratory practice | GLP | GLP compliance
Good documentation practice | GDP | GDocP | ALCOA

Quality assurance pharma | Pharmaceutical QA | QA pharmaceutical | Pharma quality assurance
Quality control laboratory | QC lab | QC analyst | Quality control analyst | QC chemist
Deviation management | Deviations
Change control management
Out of specification | OOS | OOT | Out of trend | OOS investigation
Analytical method validation | Method validation | Method development | Analytical method development | AMV
Process validation | Cleaning validation | Equipment qualification | IQ OQ PQ | Installation qualification | Operational qualification | Performance qualification | Validation master plan
Computer system validation | CSV validation | 21 CFR Part 11 | GAMP 5 | GAMP
Stability studies | Stability testing | Shelf life studies | ICH stability
Tablet manufacturing | Tablets | Granulation | Compression | Coating tablets | Tablet coating | Oral solid dosage | OSD
Capsule manufacturing | Capsule filling | Hard gelatin capsules | Soft gelatin capsules
Sterile manufacturing | Aseptic processing | Aseptic filling | Parenterals | Injectables | Lyophilization | Freeze drying
Liquid oral formulations | Syrups | Oral liquids
Topical formulations | Ointments | Creams and gels | Semisolids
API manufacturing | Active pharmaceutical ingredients | Bulk drugs | API! | Drug substance
Pharmaceutical packaging | Blister packing | Strip packing | Primary packaging | Secondary packaging | Serialization | Track and trace pharma
Batch manufacturing record | BMR | BPR | Batch packing record | Batch record review | Batch release
Pharmaceutical microbiology | Microbiological testing | Sterility testing | Endotoxin testing | BET! | Bioburden | Microbial limit test | MLT testing
Water system validation | Purified water system | WFI | Water for injection
Dissolution | Dissolution apparatus | Disintegration testing | Friability
Karl Fischer titration | KF titration | Moisture content analysis | Loss on drying | LOD!
Pharmaceutical regulatory compliance | Regulatory inspections | Audit readiness | Regulatory audits | MHRA | TGA! | ANVISA
Drug regulatory submissions | IND | BLA | MAA | Marketing authorization | Variations filing
Clinical trial monitoring | Site monitoring | Monitoring visits | Source data verification | SDV!
Clinical trial protocols | Protocol writing | Informed consent | Ethics committee | IRB!
Clinical data management systems | Medidata Rave | Oracle Clinical | OpenClinica | EDC! | Electronic data capture
Biostatistics | Biostatistician | Clinical statistics | Statistical analysis plan | SAP statistics
Medical affairs | Medical science liaison | MSL! | Medical information
Drug safety case processing | Case processing | MedDRA | WHO-DD | Safety narratives
Bioanalytical | Bioanalysis | Bioequivalence | BA/BE studies | Pharmacokinetics | Pharmacodynamics | PK/PD
Toxicology | Toxicologist | Preclinical studies | Preclinical research | Animal studies | In vivo studies
Biotechnology | Biotech | Biotechnologist | Industrial biotechnology
Fermentation | Fermentation technology | Upstream processing | Bioreactor | Bioreactors
Downstream processing | Protein purification | Chromatography purification | Filtration purification
Biologics | Biosimilars | Monoclonal antibodies | mAbs | Recombinant proteins | Vaccines manufacturing
Cell biology | Flow cytometry | FACS | Cell-based assays | Immunohistochemistry | IHC!
Immunology
Microscopy | Confocal microscopy | Fluorescence microscopy | Electron microscopy | SEM imaging | TEM imaging
Bioinformatics | Computational biology | Genomic data analysis | NGS | Next generation sequencing | Sequence alignment
Genetics | Genetic counselling | Cytogenetics | Molecular genetics | Human genetics
Biochemistry lab | Enzyme assays | Protein estimation | Spectrophotometry | Enzymology | Biochemistry
Plant tissue culture | Plant biotechnology | Micropropagation
Food microbiology | Food safety testing | Food testing lab
Chemistry | Organic chemistry | Inorganic chemistry | Physical chemistry | Chemist | Synthetic chemistry | Medicinal chemistry
Wet chemistry | Volumetric analysis | Gravimetric analysis | Chemical analysis
Atomic absorption spectroscopy | AAS! | ICP-MS | ICP-OES | Elemental analysis
X-ray diffraction | XRD | X-ray crystallography
Laboratory information management system | LIMS | LabWare
Chromatography data systems | Empower software | Empower 3 | Chromeleon
Retail pharmacy operations | Community pharmacy | Pharmacy assistant | Pharmacy technician | Prescription processing | Prescription dispensing
Drug information | Pharmacotherapy | Clinical pharmacology | Drug interactions | Therapeutic drug monitoring
Medical representative skills | Product detailing | Doctor detailing | Chemist calls | MR reporting
Cosmetics formulation | Cosmetic science | Personal care formulations | Cosmeceuticals
Nutraceuticals | Dietary supplements | Herbal formulations | Herbal products
`;
