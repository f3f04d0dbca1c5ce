// Skills taxonomy, people, law, education, health, arts. Format: see software-dev.ts.
export default `
# hr | Human resources
Human resources | HR! | Human resource management | Human resource | HR management | HR operations | HR generalist | HR executive | HR manager
Recruitment | Recruiting | Recruiter | Talent acquisition | TA! | Hiring | End-to-end recruitment | End to end recruitment | Full cycle recruitment | Full life cycle recruiting | Recruitment and selection | Staffing | Manpower recruitment | Non-IT recruitment | Non IT recruitment | Lateral hiring
Sourcing candidates | Candidate sourcing | Sourcing profiles | Resume sourcing | Headhunting | Head hunting | Boolean search | X-ray search | Talent sourcing | Sourcing~
Screening | Resume screening | CV screening | Profile screening | Telephonic screening | Phone screening | Shortlisting | Shortlisting candidates
Interviewing | Interview scheduling | Conducting interviews | Interview coordination | Interviews | Competency-based interviewing | Behavioral interviewing | Structured interviews
Job portals | Naukri | Monster! | Indeed! | Shine! | TimesJobs | Job boards | Naukri.com | Naukri portal | Monster.com
LinkedIn Recruiter | LinkedIn sourcing | Social recruiting
Campus recruitment | Campus hiring | Campus placements | Campus drives
Volume hiring | Bulk hiring | Mass recruitment | Walk-in drives
Executive search | Leadership hiring | Senior hiring
IT recruitment | Technical recruitment
Offer management | Offer letters | Offer negotiation | Salary negotiation | Offer roll-out | Appointment letters
Onboarding | Employee onboarding | Induction | Induction programs | Orientation | New hire orientation | Joining formalities | Pre-joining formalities
Background verification | BGV | Background checks | Employment verification
Employee engagement | Engagement activities | Employee engagement activities | Fun at work | Employee events | Employee motivation
Employee relations | Industrial relations | IR! | Labour relations | Labor relations | Union negotiations | Grievance redressal | Grievance handling HR | Disciplinary proceedings | Domestic enquiry | Disciplinary action
Performance management | Performance appraisal | Performance appraisals | Appraisals | Performance reviews | PMS! | Performance management system | KRA | KRAs | KPI setting | Goal setting | OKRs | OKR | 360 degree feedback | Bell curve
Compensation and benefits | C&B | Compensation | Compensation management | Salary structuring | Salary structure | Pay structures | Benefits administration | Employee benefits | Rewards and recognition | Total rewards | Incentive plans | Salary benchmarking | Job evaluation
Training and development | T&D | L&D | Learning and development | Training needs analysis | TNA | Training needs identification | Training programs | Training coordination | Employee training | Training calendar | Capability building | Corporate training
HR policies | HR policy | Policy formulation | HR policy formulation | Employee handbook | Code of conduct
HR compliance | Statutory compliance HR | Labour law compliance | Labour laws | Labor laws | Labour law | PF | Provident fund | ESI | ESIC | Gratuity | Bonus act | Shops and establishments act | Factories act | Contract labour | Minimum wages act | POSH | Prevention of sexual harassment | Employment law
Exit management | Exit interviews | Exit formalities | Full and final settlement | F&F | Full & final | Offboarding | Separation management
Attendance management | Leave management | Time and attendance | Attendance tracking | Biometric attendance
HRIS | HRMS | Human resource information system | HR information systems | HR software | Darwinbox | Keka | greytHR | GreytHR | BambooHR | Zoho People | SAP HR system | Oracle HCM | PeopleSoft HR | Workday HR
Applicant tracking systems | ATS | Applicant tracking system | Taleo | iCIMS | Greenhouse | Lever ATS | SmartRecruiters | JobVite | Naukri RMS | Recruit CRM | Bullhorn | Ceipal | JazzHR | Workable | Ashby | Oracle Taleo
Employer branding | Employer brand | EVP | Employee value proposition
Talent management | Succession planning | Career development | Career planning | Talent review | High potential programs | HiPo | Employee retention | Retention strategies
Organizational development | Organisational development | OD! | Organization development | Org design | Organizational design | Culture building | Organizational culture
HR analytics | People analytics | HR metrics | Attrition analysis | Attrition | Turnover analysis | HR dashboards | HR MIS | Headcount reporting
HR business partner | HRBP | HR business partnering | Business HR
Personnel management | HR documentation
Employee welfare | Welfare activities | Employee wellness programs
Conflict resolution | Conflict management | Mediation skills | Dispute resolution workplace
Counselling employees | Employee counseling | Employee counselling
Job descriptions | JD! | Job description writing | Role profiling | Skill mapping
Diversity and inclusion | D&I | DEI | Diversity equity and inclusion | Inclusion
Psychometric testing | Psychometric assessments
Vendor management HR | Recruitment agencies | Consultant management
Visa and immigration | Immigration | Work permits | Visa processing HR
SHRM | SHRM-CP
HRCI | PHR | SPHR
CIPD

# law | Law and legal practice
Law | Legal | Legal practice | Legal services | Legal profession
Litigation | Civil litigation | Commercial litigation | Litigation management | Trial practice
Advocacy | Advocate | Lawyer | Attorney | Barrister | Solicitor | Pleader
Legal drafting | Drafting of pleadings | Drafting plaints | Plaint | Petitions | Drafting petitions | Legal documentation | Deeds | Drafting deeds | Notices | Vakalatnama
Legal research | Case law research | Research legal | Case research | Legal databases
Contract drafting | Contracts | Contract law | Agreements | Drafting agreements | Vetting of agreements | Contract management legal | NDAs | MOU | MoU | Memorandum of understanding | Sale deeds | Power of attorney | Contract act | Indian Contract Act
Legal advice | Legal advisory | Legal opinion | Legal opinions | Client counselling | Legal consultation | Advising clients
Court appearances | Appearing in courts | Court proceedings | Court practice | Hearings | Appearing before tribunals | Court matters
Civil law | Civil matters | Civil cases | Civil procedure | CPC | Code of Civil Procedure | Specific relief act | Limitation act
Criminal law | Criminal matters | Criminal cases | Criminal procedure | CrPC | IPC | Indian Penal Code | Bail matters | Criminal complaints | FIR! | Evidence act | Evidence law | Criminal trials | Criminal litigation | Criminal defense | Criminal defence | Sessions court
Corporate law | Company law | Corporate legal | Companies act | Corporate governance | Corporate compliance legal | Board resolutions
Family law | Matrimonial cases | Divorce cases | Divorce | Matrimonial disputes | Custody | Maintenance cases | Domestic violence cases | Hindu law | Muslim law | Personal laws
Property law | Real estate law | Property disputes | Land laws | Title verification | Title search | Registration of documents | Conveyancing | Land acquisition | Revenue matters | Mutation | Land records | Transfer of property act
Labour and employment law | Employment disputes | Employment litigation
Constitutional law | Constitutional matters | Fundamental rights
Intellectual property law | Intellectual property | IP law | IPR | Intellectual property rights | IP prosecution
Arbitration | Arbitration and conciliation act
Consumer law | Consumer protection | Consumer cases | Consumer disputes
Tax law | Tax litigation | Tax laws | Tax disputes
Banking law | Banking and finance law | Recovery suits | Debt recovery tribunal | SARFAESI | NI Act | Negotiable instruments act | Cheque bounce cases | Section 138 | IBC code | Bankruptcy
Motor accident claims | MACT | Motor accident cases | Insurance claims law
Cyber law | Information technology act
Environmental law | Green tribunal | NGT!
International law
Regulatory compliance | Regulatory affairs | Compliance | Legal compliance | Compliance management | Compliance audits | Regulatory
Legal due diligence | Legal audit | Due diligence legal | Due diligence~
Court filings | E-filing | Filing cases | Case filing | Case management | Court fees
Legal writing | Brief writing | Memorials | Legal memoranda | Moot court | Moot courts | Mooting
Notary | Notarization | Oath commissioner
Paralegal | Legal clerk | Legal assistant | Law clerk | Legal executive
Bar council | Bar Council of India | Bar association
Law degree | LLB | LL.B | LL.B. | LL.M | BA LLB | B.A. LL.B | Bachelor of Laws | Master of Laws
Statutory interpretation | Interpretation of statutes | Jurisprudence
Law of torts | Torts
Negotiation legal | Settlement negotiation | Out of court settlement
Legal operations | Legal department | Legal team management

# teaching | Teaching and education
Teaching | Teacher | Classroom teaching | Teaching experience | Educator | Lecturer | Professor | Assistant professor
Lesson planning | Lesson plans | Lesson plan | Unit planning | Instructional planning | Curriculum planning | Scheme of work
Curriculum development | Curriculum | Content development academic
Classroom management | Class management | Behaviour management | Behavior management | Student discipline | Classroom discipline
Student assessment | Assessment | Assessments | Evaluation | Formative assessment | Summative assessment | Grading | Exam evaluation | Paper checking | Question papers | Examination duties
Differentiated instruction
Early childhood education | Pre-primary | ECCE | NTT | Pre-primary teaching | Pre-school | Preschool | Kindergarten | Nursery teaching | Playschool | Play school
Primary teaching | Primary school teaching | Primary teacher | PRT | Elementary education
Secondary teaching | High school teaching | TGT | PGT | Secondary school | Senior secondary
Higher education | University teaching | College teaching | Academic | Academics | Academia
E-learning | Distance learning | Blackboard | Canvas LMS
Educational technology | EdTech | Smart boards | Interactive whiteboards | ICT in education
Student counselling | Student guidance
Pedagogy | Teaching methodology | Teaching methods | Teaching strategies | Constructivism
CBSE | NCERT | CCE
Common core
B.Ed | BEd | Bachelor of Education | B. Ed
English teaching | ELT | English language teaching | Communicative English | ESL | EFL | Teaching English | TEFL | TESOL | CELTA
Mathematics teaching | Maths | Mathematics | Math | Algebra | Geometry | Calculus | Trigonometry | Arithmetic
Science teaching | Physics | Biology | General science | Environmental science teaching | Science labs | Science
Social studies | History | Geography | Political science | Sociology | Psychology | Social science
Computer teaching | Computer science teaching | Computer instructor | Computer faculty | Computer training | Computer literacy
Hindi | Hindi teaching
Indian languages | Sanskrit | Marathi | Tamil | Telugu | Kannada | Bengali | Gujarati | Urdu | Punjabi | Malayalam | Odia
Foreign languages | French | German | Spanish | Japanese | Mandarin | Chinese | Arabic | Russian | Italian | Korean | Portuguese
Language proficiency | Bilingual | Multilingual | Languages known | Fluent English | English proficiency | Fluency in English | Fluent in English | Good English | Good command of English | Proficiency in English | English fluency | Fluency | Language skills | Local language | Regional language | Second language
Exam preparation coaching | Competitive exam coaching | JEE coaching | NEET coaching | IIT-JEE | Test preparation | GRE coaching | GMAT coaching | CAT coaching | UPSC coaching
School administration | Academic coordination | Admissions | Admission counselling
Extracurricular activities | Co-curricular activities | Sports coaching school | Drawing teaching | Annual day | School events
Educational research | Action research | Publications | Literature review
Student engagement | Student motivation | Student-centered learning | Student centred learning
Training delivery | Trainer | Training facilitation | Train staff | Training staff | Staff training | Train employees
Library management | Librarian | Library science | Cataloguing

# health | Healthcare and pharma
Patient care | Patient management | Patient handling | Patient counselling | Patient education | Patient safety | Patient assessment
Nursing | Registered nurse | RN! | Staff nurse | GNM | B.Sc Nursing | BSc Nursing | ANM | Nursing care | Critical care nursing | ICU nursing | ICU | Intensive care | Catheterization
Clinical skills | Clinical | Clinical practice | Clinical experience | Clinical procedures | Clinical assessment
Vital signs monitoring | Vital signs | Vitals | BP monitoring | Blood pressure monitoring
First aid | First-aid | CPR | BLS | Basic life support | Advanced cardiac life support | PALS
Phlebotomy | Blood collection | Venipuncture
Medical terminology
Anatomy and physiology | Anatomy | Physiology | Human anatomy
Pharmacology
Medical coding | ICD-10 | ICD 10 | CPT coding | CPT! | HCPCS | CPC certified
Revenue cycle management | RCM healthcare | AR calling | Denial management
Hospital administration | Healthcare administration | Hospital management | Healthcare management | Hospital operations | Healthcare operations | Medical administration
Electronic health records | EHR | EMR | Electronic medical records | Epic | Cerner | Meditech | HIS! | Hospital information system
Pharmacy | Pharmacist | Dispensing | Drug dispensing | Retail pharmacy | Hospital pharmacy | Clinical pharmacy | B.Pharm | B Pharm | M.Pharm | M Pharm | Pharm.D | PharmD | D.Pharm
Pharmaceutical industry | Pharmaceuticals | Pharma | Formulation development | Formulations | Drug development | Drug discovery | Quality control pharma | QA pharma | Validation pharma
Clinical research | Clinical trials | Clinical trial management | CRA | Clinical research associate | CRC | Clinical data management | CDM | Good clinical practice | ICH GCP | Clinical SAS
Pharmacovigilance | Drug safety | Adverse event reporting | ICSR | Argus safety | Signal detection | Aggregate reports | PSUR
Regulatory affairs pharma | Regulatory submissions | Dossier preparation | CTD | eCTD | DMF | ANDA | USFDA | FDA! | EMA | CDSCO | WHO GMP
Laboratory skills | Laboratory | Lab techniques | Lab work | Laboratory testing | Laboratory management | Wet lab | Lab safety
Analytical chemistry | HPLC | GC! | Gas chromatography | UV spectroscopy | FTIR | Spectroscopy | Chromatography | Titration | Dissolution testing | LC-MS | Mass spectrometry | NMR
Molecular biology | PCR | RT-PCR | qPCR | Gel electrophoresis | Western blot | ELISA | DNA extraction | Cell culture | Tissue culture | Cloning | Sequencing | CRISPR | Genomics | Proteomics
Diagnostics | Medical laboratory technology | MLT | DMLT | Lab technician | Pathology lab | Hematology | Haematology | Clinical biochemistry | Histopathology | Serology | Urine analysis | Pathology
Radiology | Radiography | X-ray | CT scan | MRI | Ultrasound | Sonography | Imaging | Radiology technician
Physiotherapy | Physical therapy | Physiotherapist | BPT | MPT | Rehabilitation | Rehab | Musculoskeletal | Manual therapy | Electrotherapy | Sports physiotherapy | Exercise therapy | Orthopedic rehabilitation | Neuro rehabilitation
Occupational therapy
Audiology
Dentistry | Dental | BDS | MDS | Dental surgery | Oral surgery | Endodontics | Orthodontics | Dental hygiene | Dental assistant
Medicine | MBBS | MD! | Doctor | Physician | General medicine | General practice | Medical officer | Surgery | Surgeon
Ayurveda | BAMS | Panchakarma
AYUSH | Unani | Naturopathy | Unani medicine | Naturopathic medicine
Public health | Community health | Epidemiology | Health education | Health promotion | Immunization | Maternal and child health | MPH | Global health | Health programs
Infection control | Infection prevention | Sterilization | Biomedical waste management | Hospital infection control | Hand hygiene
Medical devices | Biomedical engineering | Biomedical equipment | Medical equipment | Medical equipment maintenance | Biomedical
Mental health | Psychotherapy | Clinical psychology | Psychological counselling | Counselling psychology | Cognitive behavioral therapy | CBT! | Psychological assessment | Therapy | Therapist
Elder care | Geriatric care | Home care | Home health | Caregiving | Caregiver | Palliative care | Hospice
Healthcare quality | NABH | NABL | JCI accreditation | Hospital accreditation | Clinical audit
Medical transcription | Medical scribe
Medical writing | Scientific writing
Health insurance claims | TPA | Third party administrator | Cashless claims | Pre-authorization

# fitness | Fitness, sport and wellbeing
Fitness training | Fitness trainer | Personal training | Personal trainer | Fitness coach | Fitness coaching | Gym trainer | Gym instructor | Fitness instructor | Fitness | Physical fitness
Strength training | Strength and conditioning | Weight training | Weightlifting | Resistance training | Powerlifting | Bodybuilding | Body building | Olympic lifting | Functional training
Cardio training | Cardiovascular training | Cardio | HIIT | High intensity interval training | Circuit training | Interval training | Endurance training | Aerobic training | Aerobics | Step aerobics | Spinning | Indoor cycling | Spin instructor | Spinning instructor
CrossFit | Cross fit | Crossfit
Yoga | Yoga instructor | Yoga teacher | Hatha yoga | Ashtanga yoga | Vinyasa | Power yoga | Pranayama | Meditation | Mindfulness | Yoga trainer | RYT | RYT 200 | Yoga alliance
Pilates | Mat pilates | Reformer pilates | Barre
Exercise prescription | Workout planning | Workout programs | Training programs fitness | Exercise programming | Program design fitness | Periodization
Fitness assessment | Fitness testing | Body composition | Postural assessment | Movement assessment | Functional movement screen
Nutrition | Nutritionist | Meal planning | Meal plans | Sports nutrition | Nutrition counselling | Nutritional counseling | Dietary counselling | Food and nutrition | Macronutrients | Calorie counting | Weight management | Weight loss | Weight loss programs | Weight gain | Diabetes diet
Health coaching | Wellness coaching | Wellness | Wellbeing | Well-being | Holistic health | Healthy lifestyle | Wellness programs fitness
Injury prevention | Sports injury | Sports injuries | Injury rehabilitation | Foam rolling
Sports coaching | Sports coach | Athletic training | Athlete training | Team sports coaching | Sports training
Cricket
Running
Group fitness | Group exercise
Gym management | Fitness center management | Fitness centre management | Health club management | Gym operations | Membership sales | Gym membership sales | Club operations
Certified personal trainer | ACE certified | ACE! | ACSM | NASM | NSCA | ISSA | K11 | CPT fitness | REPS! | ISSA certified | Gold's Gym certification
Spa therapy | Spa | Beauty and wellness | Cosmetology | Makeup | Grooming
Outdoor activities | Adventure sports | Trekking | Hiking | Mountaineering | Rock climbing | Camping
Motivational coaching | Client motivation | Motivating clients | Goal tracking fitness | Client progress tracking
Anatomy for fitness | Human physiology | Muscle anatomy
Special populations training | Kids fitness | Rehabilitation exercise
Aqua aerobics | Water aerobics | Aquatic fitness

# arts | Arts, media and performance
Fine arts | Fine art | Arts | Bachelor of Fine Arts | Master of Fine Arts
Painting | Watercolor painting | Portrait painting | Landscape painting | Canvas painting | Abstract art
Drawing | Sketching | Pencil sketching | Charcoal drawing | Life drawing | Figure drawing | Still life | Pencil shading | Freehand drawing
Sculpture | Sculpting | Wood carving | Stone carving
Printmaking | Etching | Linocut | Screen printing | Silk screen | Lithography | Woodcut
Calligraphy | Hand lettering | Lettering
Crafts | Handicrafts | Art and craft | Arts and crafts | Craft work
Art education | Art teacher | Art teaching | Drawing teacher | Art instructor | Art classes | Art workshops
Art history | Art criticism | Art appreciation | Exhibition curation | Art gallery | Exhibitions art
Art therapy | Expressive arts
Photography | Photographer | Digital photography | Studio photography
Videography | Camera work | Videographer | Shooting | Film production | Documentary making
Music | Musician | Music theory | Vocals | Western music | Instrumental music | Keyboard
Audio engineering | Sound recording | Audio editing | Mixing | Audio mixing | Mixing and mastering | Mastering | Live sound | Sound engineering | Recording engineer
Dance | Dancer | Folk dance
Theatre | Theater | Stage performance | Performing arts | Stagecraft | Street theatre
Fashion design | Fashion designing | Fashion designer | Apparel design | Garment design | Pattern making | Styling
Journalism | Journalist | Reporting news | News reporting | News writing | Investigative journalism | Print journalism
Content writing | Content writer | Blog content | Technical content | Author | Published author
Translation | Translator | Interpreter | Subtitling | Localization
Publishing | Layout editing | Magazine production
Radio jockey | RJ! | Radio | Broadcasting
Animation arts | Animator
Art direction | Art director | Creative concepts | Visual storytelling | Moodboards | Mood boards
Set design | Production design | Scenic design | Art department
Event decoration | Decoration | Floral design | Flower arrangement | Mehendi | Henna art
Tattoo art | Tattoo artist
Cultural management | Arts management | Arts administration | Cultural events | Cultural programs | Festivals | Heritage | Museum
Art portfolio | Portfolio development | Portfolio | Exhibitions participated | Group exhibitions | Solo exhibition | Solo exhibitions | Art competitions
Art materials | Mixed media | Collage | Installation art

# soft | Professional skills
Communication skills | Communication | Verbal communication | Written communication | Oral communication | Interpersonal communication | Good communication skills | Excellent communication skills | Effective communication | Clear writing | Write clearly | Writing skills | Clear communication | Written English | Email writing | Plain words | Plain language | Plain English | Clear speaking | English writing
Interpersonal skills | Interpersonal | People skills | Relationship skills
Leadership | Leadership skills | Team leadership | Leading people | Leader | Leadership qualities
Teamwork | Team work | Team player | Team building | Team spirit | Collaboration | Collaborative | Working in teams
Problem solving | Problem-solving | Problem solving skills | Analytical skills | Analytical thinking | Analytical ability | Critical thinking | Logical thinking | Logical reasoning | Reasoning | Troubleshooting skills | Decision making | Decision-making
Time management | Time-management | Punctuality | Meeting deadlines | Deadline management | Prioritizing tasks | Multitasking | Multi-tasking | Organizational skills | Organisational skills | Planning and organizing | Planning and organising
Adaptability | Flexibility | Flexible | Adaptable | Quick learner | Fast learner | Learning agility | Self-learning | Willingness to learn | Eager to learn
Creativity | Creative | Creative thinking | Innovation | Innovative | Innovative thinking | Out of the box thinking
Attention to detail | Detail oriented | Detail-oriented | Accuracy | Eye for detail
Work ethic | Hardworking | Hard working | Hard-working | Dedicated | Dedication | Sincere | Sincerity | Honest | Honesty | Integrity | Responsible | Responsibility | Disciplined | Discipline | Commitment | Committed | Self-motivated | Self motivated | Motivated | Positive attitude | Confident | Confidence | Punctual
Customer focus | Customer orientation | Customer centric | Client focus | Service orientation | Customer-first
Emotional intelligence | Empathy | Patience | Active listening | Listening skills | Listening
Mentoring | Coaching | Mentorship | Guiding juniors | Training juniors | Mentoring juniors | Coaching team members
Public speaking | Presenting | Speaking skills | Oratory | Debate | Debating | Elocution | Presentation skills
Networking skills | Professional networking | Relationship networking
Self-management | Stress management | Working under pressure | Ability to work under pressure | Resilience | Pressure handling
Initiative | Proactive | Ownership | Accountability | Self-starter | Self starter | Result oriented | Result-oriented | Results-driven | Goal oriented | Goal-oriented | Target oriented
Research skills | Research and analysis | Information gathering | Documentation skills | Report writing | Reporting skills | Research
Computer skills | Computer proficiency | Basic computer knowledge | Computer knowledge | Computer basics | Internet | Internet browsing | Email | Computer operations | MS-CIT | MSCIT | CCC | DCA | PGDCA | Computer applications
Driving | Driving license | Driving licence | Two wheeler | Four wheeler | Driver's license | Driver's licence | Drivers license | Driving permit
Volunteering | Volunteer | Community service | NSS | NCC | National Service Scheme | NGO work | Social service | Community outreach
`;
