/**
 * Vocabulary of `npm run seed:large`: role families, sectors, names, places and sentence templates.
 * Skills are not listed here: each family names areas of the engine's taxonomy (worker/ats), and
 * jobs and resumes take their skills from those areas, so the engine recognises them as it would
 * in real text. Invented for the load data set, like the demo world in ./content.ts.
 */

/** A kind of job: taxonomy areas its skills come from (the first is the main one), titles, degrees. */
export interface Family {
  id: string;
  areas: string[];
  titles: string[];
  degrees: string[];
  /** Yearly salary in INR of a mid-level hire, before seniority. */
  salary: number;
}

const TECH_DEGREES = ['B.Tech in Computer Science', 'B.E. in Information Technology', 'MCA', 'B.Sc. in Computer Science', 'M.Tech in Software Engineering'];
const BIZ_DEGREES = ['B.Com', 'BBA', 'MBA', 'M.Com', 'B.A. in Economics'];
const ENG_DEGREES = ['B.E. in Mechanical Engineering', 'B.Tech in Electrical Engineering', 'Diploma in Engineering', 'B.Tech in Electronics and Communication', 'B.E. in Civil Engineering'];

export const FAMILIES: Family[] = [
  { id: 'frontend', areas: ['frontend', 'languages', 'design'], titles: ['Frontend Engineer', 'UI Developer', 'React Developer', 'Web Developer'], degrees: TECH_DEGREES, salary: 1_600_000 },
  { id: 'backend', areas: ['backend', 'databases', 'cloud'], titles: ['Backend Engineer', 'API Developer', 'Node.js Developer', 'Software Engineer'], degrees: TECH_DEGREES, salary: 1_800_000 },
  { id: 'java', areas: ['java', 'databases', 'devops'], titles: ['Java Developer', 'Java Backend Engineer', 'Software Engineer (Java)'], degrees: TECH_DEGREES, salary: 1_700_000 },
  { id: 'dotnet', areas: ['dotnet', 'databases', 'cloud'], titles: ['.NET Developer', 'C# Developer', 'Full Stack .NET Engineer'], degrees: TECH_DEGREES, salary: 1_500_000 },
  { id: 'python', areas: ['python', 'backend', 'databases'], titles: ['Python Developer', 'Python Engineer', 'Software Engineer (Python)'], degrees: TECH_DEGREES, salary: 1_700_000 },
  { id: 'mobile', areas: ['mobile', 'languages'], titles: ['Android Developer', 'iOS Developer', 'Mobile App Developer', 'Flutter Developer'], degrees: TECH_DEGREES, salary: 1_600_000 },
  { id: 'qa', areas: ['testing', 'automation'], titles: ['QA Engineer', 'Test Engineer', 'SDET', 'QA Analyst'], degrees: TECH_DEGREES, salary: 1_100_000 },
  { id: 'devops', areas: ['devops', 'cloud', 'sysadmin'], titles: ['DevOps Engineer', 'Site Reliability Engineer', 'Cloud Engineer', 'Platform Engineer'], degrees: TECH_DEGREES, salary: 2_000_000 },
  { id: 'data', areas: ['datascience', 'python', 'databases'], titles: ['Data Scientist', 'Machine Learning Engineer', 'Data Analyst'], degrees: [...TECH_DEGREES, 'M.Sc. in Statistics'], salary: 1_900_000 },
  { id: 'bi', areas: ['etlbi', 'databases'], titles: ['BI Developer', 'ETL Developer', 'Data Engineer'], degrees: TECH_DEGREES, salary: 1_500_000 },
  { id: 'bigdata', areas: ['bigdata', 'cloud', 'python'], titles: ['Big Data Engineer', 'Data Platform Engineer'], degrees: TECH_DEGREES, salary: 2_100_000 },
  { id: 'security', areas: ['security', 'networking'], titles: ['Security Analyst', 'SOC Analyst', 'Cybersecurity Engineer'], degrees: TECH_DEGREES, salary: 1_700_000 },
  { id: 'network', areas: ['networking', 'sysadmin'], titles: ['Network Engineer', 'System Administrator', 'IT Support Engineer'], degrees: TECH_DEGREES, salary: 900_000 },
  { id: 'sap', areas: ['sap', 'finance'], titles: ['SAP Consultant', 'SAP FICO Consultant', 'SAP MM Consultant'], degrees: [...TECH_DEGREES, 'MBA'], salary: 1_800_000 },
  { id: 'design', areas: ['design', 'frontend'], titles: ['Product Designer', 'UX Designer', 'UI Designer'], degrees: ['B.Des', 'M.Des', 'B.F.A.'], salary: 1_500_000 },
  { id: 'finance', areas: ['finance'], titles: ['Accountant', 'Accounts Executive', 'Financial Analyst', 'Finance Manager'], degrees: [...BIZ_DEGREES, 'CA Intermediate'], salary: 900_000 },
  { id: 'banking', areas: ['banking', 'sales'], titles: ['Relationship Manager', 'Credit Analyst', 'Branch Operations Executive'], degrees: BIZ_DEGREES, salary: 800_000 },
  { id: 'insurance', areas: ['insurance', 'sales'], titles: ['Underwriter', 'Claims Executive', 'Insurance Advisor'], degrees: BIZ_DEGREES, salary: 700_000 },
  { id: 'sales', areas: ['sales', 'soft'], titles: ['Sales Executive', 'Business Development Manager', 'Account Manager', 'Inside Sales Representative'], degrees: BIZ_DEGREES, salary: 800_000 },
  { id: 'marketing', areas: ['marketing'], titles: ['Digital Marketing Executive', 'Marketing Manager', 'SEO Specialist', 'Content Marketer'], degrees: [...BIZ_DEGREES, 'B.A. in Mass Communication'], salary: 900_000 },
  { id: 'operations', areas: ['operations', 'logistics'], titles: ['Operations Manager', 'Supply Chain Analyst', 'Warehouse Supervisor', 'Procurement Executive'], degrees: BIZ_DEGREES, salary: 900_000 },
  { id: 'logistics', areas: ['logistics', 'operations'], titles: ['Logistics Executive', 'Freight Forwarding Executive', 'Shipping Coordinator'], degrees: BIZ_DEGREES, salary: 600_000 },
  { id: 'pm', areas: ['pm', 'methods', 'ba'], titles: ['Project Manager', 'Program Manager', 'Scrum Master'], degrees: [...TECH_DEGREES, 'MBA'], salary: 2_200_000 },
  { id: 'ba', areas: ['ba', 'pm'], titles: ['Business Analyst', 'Product Analyst'], degrees: [...BIZ_DEGREES, ...TECH_DEGREES], salary: 1_300_000 },
  { id: 'mechanical', areas: ['mechanical', 'quality'], titles: ['Mechanical Engineer', 'Design Engineer', 'Maintenance Engineer', 'Production Engineer'], degrees: ENG_DEGREES, salary: 800_000 },
  { id: 'electrical', areas: ['electrical'], titles: ['Electrical Engineer', 'Electrical Maintenance Engineer', 'Electrical Design Engineer'], degrees: ENG_DEGREES, salary: 750_000 },
  { id: 'electronics', areas: ['electronics', 'languages'], titles: ['Embedded Software Engineer', 'Firmware Engineer', 'Electronics Engineer'], degrees: ENG_DEGREES, salary: 1_200_000 },
  { id: 'civil', areas: ['civil', 'architecture'], titles: ['Civil Engineer', 'Site Engineer', 'Structural Engineer', 'Quantity Surveyor'], degrees: ENG_DEGREES, salary: 700_000 },
  { id: 'quality', areas: ['quality', 'mechanical'], titles: ['Quality Engineer', 'Quality Inspector', 'QA/QC Engineer'], degrees: ENG_DEGREES, salary: 650_000 },
  { id: 'hr', areas: ['hr', 'soft'], titles: ['HR Executive', 'Talent Acquisition Specialist', 'HR Business Partner', 'HR Generalist'], degrees: ['MBA in Human Resources', 'BBA', 'B.A. in Psychology'], salary: 800_000 },
  { id: 'law', areas: ['law'], titles: ['Legal Associate', 'Corporate Lawyer', 'Legal Counsel', 'Paralegal'], degrees: ['LL.B.', 'B.A. LL.B.', 'LL.M.'], salary: 1_200_000 },
  { id: 'teaching', areas: ['teaching'], titles: ['Teacher', 'Mathematics Teacher', 'Academic Coordinator', 'Lecturer'], degrees: ['B.Ed.', 'M.A. in English', 'M.Sc. in Mathematics'], salary: 500_000 },
  { id: 'health', areas: ['health'], titles: ['Staff Nurse', 'Medical Coder', 'Hospital Administrator', 'Lab Technician'], degrees: ['B.Sc. in Nursing', 'GNM', 'B.Sc. in Medical Lab Technology'], salary: 450_000 },
  { id: 'pharma', areas: ['pharma', 'quality'], titles: ['Quality Control Chemist', 'Production Chemist', 'Regulatory Affairs Executive'], degrees: ['B.Pharm', 'M.Pharm', 'M.Sc. in Chemistry'], salary: 600_000 },
  { id: 'hospitality', areas: ['hospitality', 'customerservice'], titles: ['Front Office Executive', 'Restaurant Manager', 'Guest Relations Executive'], degrees: ['B.Sc. in Hospitality', 'Diploma in Hotel Management', 'BBA'], salary: 400_000 },
  { id: 'support', areas: ['customerservice', 'soft'], titles: ['Customer Support Executive', 'Technical Support Engineer', 'Customer Support Team Leader'], degrees: ['B.A.', 'B.Com', 'B.Sc.'], salary: 380_000 },
  { id: 'admin', areas: ['admin', 'soft'], titles: ['Office Administrator', 'Executive Assistant', 'Admin Executive'], degrees: ['B.A.', 'B.Com', 'BBA'], salary: 400_000 },
  { id: 'retail', areas: ['retail', 'sales'], titles: ['Store Manager', 'Retail Sales Associate', 'E-commerce Executive'], degrees: ['B.Com', 'BBA', 'B.A.'], salary: 420_000 },
  { id: 'media', areas: ['media', 'marketing'], titles: ['Content Writer', 'Sub Editor', 'Journalist'], degrees: ['B.A. in Journalism', 'B.A. in English', 'M.A. in Mass Communication'], salary: 550_000 },
];

/** An industry: the families it hires (earlier ones more often) and words its names end with. */
export interface Sector {
  industry: string;
  families: string[];
  suffixes: string[];
}

export const SECTORS: Sector[] = [
  { industry: 'Software', families: ['backend', 'frontend', 'python', 'mobile', 'qa', 'devops', 'data', 'design', 'security', 'pm', 'sales', 'hr', 'support'], suffixes: ['Labs', 'Technologies', 'Software', 'Systems', 'Cloud'] },
  { industry: 'Financial technology', families: ['backend', 'java', 'data', 'qa', 'devops', 'security', 'finance', 'banking', 'ba', 'support'], suffixes: ['Pay', 'Finance', 'Money', 'Fintech'] },
  { industry: 'Banking and insurance', families: ['banking', 'insurance', 'finance', 'sales', 'support', 'bi', 'ba', 'law'], suffixes: ['Bank', 'Insurance', 'Financial Services', 'Capital'] },
  { industry: 'IT services and consulting', families: ['java', 'dotnet', 'sap', 'qa', 'network', 'bi', 'bigdata', 'pm', 'ba', 'devops', 'python'], suffixes: ['Consulting', 'Infotech', 'Solutions', 'IT Services'] },
  { industry: 'Logistics', families: ['operations', 'logistics', 'admin', 'support', 'finance', 'hr'], suffixes: ['Logistics', 'Freight', 'Express', 'Movers'] },
  { industry: 'Manufacturing', families: ['mechanical', 'electrical', 'quality', 'operations', 'sap', 'hr', 'finance'], suffixes: ['Industries', 'Manufacturing', 'Engineering', 'Motors'] },
  { industry: 'Electronics and telecom', families: ['electronics', 'electrical', 'network', 'qa', 'sales'], suffixes: ['Electronics', 'Telecom', 'Devices'] },
  { industry: 'Construction and real estate', families: ['civil', 'electrical', 'operations', 'sales', 'finance'], suffixes: ['Builders', 'Infra', 'Constructions', 'Realty'] },
  { industry: 'Healthcare', families: ['health', 'pharma', 'admin', 'support', 'hr'], suffixes: ['Health', 'Hospitals', 'Care', 'Diagnostics'] },
  { industry: 'Pharmaceuticals', families: ['pharma', 'quality', 'operations', 'sales'], suffixes: ['Pharma', 'Life Sciences', 'Biotech'] },
  { industry: 'Retail and e-commerce', families: ['retail', 'marketing', 'operations', 'logistics', 'support', 'backend', 'data'], suffixes: ['Retail', 'Mart', 'Stores', 'Commerce'] },
  { industry: 'Hospitality and travel', families: ['hospitality', 'support', 'marketing', 'finance'], suffixes: ['Hotels', 'Resorts', 'Travels', 'Hospitality'] },
  { industry: 'Education', families: ['teaching', 'admin', 'marketing', 'sales'], suffixes: ['Academy', 'Learning', 'Education', 'Schools'] },
  { industry: 'Media and marketing', families: ['media', 'marketing', 'design', 'sales'], suffixes: ['Media', 'Studios', 'Digital', 'Communications'] },
  { industry: 'Legal services', families: ['law', 'admin'], suffixes: ['Legal', 'Associates', 'Law Partners'] },
];

export const NAME_WORDS = [
  'Amber', 'Arcadia', 'Azure', 'Banyan', 'Beacon', 'Birch', 'Bluefin', 'Cedar', 'Cinder', 'Cobalt', 'Coral', 'Crescent',
  'Cypress', 'Deccan', 'Delta', 'Ember', 'Everest', 'Fern', 'Firefly', 'Garnet', 'Granite', 'Harbor', 'Hawthorn', 'Helix',
  'Horizon', 'Indigo', 'Iris', 'Jade', 'Juniper', 'Kaveri', 'Lark', 'Lotus', 'Lumen', 'Magnolia', 'Maple', 'Meridian',
  'Monsoon', 'Neem', 'Nimbus', 'Northstar', 'Oakridge', 'Onyx', 'Orchid', 'Pebble', 'Peregrine', 'Pinewood', 'Quartz', 'Quill',
  'Raven', 'Ridgeline', 'Saffron', 'Sage', 'Sapphire', 'Sequoia', 'Sierra', 'Silverline', 'Sparrow', 'Summit', 'Tamarind', 'Teak',
  'Tern', 'Topaz', 'Trident', 'Tulsi', 'Umber', 'Vega', 'Vermilion', 'Willow', 'Zephyr', 'Zenith', 'Anchor', 'Aster',
];

export const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Aditya', 'Akash', 'Ananya', 'Anjali', 'Arjun', 'Aryan', 'Bhavna', 'Chetan', 'Deepa', 'Devika',
  'Dhruv', 'Divya', 'Farhan', 'Gaurav', 'Harini', 'Ishaan', 'Isha', 'Jaya', 'Karan', 'Kavya', 'Lakshmi', 'Manish',
  'Meghna', 'Mohit', 'Naveen', 'Neha', 'Nikhil', 'Nisha', 'Pooja', 'Pranav', 'Priya', 'Rahul', 'Rajesh', 'Ritu',
  'Rohit', 'Sakshi', 'Sameer', 'Sanjana', 'Shreya', 'Siddharth', 'Sneha', 'Suresh', 'Tanvi', 'Tarun', 'Uma', 'Varun',
  'Vidya', 'Vivek', 'Yash', 'Zoya', 'Imran', 'Sara', 'Joseph', 'Maria', 'Daniel', 'Fatima', 'Kiran', 'Leela',
];

export const LAST_NAMES = [
  'Agarwal', 'Bhat', 'Banerjee', 'Chopra', 'Das', 'Desai', 'Fernandes', 'Gill', 'Gupta', 'Iyer', 'Jain', 'Joshi',
  'Kapoor', 'Khan', 'Kulkarni', 'Kumar', 'Malhotra', 'Menon', 'Mishra', 'Mukherjee', 'Nair', 'Naidu', 'Pandey', 'Patel',
  'Pillai', 'Rao', 'Reddy', 'Saxena', 'Sharma', 'Shetty', 'Singh', 'Sinha', 'Srinivasan', 'Thomas', 'Varghese', 'Verma',
  'Yadav', 'Zaidi', 'Chauhan', 'Dutta', 'Ghosh', 'Hegde', 'Krishnan', 'Mathew', 'Bose', 'Sethi', 'Tiwari', 'DSouza',
];

/** Where jobs and people are; the weight is roughly each city's share of listings. */
export const CITIES: Array<{ city: string; country: string; currency: 'INR' | 'SGD' | 'AED' | 'GBP'; weight: number }> = [
  { city: 'Bengaluru', country: 'India', currency: 'INR', weight: 18 },
  { city: 'Mumbai', country: 'India', currency: 'INR', weight: 12 },
  { city: 'Delhi', country: 'India', currency: 'INR', weight: 8 },
  { city: 'Gurugram', country: 'India', currency: 'INR', weight: 8 },
  { city: 'Noida', country: 'India', currency: 'INR', weight: 5 },
  { city: 'Hyderabad', country: 'India', currency: 'INR', weight: 11 },
  { city: 'Chennai', country: 'India', currency: 'INR', weight: 8 },
  { city: 'Pune', country: 'India', currency: 'INR', weight: 9 },
  { city: 'Kolkata', country: 'India', currency: 'INR', weight: 4 },
  { city: 'Ahmedabad', country: 'India', currency: 'INR', weight: 3 },
  { city: 'Jaipur', country: 'India', currency: 'INR', weight: 2 },
  { city: 'Kochi', country: 'India', currency: 'INR', weight: 2 },
  { city: 'Chandigarh', country: 'India', currency: 'INR', weight: 2 },
  { city: 'Indore', country: 'India', currency: 'INR', weight: 1 },
  { city: 'Coimbatore', country: 'India', currency: 'INR', weight: 1 },
  { city: 'Lucknow', country: 'India', currency: 'INR', weight: 1 },
  { city: 'Bhubaneswar', country: 'India', currency: 'INR', weight: 1 },
  { city: 'Thiruvananthapuram', country: 'India', currency: 'INR', weight: 1 },
  { city: 'Singapore', country: 'Singapore', currency: 'SGD', weight: 1 },
  { city: 'Dubai', country: 'United Arab Emirates', currency: 'AED', weight: 1 },
  { city: 'London', country: 'United Kingdom', currency: 'GBP', weight: 0.5 },
];

/** Local salary per INR, roughly, so listings abroad show sensible figures. */
export const INR_RATE = { INR: 1, SGD: 1 / 62, AED: 1 / 23, GBP: 1 / 105 } as const;

export const UNIVERSITIES = [
  'University of Delhi', 'University of Mumbai', 'Anna University', 'Savitribai Phule Pune University', 'Osmania University',
  'Visvesvaraya Technological University', 'Jadavpur University', 'Amity University', 'Christ University', 'Manipal Academy of Higher Education',
  'Vellore Institute of Technology', 'Gujarat University', 'University of Calcutta', 'Banaras Hindu University', 'Aligarh Muslim University',
];

export const INTROS = [
  '{company} is hiring a {title} in {place}. You will join a team of {n} people working on {area}.',
  'At {company} ({industry}), our {area} team is growing. We are looking for a {title} to help us serve more customers in {place}.',
  'Join {company} as a {title}. We are a {industry} business with {size} people, and this role sits in our {area} team in {place}.',
  '{company} needs a {title} who enjoys ownership. You will work closely with {n} colleagues across {area} and operations.',
];

export const DUTIES = [
  'Own day-to-day work in {a} and keep it reliable',
  'Plan and deliver projects that use {a} and {b}',
  'Improve how the team works with {a}, with measurable results',
  'Review the work of colleagues and share what you know about {a}',
  'Work with stakeholders to turn requirements into {a} deliverables',
  'Keep documentation, checklists and reports up to date',
  'Track quality and fix problems at the root, not just the symptom',
  'Mentor junior team members and help hire new ones',
];

export const BULLETS = [
  'Worked daily with {a} and {b} on projects for {n} internal teams.',
  'Led the move to {a}, cutting turnaround time by {p}%.',
  'Trained {n} colleagues in {a} and wrote the team guide.',
  'Owned {a} for a team of {n}; introduced {b}.',
  'Improved {a} processes, saving about {n} hours a month.',
  'Built reports and checklists for {a} and {b}.',
  'Handled {a} end to end, from planning to review, for {n} clients.',
  'Recognised for the quality of {a} work two years running.',
];

export const REJECTION_REASONS = [
  'Not the right fit for this role.',
  'Looking for more hands-on experience with the required skills.',
  'We went ahead with candidates closer to the location.',
  'The role needs more years of experience.',
  'Position filled.',
];

export const WITHDRAW_NOTES = ['I have accepted another offer.', 'The location does not work for me.', 'Changed my plans.'];

export const COVER_LETTERS = [
  'I have {years} years of experience with {a} and would love to bring it to {company}.',
  'Your {title} role matches what I do every day: {a} and {b}. I am available to start within a month.',
  'I have followed {company} for a while and would be glad to talk about this role.',
];
