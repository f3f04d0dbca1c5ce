// Skills taxonomy, more people professions: HR, law, teaching, fitness and sport, arts, media
// and writing, sciences. Format: see software-dev.ts.
export default `
# hr | Human resources
Payroll compliance | Statutory deductions | Professional tax | Labour welfare fund | LWF
HR audits | HR audit | Personnel audit | HR documentation audit
Employee records management | Personnel files | Employee database | Employee records | HR records | Employee data management
Manpower outsourcing | Contract staffing | Temporary staffing | Temp staffing | Staffing agency | Third party payroll | RPO | Recruitment process outsourcing
Workforce analytics | Workforce reporting | Headcount analysis | Manpower reports
Job analysis | Role mapping | Job mapping | Competency mapping | Competency framework | Competency modelling
Grade structure | Job grading | Job levelling | Salary bands | Pay bands | Grading structure
Employee wellness | Employee wellbeing | Wellness programs | Employee assistance program | EAP!
Internal communications HR | Employee communication | Town halls | HR newsletters | Internal communications
HR generalist activities | HR operations management | HR admin | HR administration | Personnel administration
Workplace investigations | Disciplinary investigations | Misconduct investigation | Show cause notices | Charge sheets
Trade union relations | Union relations | Collective bargaining | Wage settlements | Long term settlements | Works committee
Contract labour management | CLRA | Contractor compliance | Contract workforce management
Recruitment marketing | Job advertising | Job postings | Job posting | Posting jobs | Careers page
Recruitment metrics | Time to hire | Time to fill | Cost per hire | Quality of hire | Offer acceptance ratio
Talent pipeline | Talent pool | Candidate pipeline | Pipeline building | Passive candidates | Candidate database
Candidate experience | Candidate engagement | Candidate management | Candidate relationship management
Assessment centers | Assessment centre | Development centre | Aptitude tests | Skill assessments | Hiring assessments
Reference checking | Employment references | Reference verification
Employee lifecycle | Hire to retire | Employee life cycle management | Joining to exit
Learning management systems | LMS | LMS administration
Moodle
Cornerstone OnDemand | Cornerstone
TalentLMS
Docebo
Instructional design | Instructional designer | ADDIE | E-learning development | Articulate Storyline | Articulate 360 | Adobe Captivate | Rise 360 | SCORM
Leadership development | Leadership training | Management development programs | MDP | Executive coaching | Coaching and mentoring
Soft skills training | Behavioral training | Behavioural training | Communication training | Personality development | Corporate trainer | Soft skills trainer
Training evaluation | Kirkpatrick model | Training effectiveness | Training ROI | Post-training assessment
Induction training | New hire training | Orientation programs | Onboarding programs
Culture and engagement surveys | Engagement surveys | Employee surveys | Pulse surveys | Gallup Q12 | Great Place to Work | GPTW
Change management HR | Organizational change | Organisational change | Change adoption | Change communication
HR transformation | HR digitization | HR process improvement | HR automation
Global mobility | Expatriate management | International assignments | Relocation | Immigration compliance
Employee benefits administration | Group health benefits | Insurance benefits | Retirement benefits | Leave policy
SuccessFactors | SAP SuccessFactors | SF Employee Central | Employee Central | SuccessFactors Recruiting
Workday | Workday HCM | Workday Recruiting | Workday Payroll
Oracle HRMS | Oracle HR | Oracle Fusion HCM
Zoho Recruit

# law | Law and legal practice
Legal notices | Drafting legal notices | Legal notice | Notices under section
Plaints and written statements | Plaint drafting | Written statements | Pleadings | Drafting pleadings | Civil suits
Writ petitions | Writs | Writ jurisdiction | PIL | Public interest litigation | Special leave petitions | SLP petitions
Bail applications | Bail | Anticipatory bail | FIR
Appeals | Appellate practice | Appeals drafting | Revision petitions | Review petitions
Affidavits | Affidavit drafting | Applications drafting | Interlocutory applications
Cross-examination | Examination in chief | Witness examination | Trial advocacy | Oral arguments
Case management legal | Case files | Brief preparation | Briefing counsel | Matter management | Docket management | Cause list
High Court practice | Supreme Court practice | District court | District courts | Civil courts | Magistrate court | Tribunals | NCLT | NCLAT | DRT | Consumer forum | Consumer court | Labour court | Family court | Revenue courts | RERA tribunal

Commercial contracts | Commercial agreements | Master service agreements | Service agreements | Non-disclosure agreements | Confidentiality agreements | SLA contracts | Vendor agreements
Contract review | Contract vetting | Vetting agreements | Contract negotiation legal | Contract redlining | Redlining
Employment contracts | Employment agreements | Appointment letters legal | Non-compete agreements
Lease deeds | Leave and license agreements | Rent agreements | Leave and licence | Tenancy agreements
Wills and succession | Probate | Succession certificates | Estate planning | Inheritance | Succession law
Partnership deeds | Partnership firms | LLP agreements
Shareholder and joint venture agreements | Shareholders agreements | SHA | Joint venture agreements | Term sheets

Securities law | Capital markets law | SEBI compliance | Listing obligations | LODR | Takeover code | Insider trading regulations
Competition law | Antitrust | CCI | Competition Commission
Insolvency and bankruptcy | Insolvency | Insolvency professional | Resolution professional | Liquidation | CIRP
Arbitration proceedings | International arbitration | Commercial arbitration | ADR | Alternative dispute resolution | Conciliation | Lok Adalat
Trademarks | Trademark registration | Trademark filing | Trademark prosecution | Trademark search | Brand protection
Patents | Patent drafting | Patent filing | Patent prosecution | Patent search | Prior art search | Patent analyst | Freedom to operate | FTO
Copyright law | Copyrights | Copyright registration | Media law | Entertainment law
Data protection law | Privacy law | DPDP Act | Privacy compliance
Information technology law | IT Act | Technology law | Technology contracts | Software licensing agreements

Service law | Service matters | Administrative law | Government litigation

Labour law practice | Industrial disputes | Industrial Disputes Act | Labour disputes | Workmen compensation | EPF Act | ESI Act

Manupatra
SCC Online
Westlaw
LexisNexis | Lexis
Casemine
Indian Kanoon
E-discovery | Ediscovery | Document review | Legal document review | Relativity | Litigation support | Privilege review
Legal process outsourcing | LPO | Legal analyst
In-house counsel | Corporate counsel | General counsel | Legal counsel | Legal manager | Head legal | Legal advisor | Legal adviser
Law firm practice | Law firm | Chambers | Associate advocate | Junior advocate | Senior advocate | Practising advocate | Enrolled advocate | Advocate on record | Legal associate
Legal aid | Pro bono | Legal aid clinic | Legal literacy | Legal awareness camps
Mediation practice | Mediator | Court-annexed mediation | Family mediation | Mediation
Human rights law | Human rights | Civil liberties | Refugee law
Criminology | Victimology | Penology
Forensic science
Judiciary | Judicial services | Magistrate | Judicial officer | Judicial clerk
Police and law enforcement | Law enforcement | Policing | Crime investigation | Criminal investigation

# teaching | Teaching and education
ICSE | ISC! | ICSE board | CISCE
State board | SSC board | HSC board | State syllabus
IB curriculum | IB PYP | IB MYP | IB DP | IBDP | IB!
Cambridge curriculum | IGCSE | Cambridge IGCSE | A levels | AS levels | Cambridge International
Montessori | Montessori teaching | Montessori method | Montessori trained
Special education | Special educator | Special needs education | Inclusive education | SEN | Learning disabilities | Dyslexia | Autism support | ADHD support | Remedial teaching | Remedial classes | Shadow teaching
Teacher training | Teacher education | D.Ed | D.El.Ed | M.Ed | TET | CTET | Teacher eligibility test | NET | SET! | Teacher certification | PGCE | SET exam
Physics teaching | Physics teacher | Physics lecturer
Chemistry teaching | Chemistry teacher | Chemistry lecturer
Biology teaching | Biology teacher | Biology lecturer | Life science teaching
Accountancy teaching | Commerce teaching | Commerce teacher | Business studies teaching | Economics teaching | Economics teacher
History teaching | Geography teaching | Civics | Political science teaching
Music teaching | Music teacher | Vocal training | Instrument teaching | Guitar lessons | Piano lessons | Keyboard lessons
Dance teaching | Dance teacher | Dance instructor | Choreography teaching
Physical education | PE teacher | Physical education teacher | PET! | Sports teacher | Games teacher | B.P.Ed | M.P.Ed | BPEd

Tutoring | Private tuition | Tuition | Home tuition | Home tutor | Tutor | Online tutoring | Coaching classes | Academic coaching

IELTS | IELTS training
TOEFL | TOEFL training
GRE | GRE training
GMAT | GMAT training
SAT training | SAT prep
Spoken English | Spoken English training | Communication skills trainer | English language training | Phonetics | Grammar teaching
Language teaching | French teaching | German teaching | Spanish teaching | Japanese teaching | Sanskrit teaching | Regional language teaching

Academic research | Research publications | Journal publications | Research papers | Paper publication | Conference papers | Thesis | Dissertation | PhD research | Research methodology | Scopus | Peer review
Academic administration | Academic coordinator | Academic head | Head of department | HOD
Accreditation in education | NAAC | NBA accreditation | Accreditation documentation | IQAC | AICTE | UGC
Examination management | Exam conduction | Examination cell | Question paper setting | Paper setting | Evaluation of answer sheets | Answer sheet evaluation | Invigilation
Admissions management | Admission process | Student admissions | Admission officer | Student recruitment
Student affairs | Student welfare | Student support services | Student mentoring | Mentoring students | Class teacher | Homeroom
Parent communication | Parent teacher meetings | PTM | Parent engagement | Parent counselling
Activity based learning | Experiential learning | Project based learning | Inquiry based learning | Play way method | Flipped classroom | Blended learning
Online teaching | Virtual classroom | Online classes | Google Classroom | Zoom teaching | Microsoft Teams teaching | Virtual teaching | Remote teaching
Educational content development | Content development education | Courseware | Course design | Course development | Syllabus design | Curriculum design | Question bank creation | Worksheets
Academic counselling | Career counselling | Career guidance | Career counsellor | Education counsellor | Study abroad counselling | Overseas education | Career counseling
Child development | Child psychology | Early years | Early learning | Developmental milestones
Educational leadership | School leadership | School management | School operations | Vice principal | Headmaster | Headmistress
STEM education | Robotics teaching | Coding for kids | STEM teaching | Tinkering lab | Atal Tinkering Lab
Vocational training | Skill development | Skills training | Vocational education | ITI instructor | Skill India | NSDC
Adult education | Literacy programs | Adult literacy | Non-formal education
Corporate training delivery | Classroom training | Instructor led training | ILT | Virtual instructor led training | VILT | Facilitation | Workshop facilitation | Train the trainer | TTT

# fitness | Fitness, sport and wellbeing
Zumba | Zumba instructor | Zumba fitness | Dance fitness
Aerobics instruction | Step aerobics instructor | Aerobics instructor
Kickboxing | Kick boxing
Boxing coach | Boxer
Martial arts | Martial arts instructor
Karate | Karate instructor
Taekwondo
Judo
Kung fu
Mixed martial arts | MMA
Self-defense training | Self defense | Self defence | Krav maga
Kalaripayattu
Swimming | Swimming coach | Swimming instructor | Aquatics
Lifeguarding | Lifeguard | Water safety
Athletics | Track and field | Athletics coach
Running coaching | Running coach | Marathon training | Marathon
Triathlon
Cycling sport
Football | Soccer | Football coach | Football coaching
Basketball | Basketball coach
Volleyball
Badminton
Tennis | Lawn tennis
Table tennis
Squash
Hockey | Field hockey
Kabaddi
Kho kho
Chess | Chess coach
Golf
Archery
Shooting sport | Rifle shooting | Pistol shooting
Wrestling
Gymnastics
Skating | Roller skating | Ice skating
Cricket coaching | Cricket coach | Batting coach | Bowling coach | BCCI coaching
Sports management | Sports administration | Sports events | Tournament management | Sports marketing | Athlete management
Sports science | Exercise science | Exercise physiology | Biomechanics | Kinesiology | Sports psychology | Sports medicine
Sports nutrition coaching | Sports dietitian | Supplement guidance | Body recomposition
Rehabilitation training | Post-injury training | Corrective exercise | Posture correction | Mobility training | Flexibility training | Stretching
Functional fitness | Functional movement | FMS! | Kettlebell training | Kettlebells | TRX | Suspension training | Calisthenics | Bodyweight training

Body composition analysis | BMI assessment | Body fat analysis | InBody | Anthropometric measurements
Weight management coaching | Fat loss | Fat loss programs | Obesity management | Lifestyle coaching | Lifestyle modification | Habit coaching
Pre and postnatal fitness | Prenatal fitness | Postnatal fitness | Pregnancy fitness
Senior fitness | Older adults fitness | Geriatric fitness
Group exercise instruction | Group classes | Group personal training

Meditation teaching | Meditation instructor | Mindfulness coaching | Breathwork
Massage therapy | Massage | Massage therapist | Sports massage | Deep tissue massage | Swedish massage | Aromatherapy | Reflexology | Thai massage | Ayurvedic massage | Abhyanga

Fitness apps and trackers | Wearables | Fitness tracking | Heart rate monitoring | Fitness technology

# arts | Arts, media and performance
Oil painting | Oil paints | Oil on canvas
Watercolour painting | Watercolor | Watercolour | Water colour | Water color
Acrylic painting | Acrylics | Acrylic colours | Acrylic on canvas

Mural painting | Murals | Wall art | Wall murals | Graffiti | Street art
Digital painting | Digital art | Digital illustration | Procreate | Krita | Concept art | Character design | Matte painting
Madhubani painting | Madhubani
Warli painting | Warli art | Warli
Tanjore painting
Kalamkari
Pattachitra
Rangoli
Folk art | Indian folk art | Traditional Indian art
Pottery | Ceramics | Clay modelling | Clay modeling | Wheel throwing | Terracotta
Textile art | Fabric painting | Block printing | Batik | Tie and dye | Weaving art
Jewellery design | Jewelry design | Jewellery making | Jewelry making
Gemology
Exhibitions and galleries | Art exhibitions | Gallery management | Curating | Curation | Curator | Art curation | Museum studies | Museology
Art restoration | Conservation of art | Art conservation | Painting restoration
Classical music | Hindustani classical | Carnatic music | Western classical music
Singing | Singer | Vocal music | Playback singing
Guitar | Acoustic guitar | Electric guitar | Bass guitar
Piano | Pianist
Keyboard instrument | Keyboard player | Synthesizer
Violin | Violinist
Tabla
Sitar
Flute | Flautist
Drums | Drummer | Percussion
Harmonium
Veena
Mridangam
Music production | Music producer | Music arrangement | Beat making
Music composition | Composer | Songwriting | Lyrics writing | Lyricist
Ableton Live | Ableton
FL Studio | Fruity Loops
Logic Pro | Logic Pro X
Pro Tools | Avid Pro Tools
Cubase | Steinberg Cubase
Audacity
GarageBand
Reaper DAW
Sound design | Sound designer | Foley | Sound editing
Classical dance | Indian classical dance
Bharatanatyam | Bharatnatyam
Kathak
Odissi
Kuchipudi
Mohiniyattam
Manipuri dance
Kathakali
Western dance
Contemporary dance
Hip hop dance | Hip-hop
Salsa
Ballet
Jazz dance
Freestyle dance
Bollywood dance
Choreography | Choreographer | Dance choreography | Stage choreography
Stage and screen acting | Actor | Theatre acting | Stage acting | Screen acting | Method acting | Improvisation | Improv | Voice acting | Voice over | Voiceover | Dubbing
Theatre production | Stage management | Stage manager | Theatre direction | Play direction | Drama | Drama teacher | Street plays | Nukkad natak
Film making | Filmmaking | Film direction | Assistant director | Short films | Documentary filmmaking | Documentary
Cinematography | Camera operation | Camera operator | Lighting for film | Gaffer | Shot composition | Director of photography | DOP
Film editing | Film editor | Post-production | Post production | Color grading | Colour grading | Color correction
Visual effects | VFX | Nuke | Rotoscoping
Portrait photography
Wedding photography | Candid photography
Product photography | E-commerce photography
Fashion photography
Food photography
Wildlife photography | Nature photography
Event photography
Commercial photography
Photojournalism
Street photography
Camera equipment | DSLR | Mirrorless cameras | Studio lighting | Photo studio | Lighting setup
Art direction advertising | Creative direction | Creative director | Creative head | Creative strategy | Concept development | Ideation
Fashion styling | Stylist | Wardrobe styling | Costume design | Costume designer | Fashion illustration | Trend forecasting | Fashion trends
Garment construction | Draping | Pattern making fashion | Fashion CAD | Gerber | Lectra
Textile design | Surface design
Interior styling | Home decor | Decor | Set decoration | Props | Prop styling
Paper craft
Origami
Quilling
Decoupage
Candle making
Resin art
Macrame

Animation techniques | Stop motion | Character animation | 3D animation | Rigging animation | Storyboard | Storyboard artist | Toon Boom | Toon Boom Harmony
Game art | Game artist
Game design | Game designer | Level design | Unity game design
Comics and illustration | Comic art | Children's book illustration | Editorial illustration | Caricature | Cartooning | Cartoonist | Comics | Manga
Art critique | Aesthetics | Visual arts | Fine arts degree | BFA | Applied arts | Commercial art

# media | Media, journalism and writing

News editing | News editor | Desk editing | Copy desk | Chief sub-editor | Managing editor | Editorial | Editorial management | Editorial planning
Broadcast journalism | Television journalism | TV journalism | News anchoring | News anchor | Presenter | TV presenter | Show host
Event anchoring | Emcee | Compere | Anchoring events
Radio broadcasting | Radio production | Radio presenter | RJ | Podcast | Podcasting | Podcast production | Audio production
Digital journalism | Online journalism | Digital media | Digital content | Web journalism | Mobile journalism | MoJo
Feature writing | Long-form writing | Magazine writing | Column writing | Op-eds | Opinion writing journalism
Interviews journalism | Interviewing sources | Source development | Fact checking | Fact-checking | Verification journalism
Photo editing journalism | Photo desk | Picture editing
Video journalism | Video reporting | News production | News producer
Television production | TV production | Programme production | Line producer | Executive producer
Media production | Media planning production | Production management media | Production coordination | Shoot coordination | Production assistant
Content moderation | Content review | Trust and safety | Community guidelines | Content policy
UX writing | Microcopy | Content design | Content designer | UX copywriting
SEO writing | SEO content writing | SEO copywriting | Web content writing | Website content | Article writing | Blog posts
Academic writing | Research writing | Grant proposals | White papers | Whitepapers | Case studies writing
Speech writing | Speechwriting | Speech writer
Social media content creation | Content creator | YouTuber | Influencer | Vlogging | Instagram content | Short-form video | Reels
Newsletter writing | Email newsletters | Substack
Publishing operations | Book publishing | Editorial production | Manuscript editing | Manuscript evaluation | Literary agent | Acquisitions editor | Print production
Desktop publishing | DTP | DTP operator | QuarkXPress | PageMaker | Adobe PageMaker | Layout artist
Translation and localization tools | SDL Trados | Trados | MemoQ | CAT tools | Smartcat
Media monitoring | Media analysis | Press clippings | Media tracking | Social listening | Brandwatch | Meltwater
Communications strategy | Strategic communication | Communication strategy | Key messages | Narrative development
Mass communication | Mass media | Media studies | Journalism and mass communication | BJMC | MJMC
`;
