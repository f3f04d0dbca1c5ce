/**
 * The demo world `npm start` seeds: two companies, their recruiters, candidates with resumes, and
 * jobs. Written for the demo (not taken from the resume data set in ../shared/data, which is for
 * evaluating the engine only). Every id is fixed so seeding twice changes nothing.
 */
import type { JobInput } from '../../src/contract';

export const DEMO_PASSWORD = 'Hireloop!2026';

export const ADMIN = { id: 'demo-admin', email: 'admin@hireloop.test', fullName: 'Asha Menon' };

export const COMPANIES = [
  {
    id: 'demo-company-kestrel',
    name: 'Kestrel Pay',
    website: 'https://kestrelpay.example',
    about:
      'Kestrel Pay builds payment infrastructure for small businesses across India: UPI collections, invoicing and instant settlements for 40,000 merchants.',
    size: '201-1000',
    industry: 'Financial technology',
    location: 'Gurugram, India',
    country: 'IN',
  },
  {
    id: 'demo-company-brightpath',
    name: 'Brightpath Logistics',
    website: 'https://brightpath.example',
    about:
      'Brightpath runs same-day freight and warehousing for retailers in twelve Indian cities, with 3,000 people on the road and in our hubs.',
    size: '1001-5000',
    industry: 'Logistics',
    location: 'Bengaluru, India',
    country: 'IN',
  },
] as const;

export const RECRUITERS = [
  {
    id: 'demo-recruiter-riya',
    email: 'riya@kestrelpay.example',
    fullName: 'Riya Kapoor',
    companyId: 'demo-company-kestrel',
    phone: '+91 98100 22110',
    location: 'Gurugram, India',
    bio: 'Talent partner for engineering and data at Kestrel Pay.',
  },
  {
    id: 'demo-recruiter-arjun',
    email: 'arjun@brightpath.example',
    fullName: 'Arjun Rao',
    companyId: 'demo-company-brightpath',
    phone: '+91 98450 33442',
    location: 'Bengaluru, India',
    bio: 'Hiring lead for operations, HR and finance at Brightpath.',
  },
] as const;

export interface DemoCandidate {
  id: string;
  email: string;
  fullName: string;
  location: string;
  skills: string[];
  resume: string;
}

export const CANDIDATES: DemoCandidate[] = [
  {
    id: 'demo-candidate-meera',
    email: 'meera@example.com',
    fullName: 'Meera Iyer',
    location: 'Gurugram, India',
    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'React'],
    resume: `Meera Iyer
Senior Software Engineer

SUMMARY
Backend engineer with 6 years of experience building payment APIs and internal platforms.

EXPERIENCE
Senior Software Engineer, Ledgerline Technologies — Jan 2021 to Present
- Designed REST APIs in TypeScript and Node.js handling 2,000 requests per second.
- Owned PostgreSQL schemas, query tuning and zero-downtime migrations.
- Introduced Docker and Kubernetes based deployments with GitHub Actions CI/CD.
Software Engineer, Quillsoft — Jul 2018 to Dec 2020
- Built React dashboards and Express services; wrote unit tests with Jest.

EDUCATION
B.Tech in Computer Science, Delhi Technological University, 2018

SKILLS
TypeScript, JavaScript, Node.js, Express, PostgreSQL, Redis, Docker, Kubernetes, AWS, React, REST APIs, Git`,
  },
  {
    id: 'demo-candidate-kabir',
    email: 'kabir@example.com',
    fullName: 'Kabir Singh',
    location: 'Noida, India',
    skills: ['Python', 'SQL', 'Power BI'],
    resume: `Kabir Singh
Data Analyst

EXPERIENCE
Data Analyst, Crestview Retail — Mar 2020 to Present
- Built Power BI dashboards for sales and inventory used by 80 store managers.
- Wrote SQL and Python (pandas) pipelines; automated weekly reporting in Excel.
Junior Analyst, Northgate Insights — Jun 2018 to Feb 2020
- Cleaned survey data and ran regression analysis in Python and R.

EDUCATION
B.Sc. Statistics, University of Delhi, 2018

SKILLS
SQL, Python, pandas, Power BI, Tableau, MS Excel, statistics, data visualization`,
  },
  {
    id: 'demo-candidate-ananya',
    email: 'ananya@example.com',
    fullName: 'Ananya Das',
    location: 'Bengaluru, India',
    skills: ['Recruitment', 'Onboarding', 'HRIS'],
    resume: `Ananya Das
HR Generalist

EXPERIENCE
HR Executive, Fernleaf Hospitality — Aug 2019 to Present
- Ran end-to-end recruitment for 150 hires a year; onboarding and induction.
- Maintained the HRIS, payroll inputs and statutory compliance (PF, ESI).
- Handled employee relations and performance review cycles.

EDUCATION
MBA in Human Resources, Christ University, 2019

SKILLS
Recruitment, talent acquisition, onboarding, payroll, HRIS, employee relations, labour law compliance, MS Excel`,
  },
  {
    id: 'demo-candidate-rohan',
    email: 'rohan@example.com',
    fullName: 'Rohan Mehta',
    location: 'Mumbai, India',
    skills: ['Java', 'Spring Boot', 'Microservices', 'REST APIs', 'SQL', 'Git', 'Docker'],
    resume: `Rohan Mehta
Software Developer

EXPERIENCE
Software Developer, Arcbyte Systems — 2019 - 2024
- Java and Spring Boot microservices for an insurance claims platform.
- MySQL, Kafka and Docker; on-call rotation and incident reviews.
Intern, Pixelcraft — 2018 - 2019
- Android app features in Kotlin.

EDUCATION
B.E. Information Technology, University of Mumbai, 2019

SKILLS
Java, Spring Boot, Microservices, MySQL, Kafka, Docker, REST APIs, Git, JUnit`,
  },
  {
    id: 'demo-candidate-farah',
    email: 'farah@example.com',
    fullName: 'Farah Khan',
    location: 'Pune, India',
    skills: ['Supply chain', 'Warehouse operations', 'SAP'],
    resume: `Farah Khan
Operations Manager

EXPERIENCE
Warehouse Operations Manager, Swiftmove Freight — Apr 2017 to Present
- Ran a 120,000 sq ft fulfilment centre with 90 staff; cut dispatch errors by 35%.
- Inventory control in SAP and a WMS; vendor management and logistics planning.
- Lean and Six Sigma projects; safety compliance audits.

EDUCATION
B.Com, Savitribai Phule Pune University, 2014

SKILLS
Supply chain management, warehouse operations, inventory management, SAP, logistics, vendor management, Lean, Six Sigma, team leadership`,
  },
  {
    id: 'demo-candidate-vikram',
    email: 'vikram@example.com',
    fullName: 'Vikram Nair',
    location: 'Chennai, India',
    skills: ['Accounting', 'Tally', 'GST'],
    resume: `Vikram Nair
Accountant

EXPERIENCE
Accounts Executive, Harbourline Traders — Jul 2020 to Present
- Accounts payable and receivable, bank reconciliation and month-end close in Tally.
- GST returns, TDS filing and audit support.

EDUCATION
B.Com, Loyola College Chennai, 2020; CA Intermediate

SKILLS
Accounting, Tally, GST, TDS, financial reporting, reconciliation, MS Excel, budgeting`,
  },
];

type DemoJob = JobInput & { id: string; companyId: string; recruiterId: string; postedDaysAgo: number };

const job = (
  j: Omit<DemoJob, 'salaryCurrency' | 'salaryPeriod' | 'showSalary' | 'openings' | 'deadline'> & Partial<DemoJob>,
): DemoJob => ({
  salaryCurrency: 'INR',
  salaryPeriod: 'year',
  showSalary: true,
  openings: 1,
  deadline: null,
  ...j,
});

export const JOBS: DemoJob[] = [
  job({
    id: 'demo-job-backend',
    companyId: 'demo-company-kestrel',
    recruiterId: 'demo-recruiter-riya',
    title: 'Senior Backend Engineer, Payments',
    description: `Kestrel Pay moves money for 40,000 small businesses. As a senior backend engineer you will design and run the APIs behind collections and settlements.

What you will do
- Build reliable REST APIs in TypeScript on Node.js
- Own PostgreSQL schemas and performance
- Run services on Kubernetes with strong observability
- Mentor two engineers and review designs

What we look for
- 4+ years building production backend systems
- Experience with payments or other money-moving systems is a plus`,
    city: 'Gurugram',
    country: 'India',
    workplaceType: 'hybrid',
    employmentType: 'full-time',
    minYears: 4,
    salaryMin: 3_000_000,
    salaryMax: 4_500_000,
    requiredSkills: ['TypeScript', 'Node.js', 'PostgreSQL', 'REST APIs'],
    niceToHaveSkills: ['Kubernetes', 'Redis', 'AWS'],
    openings: 2,
    status: 'open',
    postedDaysAgo: 12,
  }),
  job({
    id: 'demo-job-data-analyst',
    companyId: 'demo-company-kestrel',
    recruiterId: 'demo-recruiter-riya',
    title: 'Data Analyst, Merchant Growth',
    description: `Help our merchant growth team understand which businesses thrive on Kestrel Pay and why. You will build dashboards, run analyses and present findings to leadership.

You will
- Write SQL against our warehouse and build Power BI dashboards
- Analyse cohorts, churn and activation with Python
- Partner with product managers on experiments`,
    city: 'Gurugram',
    country: 'India',
    workplaceType: 'onsite',
    employmentType: 'full-time',
    minYears: 2,
    salaryMin: 1_200_000,
    salaryMax: 1_800_000,
    requiredSkills: ['SQL', 'Python', 'Power BI'],
    niceToHaveSkills: ['Tableau', 'Statistics'],
    status: 'open',
    postedDaysAgo: 8,
  }),
  job({
    id: 'demo-job-frontend',
    companyId: 'demo-company-kestrel',
    recruiterId: 'demo-recruiter-riya',
    title: 'Frontend Engineer (React)',
    description: `Build the merchant dashboard that 40,000 businesses use every day: invoices, payouts and reports. You care about accessibility, performance and clear interfaces.

You will work in React and TypeScript with a design system, write tests, and ship weekly.`,
    city: '',
    country: 'India',
    workplaceType: 'remote',
    employmentType: 'full-time',
    minYears: 2,
    salaryMin: 1_800_000,
    salaryMax: 2_800_000,
    showSalary: false,
    requiredSkills: ['React', 'TypeScript', 'CSS'],
    niceToHaveSkills: ['Accessibility', 'Jest'],
    status: 'open',
    postedDaysAgo: 3,
  }),
  job({
    id: 'demo-job-platform-intern',
    companyId: 'demo-company-kestrel',
    recruiterId: 'demo-recruiter-riya',
    title: 'Platform Engineering Intern',
    description: `A six-month internship on our platform team. You will automate deployments, improve our CI pipelines and learn how a payments company runs production systems safely.`,
    city: 'Gurugram',
    country: 'India',
    workplaceType: 'onsite',
    employmentType: 'internship',
    minYears: 0,
    salaryMin: 40_000,
    salaryMax: 50_000,
    salaryPeriod: 'month',
    requiredSkills: ['Linux', 'Git'],
    niceToHaveSkills: ['Docker', 'Python'],
    status: 'draft',
    postedDaysAgo: 0,
  }),
  job({
    id: 'demo-job-ops-manager',
    companyId: 'demo-company-brightpath',
    recruiterId: 'demo-recruiter-arjun',
    title: 'Warehouse Operations Manager',
    description: `Lead our new 150,000 sq ft fulfilment hub in Pune. You will own safety, productivity and accuracy across inbound, storage and dispatch, and lead a team of 100.

You bring
- 5+ years running warehouse or fulfilment operations
- Hands-on SAP or WMS experience
- A record of lean improvements`,
    city: 'Pune',
    country: 'India',
    workplaceType: 'onsite',
    employmentType: 'full-time',
    minYears: 5,
    salaryMin: 1_500_000,
    salaryMax: 2_200_000,
    requiredSkills: ['Warehouse operations', 'Inventory management', 'SAP'],
    niceToHaveSkills: ['Lean', 'Six Sigma'],
    status: 'open',
    postedDaysAgo: 20,
  }),
  job({
    id: 'demo-job-hr',
    companyId: 'demo-company-brightpath',
    recruiterId: 'demo-recruiter-arjun',
    title: 'HR Business Partner',
    description: `Partner with our hub leaders in Bengaluru on hiring, onboarding, performance and employee relations for 600 people. You will run our HRIS and keep us compliant with labour law.`,
    city: 'Bengaluru',
    country: 'India',
    workplaceType: 'hybrid',
    employmentType: 'full-time',
    minYears: 3,
    salaryMin: 1_000_000,
    salaryMax: 1_400_000,
    requiredSkills: ['Recruitment', 'Employee relations', 'HRIS'],
    niceToHaveSkills: ['Payroll', 'Labour law compliance'],
    status: 'open',
    postedDaysAgo: 16,
  }),
  job({
    id: 'demo-job-accountant',
    companyId: 'demo-company-brightpath',
    recruiterId: 'demo-recruiter-arjun',
    title: 'Accounts Executive',
    description: `Keep our books accurate as we grow: payables, receivables, reconciliations and GST filings for twelve city entities, working closely with our auditors.`,
    city: 'Chennai',
    country: 'India',
    workplaceType: 'onsite',
    employmentType: 'full-time',
    minYears: 2,
    salaryMin: 500_000,
    salaryMax: 700_000,
    requiredSkills: ['Accounting', 'GST', 'Tally'],
    niceToHaveSkills: ['TDS', 'MS Excel'],
    status: 'open',
    postedDaysAgo: 5,
  }),
  job({
    id: 'demo-job-dispatch-lead',
    companyId: 'demo-company-brightpath',
    recruiterId: 'demo-recruiter-arjun',
    title: 'Dispatch Team Lead (Night Shift)',
    description: `Lead the night dispatch team at our Hyderabad hub: route planning, loading schedules and on-time departures for 60 trucks a night. This role has been filled.`,
    city: 'Hyderabad',
    country: 'India',
    workplaceType: 'onsite',
    employmentType: 'full-time',
    minYears: 2,
    salaryMin: 600_000,
    salaryMax: 800_000,
    requiredSkills: ['Logistics', 'Team leadership'],
    niceToHaveSkills: ['Route planning'],
    status: 'closed',
    postedDaysAgo: 45,
  }),
];

/** Applications in every status of the pipeline, with the path each took. */
export const APPLICATIONS: Array<{
  jobId: string;
  candidateId: string;
  path: string[];
  daysAgo: number;
  reason?: string;
  coverLetter?: string;
}> = [
  {
    jobId: 'demo-job-backend',
    candidateId: 'demo-candidate-meera',
    path: ['screening', 'interview'],
    daysAgo: 10,
    coverLetter: 'I have built payment APIs for four years and would love to do it at Kestrel scale.',
  },
  { jobId: 'demo-job-backend', candidateId: 'demo-candidate-rohan', path: [], daysAgo: 6 },
  {
    jobId: 'demo-job-backend',
    candidateId: 'demo-candidate-kabir',
    path: ['rejected'],
    daysAgo: 9,
    reason: 'Looking for deeper backend engineering experience for this role.',
  },
  {
    jobId: 'demo-job-data-analyst',
    candidateId: 'demo-candidate-kabir',
    path: ['screening', 'interview', 'offer'],
    daysAgo: 7,
  },
  { jobId: 'demo-job-frontend', candidateId: 'demo-candidate-meera', path: ['screening'], daysAgo: 2 },
  {
    jobId: 'demo-job-ops-manager',
    candidateId: 'demo-candidate-farah',
    path: ['screening', 'interview', 'offer', 'hired'],
    daysAgo: 18,
  },
  { jobId: 'demo-job-hr', candidateId: 'demo-candidate-ananya', path: ['screening'], daysAgo: 12 },
  { jobId: 'demo-job-hr', candidateId: 'demo-candidate-vikram', path: ['withdrawn'], daysAgo: 11 },
  { jobId: 'demo-job-accountant', candidateId: 'demo-candidate-vikram', path: [], daysAgo: 4 },
];
