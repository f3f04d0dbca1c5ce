// Skills taxonomy, people, law, education, health, arts. Format: see software-dev.ts.
export default `
# hr | Human resources
Human resources | HR! | Human resource management | Human resource | HR management | HR operations | HR generalist | HR executive | HR manager
Recruitment | Recruiting | Recruiter | Talent acquisition | TA! | Hiring | End-to-end recruitment | End to end recruitment | Full cycle recruitment | Full life cycle recruiting | Recruitment and selection | Staffing | Manpower recruitment
Sourcing candidates | Candidate sourcing | Sourcing profiles | Resume sourcing | Headhunting | Head hunting | Boolean search | X-ray search | Talent sourcing
Screening | Resume screening | CV screening | Profile screening | Telephonic screening | Phone screening | Shortlisting | Shortlisting candidates
Interviewing | Interview scheduling | Conducting interviews | Interview coordination | Interviews | Competency-based interviewing | Behavioral interviewing | Structured interviews
Job portals | Naukri | Monster | Indeed | Shine | TimesJobs | Job boards | Naukri.com | Naukri portal | Monster.com
LinkedIn Recruiter | LinkedIn sourcing | Social recruiting
Campus recruitment | Campus hiring | Campus placements | Campus drives | Walk-in drives | Bulk hiring | Volume hiring | Mass recruitment | Lateral hiring
Executive search | Leadership hiring | Senior hiring | IT recruitment | Technical recruitment | Non-IT recruitment | Non IT recruitment
Offer management | Offer letters | Offer negotiation | Salary negotiation | Offer roll-out | Appointment letters
Onboarding | Employee onboarding | Induction | Induction programs | Orientation | New hire orientation | Joining formalities | Pre-joining formalities
Background verification | BGV | Background checks | Reference checks | Employment verification
Employee engagement | Engagement activities | Employee engagement activities | Fun at work | Employee events | Employee motivation
Employee relations | Industrial relations | IR! | Labour relations | Labor relations | Union negotiations | Grievance redressal | Grievance handling HR | Disciplinary proceedings | Domestic enquiry | Disciplinary action
Performance management | Performance appraisal | Performance appraisals | Appraisals | Performance reviews | PMS! | Performance management system | KRA | KRAs | KPI setting | Goal setting | OKRs | OKR | 360 degree feedback | Bell curve
Compensation and benefits | C&B | Compensation | Compensation management | Salary structuring | Salary structure | Pay structures | Benefits administration | Employee benefits | Rewards and recognition | Total rewards | Incentive plans | Salary benchmarking | Job evaluation
Training and development | T&D | L&D | Learning and development | Training needs analysis | TNA | Training needs identification | Training programs | Training coordination | Employee training | Training calendar | Capability building | Corporate training
HR policies | HR policy | Policy formulation | HR policy formulation | Employee handbook | Code of conduct
HR compliance | Statutory compliance HR | Labour law compliance | Labour laws | Labor laws | Labour law | Employment law | PF | Provident fund | ESI | ESIC | Gratuity | Bonus act | Shops and establishments act | Factories act | Contract labour | Minimum wages act | POSH | Prevention of sexual harassment
Exit management | Exit interviews | Exit formalities | Full and final settlement | F&F | Full & final | Offboarding | Separation management
Attendance management | Leave management | Time and attendance | Attendance tracking | Biometric attendance
HRIS | HRMS | Human resource information system | HR information systems | HR software | Darwinbox | Keka | greytHR | GreytHR | BambooHR | Zoho People | SAP HR system | Oracle HCM | PeopleSoft HR | Workday HR
Applicant tracking systems | ATS | Applicant tracking system | Taleo | iCIMS | Greenhouse | Lever ATS | SmartRecruiters | JobVite
Employer branding | Employer brand | EVP | Employee value proposition
Talent management | Succession planning | Career development | Career planning | Talent review | High potential programs | HiPo
Organizational development | Organisational development | OD! | Organization development | Org design | Organizational design | Culture building | Organizational culture
HR analytics | People analytics | HR metrics | Attrition analysis | Attrition | Employee retention | Retention strategies | Turnover analysis | HR dashboards | HR MIS | Headcount reporting
HR business partner | HRBP | HR business partnering | Business HR
Personnel management | Personnel administration | Employee records | Personnel files | HR documentation | Employee database
Employee welfare | Welfare activities | Employee wellness programs | Wellness programs
Conflict resolution | Conflict management | Mediation skills | Dispute resolution workplace
Counselling employees | Employee counseling | Employee counselling | Career counseling | Career counselling
Job descriptions | JD! | Job description writing | Job analysis | Role profiling | Competency mapping | Competency framework | Skill mapping
Diversity and inclusion | D&I | DEI | Diversity equity and inclusion | Inclusion
Psychometric testing | Psychometric assessments | Aptitude tests | Assessment centres | Assessment centers
Vendor management HR | Recruitment agencies | Consultant management | RPO | Recruitment process outsourcing | Staffing agencies
Visa and immigration | Immigration | Work permits | Visa processing HR | Global mobility
SHRM | SHRM-CP | PHR | SPHR | CIPD | HRCI

# law | Law and legal practice
Law | Legal | Legal practice | Legal services | Legal profession
Litigation | Civil litigation | Criminal litigation | Commercial litigation | Litigation management | Trial practice | Trial advocacy
Advocacy | Advocate | Lawyer | Attorney | Legal counsel | Barrister | Solicitor | Pleader
Legal drafting | Drafting of pleadings | Pleadings | Drafting plaints | Plaint | Written statements | Written statement | Petitions | Drafting petitions | Legal documentation | Deeds | Drafting deeds | Affidavits | Legal notices | Legal notice | Notices | Vakalatnama
Legal research | Case law research | Research legal | Case research | Legal databases | Westlaw | LexisNexis | Manupatra | SCC Online | Indian Kanoon
Contract drafting | Contract review | Contracts | Contract law | Agreements | Drafting agreements | Commercial contracts | Vetting of agreements | Vetting agreements | Contract vetting | Contract management legal | NDAs | Non-disclosure agreements | MOU | MoU | Memorandum of understanding | Lease deeds | Sale deeds | Partnership deeds | Power of attorney
Legal advice | Legal advisory | Legal opinion | Legal opinions | Client counselling | Legal consultation | Advising clients
Court appearances | Appearing in courts | Court proceedings | Court practice | Arguments | Oral arguments | Hearings | Appearing before tribunals | Court matters
Civil law | Civil matters | Civil cases | Civil suits | Civil procedure | CPC | Code of Civil Procedure | Specific relief act
Criminal law | Criminal matters | Criminal cases | Criminal procedure | CrPC | IPC | Indian Penal Code | Bail applications | Bail matters | Bails | Criminal complaints | FIR! | Evidence act | Evidence law
Corporate law | Company law | Corporate legal | Companies act | Corporate governance | Corporate compliance legal | Board resolutions
Family law | Matrimonial cases | Divorce cases | Divorce | Matrimonial disputes | Custody | Maintenance cases | Domestic violence cases | Family court
Property law | Real estate law | Property disputes | Land laws | Title verification | Title search | Property documentation | Registration of documents | Conveyancing | Land acquisition | Revenue matters | Mutation | Land records
Labour and employment law | Employment disputes | Labour court | Industrial disputes act | Service matters | Employment litigation
Constitutional law | Writ petitions | Public interest litigation | PIL | Constitutional matters | Fundamental rights
Intellectual property law | Intellectual property | IP law | IPR | Intellectual property rights | Trademarks | Trademark | Trademark registration | Patents | Patent | Patent drafting | Patent prosecution | Copyright | Copyrights | IP prosecution
Arbitration | Alternative dispute resolution | ADR | Mediation | Conciliation | Arbitration proceedings | Arbitration and conciliation act | Lok adalat
Consumer law | Consumer protection | Consumer cases | Consumer forum | Consumer disputes | Consumer court
Tax law | Tax litigation | Tax laws | Tax disputes
Banking law | Banking and finance law | Recovery suits | DRT | Debt recovery tribunal | SARFAESI | NI Act | Negotiable instruments act | Cheque bounce cases | Section 138 | Insolvency | IBC code | Insolvency and bankruptcy | NCLT | Bankruptcy
Motor accident claims | MACT | Motor accident cases | Insurance claims law
Cyber law | IT Act | Information technology act | Data protection law | Privacy law
Environmental law | Green tribunal | NGT!
International law | Human rights law | Human rights
Regulatory compliance | Regulatory affairs | Compliance | Legal compliance | Compliance management | Compliance audits | Regulatory
Legal due diligence | Legal audit | Due diligence legal
Court filings | E-filing | Filing cases | Case filing | Case management | Docket management | Cause list | Court fees
Legal writing | Brief writing | Memorials | Legal memoranda | Moot court | Moot courts | Mooting
Notary | Notarization | Oath commissioner
Paralegal | Legal assistant | Legal clerk | Law clerk | Legal associate | Junior advocate | Associate advocate
Bar council | Bar Council of India | Enrolled advocate | Bar association | LLB | LL.B | LL.B. | LL.M | BA LLB | B.A. LL.B | Bachelor of Laws | Master of Laws
Statutory interpretation | Interpretation of statutes | Jurisprudence | Law of torts | Torts | Contract act | Indian Contract Act | Transfer of property act | Limitation act | Succession law | Hindu law | Muslim law | Personal laws
Negotiation legal | Settlement negotiation | Out of court settlement
Legal operations | Legal department | In-house counsel | Legal team management | Legal manager

# teaching | Teaching and education
Teaching | Teacher | Classroom teaching | Teaching experience | Educator | Tutoring | Tutor | Home tuition | Tuitions | Private tuition | Coaching classes | Faculty | Lecturer | Professor | Assistant professor
Lesson planning | Lesson plans | Lesson plan | Unit planning | Instructional planning | Curriculum planning | Scheme of work
Curriculum development | Curriculum design | Syllabus design | Course design | Course development | Instructional design | Curriculum | Content development academic
Classroom management | Class management | Behaviour management | Behavior management | Student discipline | Classroom discipline
Student assessment | Assessment | Assessments | Evaluation | Formative assessment | Summative assessment | Grading | Exam evaluation | Paper checking | Answer sheet evaluation | Question paper setting | Question papers | Examination duties | Invigilation
Differentiated instruction | Inclusive education | Special education | Special needs education | SEN! | Learning disabilities | Remedial teaching | Remedial classes
Early childhood education | Pre-primary teaching | Pre-primary | Kindergarten | Montessori | Montessori teaching | Nursery teaching | Playschool | ECCE | Early years
Primary teaching | Primary school teaching | Primary teacher | PRT | Elementary education
Secondary teaching | High school teaching | TGT | PGT | Secondary school | Senior secondary
Higher education | University teaching | College teaching | Academic | Academics | Academia
E-learning | Online teaching | Online classes | Virtual classroom | Blended learning | Distance learning | LMS | Learning management system | Moodle | Google Classroom | Blackboard | Canvas LMS | Zoom teaching
Educational technology | EdTech | Smart class | Smart boards | Interactive whiteboards | ICT in education
Student counselling | Student guidance | Academic counselling | Mentoring students | Student mentoring | Parent-teacher meetings | PTM | Parent communication
Pedagogy | Teaching methodology | Teaching methods | Teaching strategies | Activity-based learning | Experiential learning | Project-based learning | Constructivism
CBSE | ICSE | IB curriculum | IB! | IGCSE | Cambridge curriculum | State board | NCERT | CCE | Common core
B.Ed | BEd | Bachelor of Education | B. Ed | D.Ed | DEd | M.Ed | MEd | NTT | TET | CTET | NET! | UGC NET | SET exam | TEFL | TESOL | CELTA
English teaching | ELT | English language teaching | Spoken English | Communicative English | ESL | EFL | Teaching English
Mathematics teaching | Maths | Mathematics | Math | Algebra | Geometry | Calculus | Trigonometry | Arithmetic
Science teaching | Physics | Chemistry | Biology | General science | Environmental science teaching | Science labs | Science
Social studies | History | Geography | Civics | Political science | Economics teaching | Sociology | Psychology | Social science
Computer teaching | Computer science teaching | Computer instructor | Computer faculty | Computer training | Computer literacy
Hindi | Hindi teaching | Sanskrit | Marathi | Tamil | Telugu | Kannada | Bengali | Gujarati | Urdu | Punjabi | Malayalam | Odia
Foreign languages | French | German | Spanish | Japanese | Mandarin | Chinese | Arabic | Russian | Italian | Korean | Portuguese
Language proficiency | Bilingual | Multilingual | Languages known | Fluent English | English proficiency | IELTS | TOEFL
Exam preparation coaching | Competitive exam coaching | JEE coaching | NEET coaching | IIT-JEE | Test preparation | GRE coaching | GMAT coaching | CAT coaching | UPSC coaching
School administration | School management | Academic coordination | Academic coordinator | Principal | Vice principal | Headmistress | Headmaster | School operations | Admissions | Admission counselling
Extracurricular activities | Co-curricular activities | Sports coaching school | Drawing teaching | Dance teaching | Music teaching | Annual day | School events
Educational research | Action research | Research methodology | Academic research | Research papers | Publications | Journal publications | Thesis | Dissertation | Literature review | Research
Student engagement | Student motivation | Student-centered learning | Student centred learning
Training delivery | Trainer | Corporate trainer | Training facilitation | Soft skills training | Train the trainer | TTT
Library management | Librarian | Library science | Cataloguing

# health | Healthcare and pharma
Patient care | Patient management | Patient handling | Patient counselling | Patient education | Patient safety | Patient assessment
Nursing | Registered nurse | RN! | Staff nurse | GNM | B.Sc Nursing | BSc Nursing | ANM | Nursing care | Critical care nursing | ICU nursing | ICU | Intensive care
Clinical skills | Clinical | Clinical practice | Clinical experience | Clinical procedures | Clinical assessment
Vital signs monitoring | Vital signs | Vitals | BP monitoring | Blood pressure monitoring
First aid | First-aid | CPR | BLS | Basic life support | Advanced cardiac life support | PALS | Emergency care | Emergency medicine | Trauma care
Phlebotomy | Blood collection | Venipuncture | IV cannulation | Injections | IV therapy | Wound care | Wound dressing | Catheterization
Medical terminology | Anatomy | Physiology | Pathology | Pharmacology | Microbiology | Biochemistry | Human anatomy
Medical coding | ICD-10 | ICD 10 | CPT coding | CPT! | HCPCS | Medical billing | Revenue cycle management | RCM healthcare | AR calling | Denial management | CPC certified
Hospital administration | Healthcare administration | Hospital management | Healthcare management | Hospital operations | Healthcare operations | Medical administration
Electronic health records | EHR | EMR | Electronic medical records | Epic | Cerner | Meditech | HIS! | Hospital information system
Pharmacy | Pharmacist | Dispensing | Drug dispensing | Retail pharmacy | Hospital pharmacy | Clinical pharmacy | B.Pharm | B Pharm | M.Pharm | M Pharm | Pharm.D | PharmD | D.Pharm
Pharmaceutical industry | Pharmaceuticals | Pharma | Formulation development | Formulations | Drug development | Drug discovery | Quality control pharma | QA pharma | Validation pharma | Process validation | Cleaning validation | Analytical method validation
Clinical research | Clinical trials | Clinical trial management | CRA | Clinical research associate | CRC | Clinical data management | CDM | Good clinical practice | ICH GCP | Clinical SAS
Pharmacovigilance | Drug safety | Adverse event reporting | ICSR | Argus safety | Signal detection | Aggregate reports | PSUR
Regulatory affairs pharma | Regulatory submissions | Dossier preparation | CTD | eCTD | DMF | ANDA | USFDA | FDA! | EMA | CDSCO | WHO GMP
Laboratory skills | Laboratory | Lab techniques | Lab work | Laboratory testing | Laboratory management | Wet lab | Lab safety
Analytical chemistry | HPLC | GC! | Gas chromatography | UV spectroscopy | FTIR | Spectroscopy | Chromatography | Titration | Dissolution testing | LC-MS | Mass spectrometry | NMR
Molecular biology | PCR | RT-PCR | qPCR | Gel electrophoresis | Western blot | ELISA | DNA extraction | Cell culture | Tissue culture | Cloning | Sequencing | CRISPR | Genomics | Proteomics | Bioinformatics | Biotechnology | Microbiology lab
Diagnostics | Medical laboratory technology | MLT | DMLT | Lab technician | Pathology lab | Hematology | Haematology | Clinical biochemistry | Histopathology | Serology | Urine analysis
Radiology | Radiography | X-ray | CT scan | MRI | Ultrasound | Sonography | Imaging | Radiology technician
Physiotherapy | Physical therapy | Physiotherapist | BPT | MPT | Rehabilitation | Rehab | Musculoskeletal | Manual therapy | Electrotherapy | Sports physiotherapy | Exercise therapy | Orthopedic rehabilitation | Neuro rehabilitation
Occupational therapy | Speech therapy | Speech and language therapy | Audiology
Dentistry | Dental | BDS | MDS | Dental surgery | Oral surgery | Endodontics | Orthodontics | Dental hygiene | Dental assistant
Medicine | MBBS | MD! | Doctor | Physician | General medicine | General practice | Medical officer | Surgery | Surgeon | Pediatrics | Paediatrics | Gynecology | Obstetrics | Cardiology | Orthopedics | Psychiatry | Dermatology | Anesthesia | Anaesthesia | Internal medicine | Family medicine
Ayurveda | BAMS | Homeopathy | BHMS | Unani | Naturopathy | Siddha | AYUSH | Panchakarma
Public health | Community health | Epidemiology | Health education | Health promotion | Immunization | Maternal and child health | MPH | Global health | Health programs
Infection control | Infection prevention | Sterilization | Biomedical waste management | Hospital infection control | Hand hygiene
Medical devices | Biomedical engineering | Biomedical equipment | Medical equipment | Medical equipment maintenance | Biomedical
Mental health | Psychotherapy | Clinical psychology | Psychological counselling | Counselling psychology | Cognitive behavioral therapy | CBT! | Psychological assessment | Therapy | Therapist
Elder care | Geriatric care | Home care | Home health | Caregiving | Caregiver | Palliative care | Hospice
Healthcare quality | NABH | NABL | JCI accreditation | Hospital accreditation | Clinical audit
Medical transcription | Medical scribe | Medical writing | Scientific writing
Health insurance claims | TPA | Third party administrator | Cashless claims | Pre-authorization

# fitness | Fitness, sport and wellbeing
Fitness training | Fitness trainer | Personal training | Personal trainer | Fitness coach | Fitness coaching | Gym trainer | Gym instructor | Fitness instructor | Fitness | Physical fitness
Strength training | Strength and conditioning | Weight training | Weightlifting | Resistance training | Powerlifting | Bodybuilding | Body building | Olympic lifting | Functional training | Functional fitness | Kettlebell | Kettlebells
Cardio training | Cardiovascular training | Cardio | HIIT | High intensity interval training | Circuit training | Interval training | Endurance training | Aerobic training | Aerobics | Step aerobics | Zumba | Spinning | Indoor cycling
CrossFit | Cross fit | Crossfit
Yoga | Yoga instructor | Yoga teacher | Hatha yoga | Ashtanga yoga | Vinyasa | Power yoga | Yoga therapy | Pranayama | Meditation | Mindfulness | Yoga trainer | RYT | RYT 200 | Yoga alliance
Pilates | Mat pilates | Reformer pilates | Barre
Exercise prescription | Workout planning | Workout programs | Training programs fitness | Exercise programming | Program design fitness | Periodization | Exercise science | Kinesiology | Biomechanics | Exercise physiology
Fitness assessment | Fitness testing | Body composition analysis | Body composition | BMI assessment | Postural assessment | Movement assessment | FMS! | Functional movement screen
Nutrition | Nutritionist | Dietitian | Dietetics | Diet planning | Diet plans | Meal planning | Meal plans | Sports nutrition | Clinical nutrition | Nutrition counselling | Nutritional counseling | Dietary counselling | Food and nutrition | Macronutrients | Calorie counting | Weight management | Weight loss | Weight loss programs | Fat loss | Weight gain | Diabetes diet | Therapeutic diets
Health coaching | Wellness coaching | Wellness | Wellbeing | Well-being | Holistic health | Lifestyle coaching | Lifestyle modification | Healthy lifestyle | Wellness programs fitness
Injury prevention | Sports injury | Sports injuries | Injury rehabilitation | Corrective exercise | Mobility training | Flexibility training | Stretching | Foam rolling
Sports coaching | Sports coach | Athletic training | Athletics | Athlete training | Team sports coaching | Sports training | Sports management | Sports science | Physical education | PE teacher | Physical education teacher | B.P.Ed | BPEd | M.P.Ed
Cricket | Football | Soccer | Basketball | Volleyball | Badminton | Tennis | Table tennis | Swimming | Swimming instructor | Lifeguard | Martial arts | Karate | Taekwondo | Kickboxing | Boxing | Judo | Kabaddi | Kho kho | Hockey | Chess | Running | Marathon | Cycling | Dance fitness | Skating | Archery | Athletics coaching
Group fitness | Group exercise | Group classes | Bootcamp | Boot camp
Gym management | Fitness center management | Fitness centre management | Health club management | Gym operations | Membership sales | Gym membership sales | Club operations
Certified personal trainer | ACE certified | ACE! | ACSM | NASM | NSCA | ISSA | K11 | CPT fitness | REPS! | ISSA certified | Gold's Gym certification
Spa therapy | Spa | Massage therapy | Massage | Sports massage | Beauty and wellness | Salon management | Beautician | Cosmetology | Skin care | Hair styling | Makeup artist | Makeup | Nail art | Grooming
Outdoor activities | Adventure sports | Trekking | Hiking | Mountaineering | Rock climbing | Camping
Motivational coaching | Client motivation | Motivating clients | Goal tracking fitness | Client progress tracking
Anatomy for fitness | Human physiology | Muscle anatomy
Special populations training | Senior fitness | Prenatal fitness | Postnatal fitness | Kids fitness | Rehabilitation exercise
Aqua aerobics | Water aerobics | Aquatic fitness

# arts | Arts, media and performance
Fine arts | Fine art | Arts | BFA | Bachelor of Fine Arts | Master of Fine Arts | Visual arts | Applied arts
Painting | Oil painting | Acrylic painting | Watercolor | Watercolour | Watercolor painting | Portrait painting | Landscape painting | Mural painting | Murals | Canvas painting | Abstract art
Drawing | Sketching | Pencil sketching | Charcoal drawing | Life drawing | Figure drawing | Still life | Pencil shading | Freehand drawing
Sculpture | Sculpting | Clay modeling | Clay modelling | Pottery | Ceramics | Terracotta | Wood carving | Stone carving
Printmaking | Etching | Linocut | Screen printing | Silk screen | Lithography | Woodcut
Calligraphy | Hand lettering | Lettering
Crafts | Handicrafts | Art and craft | Arts and crafts | Craft work | Embroidery | Textile art | Origami | Paper craft | Quilling | Jewellery design | Jewelry design
Art education | Art teacher | Art teaching | Drawing teacher | Art instructor | Art classes | Art workshops
Art history | Art criticism | Aesthetics | Art appreciation | Museum studies | Curation | Curating | Curator | Exhibition curation | Art exhibitions | Art gallery | Gallery management | Exhibitions art
Art therapy | Expressive arts
Photography | Photographer | Digital photography | Portrait photography | Fashion photography | Product photography | Wedding photography | Event photography | Studio photography | Photojournalism | Camera operation | DSLR
Videography | Cinematography | Camera work | Videographer | Shooting | Film making | Filmmaking | Film production | Direction | Film direction | Short films | Documentary | Documentary making | Screenwriting | Scriptwriting | Script writing | Screenplay
Music | Musician | Music production | Music composition | Composer | Songwriting | Music theory | Vocals | Singing | Vocal training | Classical music | Hindustani classical | Carnatic music | Western music | Instrumental music | Guitar | Piano | Keyboard | Violin | Tabla | Drums | Flute | Sitar | Harmonium
Audio engineering | Sound engineering | Sound design | Sound recording | Audio editing | Audio production | Mixing and mastering | Mixing | Mastering | Pro Tools | Logic Pro | FL Studio | Ableton | Ableton Live | Cubase | Audacity
Dance | Dancer | Choreography | Choreographer | Classical dance | Bharatanatyam | Kathak | Odissi | Kuchipudi | Contemporary dance | Hip hop | Hip-hop | Ballet | Salsa | Folk dance | Western dance | Bollywood dance
Theatre | Theater | Acting | Actor | Drama | Stage performance | Performing arts | Stagecraft | Stage management | Street theatre | Improvisation | Voice acting | Voice over | Voiceover | Dubbing | Anchoring | Emcee | Compering | Host
Fashion design | Fashion designing | Fashion designer | Apparel design | Garment design | Pattern making | Draping | Garment construction | Sewing | Stitching | Tailoring | Textile design | Fashion illustration | Fashion styling | Styling | Costume design | Trend forecasting | Fashion merchandising
Journalism | Journalist | Reporting news | News reporting | News writing | Editing | Editor | Sub-editing | Sub editing | Copy editing | Proofreading | Proof reading | Editorial | Feature writing | Investigative journalism | Broadcast journalism | Print journalism | Mass communication | Mass media | Media studies
Content writing | Content writer | Creative writing | Article writing | Blog content | Web content writing | Technical content | Ghostwriting | Ghost writing | Storytelling | Story telling | Poetry | Fiction writing | Author | Published author
Translation | Translator | Interpretation | Interpreter | Transcription | Subtitling | Localization
Publishing | Book publishing | Desktop publishing | DTP | Layout editing | Magazine production
Radio jockey | RJ! | Radio | Radio production | Podcasting | Podcast production | Broadcasting | Television production | TV production | News anchoring | Video journalism
Animation arts | Animator | Cartoonist | Comics | Comic art | Caricature | Concept art | Character design | Manga
Art direction | Art director | Creative direction | Creative director | Creative concepts | Ideation | Visual storytelling | Moodboards | Mood boards
Set design | Production design | Scenic design | Props | Art department
Event decoration | Decor | Decoration | Floral design | Flower arrangement | Rangoli | Mehendi | Henna art | Tattoo art | Tattoo artist
Cultural management | Arts management | Arts administration | Cultural events | Cultural programs | Festivals | Heritage | Museum
Art portfolio | Portfolio development | Portfolio | Exhibitions participated | Group exhibitions | Solo exhibition | Solo exhibitions | Art competitions
Art materials | Mixed media | Collage | Installation art | Digital art | Street art | Graffiti

# soft | Professional skills
Communication skills | Communication | Verbal communication | Written communication | Oral communication | Interpersonal communication | Good communication skills | Excellent communication skills | Effective communication
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
Public speaking | Presenting | Speaking skills | Oratory | Debate | Debating | Elocution
Networking skills | Professional networking | Relationship networking
Self-management | Stress management | Working under pressure | Ability to work under pressure | Resilience | Pressure handling
Initiative | Proactive | Ownership | Accountability | Self-starter | Self starter | Result oriented | Result-oriented | Results-driven | Goal oriented | Goal-oriented | Target oriented
Research skills | Research and analysis | Information gathering | Documentation skills | Report writing | Reporting skills
Computer skills | Computer proficiency | Basic computer knowledge | Computer knowledge | Computer basics | Internet | Internet browsing | Email | Computer operations | MS-CIT | MSCIT | CCC | DCA | PGDCA | Computer applications
Driving | Driving license | Driving licence | Two wheeler | Four wheeler
Volunteering | Volunteer | Social work | Community service | NSS | NCC | National Service Scheme | NGO work | Social service | Community outreach
`;
