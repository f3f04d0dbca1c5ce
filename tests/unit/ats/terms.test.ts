import { describe, expect, it } from 'vitest';

import { analyzeJob, analyzeResume, jobSkillTerms, matchesAlert, scoreMatch } from '../../../worker/ats/index';
import { broaderLinks, taxonomy } from '../../../worker/ats/taxonomy/taxonomy';

const frontend = analyzeJob({
  title: 'Frontend Engineer (React)',
  description:
    'You will write tests, design clear interfaces and build reporting screens. Own the checkout flow and ship features every week. ' +
    'Care about the details; drive adoption of TypeScript and be present at the service team stand-up.',
  requiredSkills: ['React', 'TypeScript'],
});
const skills = (job: ReturnType<typeof analyzeJob>) => jobSkillTerms(job).map((t) => t.skill);

describe('terms shown for a job', () => {
  it('never turns everyday words into skills of an unrelated area', () => {
    const shown = skills(frontend);
    for (const trap of ['Writ petitions', 'Clearing', 'Screening', 'Cashiering', 'Driving', 'Public speaking'])
      expect(shown).not.toContain(trap);
    expect(shown).toEqual(expect.arrayContaining(['React', 'TypeScript']));
  });

  it('sends no job alert for a skill the job only seems to name', () => {
    for (const keyword of ['Cashiering', 'Writ petitions', 'Clearing'])
      expect(matchesAlert({ keywords: keyword }, frontend), keyword).toBe(false);
    expect(matchesAlert({ keywords: 'react, typescript' }, frontend)).toBe(true);
  });

  it('keeps an everyday word as a skill where the context makes it sure', () => {
    // Its area: other banking skills of the same job.
    const bank = analyzeJob({
      title: 'Banking Operations Officer',
      description: 'Handle clearing of cheques, remittances and settlements; NEFT and RTGS payments.',
    });
    expect(skills(bank)).toContain('Clearing');
    // The skill's other words nearby.
    const law = analyzeJob({
      title: 'Junior Advocate',
      description: 'Draft and file writ petitions before the High Court.',
    });
    expect(skills(law)).toContain('Writ petitions');
    // A list of skills.
    const retail = analyzeJob({ title: 'Store Associate', description: 'Tools: POS, checkout, inventory counts' });
    expect(skills(retail)).toContain('Cashiering');
  });

  it('gives every shown term the phrase of the job it comes from', () => {
    const r = analyzeResume(
      `Summary\nFrontend developer: React, TypeScript, Jest and accessibility.\n${'Built React components and wrote tests for a checkout. '.repeat(5)}`,
    );
    const b = scoreMatch(r, frontend).breakdown!;
    const sources = b.relevance.termSources!;
    for (const term of [...b.relevance.matchedTerms, ...b.relevance.missingTerms]) {
      expect(sources[term], term).toBeTruthy();
      // The phrase is the job's own text, around the term.
      const words = sources[term]!.replace(/…/g, '')
        .replace(/^(Required skills|Nice to have): /, '')
        .split(' ');
      const jobText = `Frontend Engineer (React) ${'You will write tests, design clear interfaces and build reporting screens. Own the checkout flow and ship features every week. Care about the details; drive adoption of TypeScript and be present at the service team stand-up.'} React TypeScript`;
      for (const w of words) expect(jobText).toContain(w);
    }
  });

  it("keeps a skill of another profession, met once in the description, out of the job's terms", () => {
    const job = analyzeJob({
      title: 'Frontend Engineer (React)',
      description:
        'Build the merchant web app. Our users deal with cash handling in their stores. You will also plan the lesson planning features for teachers.',
      requiredSkills: ['React', 'TypeScript'],
    });
    expect(skills(job)).not.toContain('Cash handling');
    expect(skills(job)).not.toContain('Lesson planning');
    // Two skills of that profession in one job do make it part of the job.
    const both = analyzeJob({
      title: 'Frontend Engineer',
      description: 'Build screens for bank tellers who handle remittances and NEFT transfers.',
      requiredSkills: ['React'],
    });
    expect(skills(both)).toEqual(expect.arrayContaining(['Remittances']));
    const once = analyzeJob({
      title: 'Frontend Engineer',
      description: 'Build screens for people who send remittances home.',
      requiredSkills: ['React'],
    });
    expect(skills(once)).not.toContain('Remittances');
  });

  it("reads an acronym as a skill only within the job's working world", () => {
    // "AWS" for a back-end job is the cloud; "ACLS" listed for a nurse is no network access list.
    const backend = analyzeJob({
      title: 'Backend Engineer',
      description: 'We run Node.js services behind a gateway, all on AWS.',
      requiredSkills: ['Node.js'],
    });
    expect(skills(backend)).toContain('Amazon Web Services');
    const nurse = analyzeJob({
      title: 'Registered Nurse - ICU',
      description: 'Care for ventilated patients in a 20 bed ICU.',
      requiredSkills: ['Nursing', 'ACLS'],
    });
    expect(skills(nurse)).not.toContain('Access control lists');
    expect(nurse.required.find((s) => s.label === 'ACLS')?.canonical).toBeNull();
    const cloud = analyzeJob({
      title: 'Cloud Engineer',
      description: 'Harden our network.',
      requiredSkills: ['Terraform', 'ACLS'],
    });
    expect(cloud.required.find((s) => s.label === 'ACLS')?.canonical).toBe('Access control lists');
  });

  it('shows the broader skill a named skill implies, with the same phrase of the job', () => {
    const job = analyzeJob({
      title: 'SAP FICO Consultant',
      description: 'Configure S/4HANA and ship pipelines in GitHub Actions.',
    });
    const terms = jobSkillTerms(job);
    for (const [skill, parent] of [
      ['SAP FICO', 'SAP'],
      ['GitHub Actions', 'GitHub'],
    ] as const) {
      const child = terms.find((t) => t.skill === skill);
      expect(child, skill).toBeTruthy();
      expect(terms.find((t) => t.skill === parent)?.source, parent).toBe(child!.source);
    }
    // Neither an alias nor an everyday word inside a name implies anything: "Warehouse management" is no General management.
    const ops = analyzeJob({
      title: 'Operations Manager',
      description: 'Run warehouse management and store management for the region.',
    });
    expect(skills(ops)).not.toContain('General management');
    // A resume shows the broader skill through the named one.
    expect(
      analyzeResume(`Skills\nSAP FICO, GitHub Actions\n${'Configured SAP FICO for plants. '.repeat(8)}`).skills['SAP']
        ?.matchedAs,
    ).toBe('SAP FICO');
  });

  it('holds the broader skills a reviewed link names, every name a taxonomy skill', () => {
    const missing: string[] = [];
    expect(broaderLinks(taxonomy(), missing).length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
    const java = analyzeJob({
      title: 'Java Developer',
      description: 'Build services and write unit tests with JUnit and Mockito.',
      requiredSkills: ['Java'],
    });
    const terms = jobSkillTerms(java);
    expect(terms.find((t) => t.skill === 'Software testing')?.source).toBe(
      terms.find((t) => t.skill === 'Unit testing')?.source,
    );
    // A design method is no software testing: the link names kinds of testing, not every word "testing".
    const ux = analyzeJob({
      title: 'Product Designer',
      description: 'Run usability testing with real users.',
      requiredSkills: ['Figma'],
    });
    expect(skills(ux)).toContain('Usability testing');
    expect(skills(ux)).not.toContain('Software testing');
  });

  it('finds the skills a professional taxonomy words as phrases, and no software testing from tests outside software', () => {
    const backend = analyzeJob({
      title: 'Backend Engineer',
      description: 'Write unit tests for every change and review code with the team.',
      requiredSkills: ['Node.js'],
    });
    expect(skills(backend)).toEqual(expect.arrayContaining(['Software testing', 'Code review']));
    const plant = analyzeJob({
      title: 'Electrical Maintenance Engineer',
      description: 'You will lead a team of 4 electricians. Fluency in Polish is required.',
      requiredSkills: ['PLC'],
    });
    expect(skills(plant)).toEqual(expect.arrayContaining(['Team management', 'Leadership', 'Language proficiency']));
    const teacher = analyzeJob({
      title: 'Maths Teacher',
      description: 'Plan lessons, set and mark tests, and run extra classes.',
      requiredSkills: ['Lesson planning'],
    });
    expect(skills(teacher)).not.toContain('Software testing');
    const nurse = analyzeJob({
      title: 'Staff Nurse',
      description: 'Take blood samples and send tests to the lab.',
      requiredSkills: ['Patient care'],
    });
    expect(skills(nurse)).not.toContain('Software testing');
  });

  it.each([
    ['SRE', 'Tasks: define SLOs, improve monitoring, automate toil.', 'Stage and screen acting'],
    ['Network Engineer', 'Clinicians rely on the network for patient records.', 'CompTIA Network+'],
    ['SOC Analyst', "You'll triage alerts in Microsoft Sentinel and CrowdStrike.", 'Monitoring and alerting'],
    ['Embedded Firmware Engineer', 'Write drivers for I2C, SPI, UART peripherals.', 'Instrumentation design'],
    ['Inside Sales Representative', 'Book demos and track your pipeline in HubSpot.', 'Marketing automation'],
    ['Performance Marketer', 'Work with our email team on Klaviyo flows and Meta Ads.', 'Digital marketing'],
    ['Content Writer', 'B2B content writer for a cybersecurity vendor.', 'B2B sales'],
    ['Mechanical Design Engineer', 'Design special purpose machines for a machine builder.', 'Machining'],
    [
      'Mechanical Design Engineer',
      'Create 2D drawings, prepare the BOM and work with the workshop.',
      'Mechanical assembly',
    ],
    ['Store Manager', 'We offer a quarterly bonus and a clear path to area management.', 'General management'],
    ['Digital News Editor', "Edit and publish reporters' copy, write headlines that work on search.", 'Copywriting'],
  ])('shows no false term by a general rule: %s, "%s" is no %s', (title, description, trap) => {
    expect(skills(analyzeJob({ title, description }))).not.toContain(trap);
  });

  it('keeps the true readings those rules must not lose', () => {
    const cases: Array<[string, string, string]> = [
      ['Embedded Firmware Engineer', 'Write drivers for I2C, SPI, UART peripherals.', 'Communication protocols'],
      [
        'Mechanical Design Engineer',
        'Create 2D drawings, prepare the BOM and work with the workshop.',
        'Bill of materials',
      ],
      ['Machinist', 'Machining and grinding of steel shafts to drawing.', 'Machining'],
      ['Marketing Executive', 'Own our marketing automation tools and campaigns.', 'Marketing automation'],
      ['Sales Manager', 'Grow B2B sales in the region.', 'B2B sales'],
      ['Copywriter', 'Copy writing for ads and landing pages.', 'Copywriting'],
      ['Corporate Lawyer', 'Draft agreements and negotiate terms with counterparties.', 'Negotiation'],
      ['Store Manager', 'Recruit and train new staff.', 'Recruitment'],
      ['Performance Marketer', 'You will mentor one junior marketer.', 'Mentoring'],
      ['Network Engineer', 'Holds CompTIA Network+ and CCNA.', 'CompTIA Network+'],
    ];
    for (const [title, description, skill] of cases)
      expect(skills(analyzeJob({ title, description })), `${title}: ${skill}`).toContain(skill);
  });

  it('reads no skill from what is done to the hire, what the employer is, or a participle', () => {
    const qa = analyzeJob({
      title: 'QA Engineer',
      description:
        'Execute test cases for our HR software modules. A manager will coach you towards automation. We supply injection moulded parts.',
      requiredSkills: ['Manual testing', 'JIRA'],
    });
    for (const trap of ['HRIS', 'Mentoring', 'Injection molding']) expect(skills(qa), trap).not.toContain(trap);
    // The same words asked of the hire are skills.
    const hr = analyzeJob({
      title: 'HR Executive',
      description: 'Run payroll and the HR software; coach new supervisors.',
      requiredSkills: ['Recruitment'],
    });
    expect(skills(hr)).toEqual(expect.arrayContaining(['HRIS', 'Mentoring']));
  });

  it("names the hire's own role in the description as a skill", () => {
    const sdet = analyzeJob({
      title: 'SDET',
      description: 'Looking for a Software Development Engineer in Test to own our Playwright suite.',
      requiredSkills: ['Playwright'],
    });
    expect(skills(sdet)).toContain('Software development');
  });

  it('reads a negated list as not asked, a title acronym only inside its world, and office tools anywhere', () => {
    const qa = analyzeJob({
      title: 'QA Engineer (Manual + API)',
      description: "You don't need to know payroll or recruitment. Report results in Excel.",
      requiredSkills: ['Manual testing', 'Postman'],
    });
    expect(skills(qa)).not.toContain('Recruitment');
    expect(skills(qa)).not.toContain('API manufacturing');
    expect(skills(qa)).toContain('Microsoft Excel');
    const pharma = analyzeJob({
      title: 'Production Chemist (API)',
      description: 'Run API manufacturing batches under GMP.',
      requiredSkills: ['GMP'],
    });
    expect(skills(pharma)).toContain('API manufacturing');
  });

  it.each([
    ['SOC Analyst', 'Hunt threats across endpoints.', 'Threat hunting'],
    ['Accounts Payable Specialist', 'Reconcile vendor statements each week.', 'Accounts reconciliation'],
    ['Procurement Manager', 'Analyse spend across categories and track savings.', 'Spend analysis'],
    ['QA Engineer', 'Log and track defects in Jira.', 'Defect tracking'],
    ['Operations Manager', 'Manage the vendors of the site.', 'Vendor management'],
    ['Staff Nurse', 'Administer medications on the ward.', 'Medication administration'],
  ])('reads a name of an action on a thing written verb first: %s, "%s" is %s', (title, description, skill) => {
    const terms = jobSkillTerms(analyzeJob({ title, description }));
    // The phrase shown beside it is the job's verb-first wording.
    expect(terms.find((t) => t.skill === skill)?.source).toMatch(
      new RegExp(`^${description.split(' ').slice(0, 2).join(' ')}`),
    );
  });

  it('lets no verb-first form take the words of a longer written name, or stand on an everyday thing alone', () => {
    // "blog posts" is a name as written: "write blog" gives nothing of its own.
    const writer = skills(
      analyzeJob({ title: 'Content Marketing Writer', description: 'You will write blog posts and case studies.' }),
    );
    expect(writer).toContain('SEO writing');
    expect(writer).not.toContain('Content strategy');
    // "time to hire" is a recruiting metric, not time tracking; "the process" is too plain a thing to manage as a skill.
    const ta = skills(
      analyzeJob({
        title: 'Talent Acquisition Specialist',
        description: 'Track time to hire and manage the process in Greenhouse.',
      }),
    );
    expect(ta).toContain('Recruitment metrics');
    expect(ta).not.toContain('Invoicing projects');
    expect(ta).not.toContain('Process management');
    // "write clear code": clear is an everyday word, so no Clear writing of Communication skills; a document for people is ("write clear runbooks").
    expect(skills(analyzeJob({ title: 'DevOps Engineer', description: 'Write clear code.' }))).not.toContain(
      'Communication skills',
    );
    expect(skills(analyzeJob({ title: 'DevOps Engineer', description: 'Write clear, short runbooks.' }))).toContain(
      'Communication skills',
    );
    // "users handle cash" in a frontend job stays another profession's words.
    expect(
      skills(
        analyzeJob({
          title: 'Frontend Engineer',
          description: 'Our users handle cash all day.',
          requiredSkills: ['React'],
        }),
      ),
    ).not.toContain('Cash handling');
  });

  it.each([
    ['Java Backend Developer (Spring Boot)', 'Build services in Spring Boot.', 'Spring Boot', 'Spring Framework'],
    ['Backend Engineer', 'Deploy containers to Amazon ECS.', 'Amazon ECS', 'Amazon Web Services'],
    ['Python Developer', 'Build APIs with Django REST framework.', 'Django REST framework', 'REST APIs'],
    ['Performance Marketing Manager', 'Own paid acquisition.', 'Performance marketing', 'Marketing'],
    ['Network Engineer', 'Run the FortiGate cluster.', 'FortiGate', 'Firewalls'],
    ['DevOps Engineer', 'Shell scripting and some Ansible.', 'Shell scripting', 'Shell automation'],
    ['Data Scientist', 'Build demand forecasting models for stores.', 'Demand forecasting models', 'Demand planning'],
    ['Site Engineer', 'Supervise site execution of the tower.', 'Site execution', 'Civil engineering'],
  ])('shows the broader skill of a reviewed link: %s, "%s" gives %s and %s', (title, description, narrow, broad) => {
    const terms = jobSkillTerms(analyzeJob({ title, description }));
    const child = terms.find((t) => t.skill === narrow);
    expect(child, narrow).toBeTruthy();
    expect(terms.find((t) => t.skill === broad)?.source, broad).toBe(child!.source);
  });

  it('reads IV therapy as its own nursing skill, not blood collection', () => {
    const icu = skills(
      analyzeJob({
        title: 'Registered Nurse - ICU',
        description: 'Manage IV therapy for ventilated patients.',
        requiredSkills: ['Nursing'],
      }),
    );
    expect(icu).toContain('IV therapy management');
    expect(icu).not.toContain('Phlebotomy');
  });

  it.each([
    ['iOS Developer', 'Write XCTest suites for unit and UI tests.', 'Unit testing'],
    ['Store Manager', 'Hit sales and conversion targets every month.', 'Sales targets'],
  ])('reads a name whose last words two modifiers share: %s, "%s" names %s', (title, description, skill) => {
    expect(skills(analyzeJob({ title, description }))).toContain(skill);
  });

  it('reads a verb of a skill done to colleagues as the skill, and not when done to the people served', () => {
    expect(
      skills(
        analyzeJob({
          title: 'Site Reliability Engineer',
          description: 'You will also coach developers on writing good alerts.',
        }),
      ),
    ).toContain('Mentoring');
    expect(
      skills(
        analyzeJob({ title: 'Personal Trainer', description: 'Take body assessments and coach clients on form.' }),
      ),
    ).not.toContain('Mentoring');
    // What is done to the hire stays no skill of theirs.
    expect(
      skills(analyzeJob({ title: 'QA Engineer', description: 'A manager will coach you towards automation.' })),
    ).not.toContain('Mentoring');
  });

  it.each([
    [
      'Electrical Maintenance Engineer',
      'Responsible for HT/LT panels, motors and VFDs, PLC troubleshooting.',
      'Work ethic',
    ],
    [
      'Sales Manager',
      'You will lead 6 reps and 2 SDRs reporting to the head of sales.',
      'Sales development representative',
    ],
    ['Aircraft Maintenance Engineer', 'B1 licence with A320 type rating required.', 'Pilot'],
  ])(
    'shows no false term from a phrase in a list, a role under its acronym, or a licence of two trades: %s, "%s" is no %s',
    (title, description, trap) => {
      expect(skills(analyzeJob({ title, description }))).not.toContain(trap);
    },
  );

  it('keeps an everyday word that stands as a name in a list', () => {
    expect(
      skills(analyzeJob({ title: 'Electrician', description: 'We want: honest, responsible, punctual, safe.' })),
    ).toContain('Work ethic');
  });

  it.each([
    ['SOC Analyst', 'Holds GCIH or GSEC.', 'CISM'],
    ['SaaS Account Executive', 'Sell to mid-market teams.', 'IaaS'],
    ['Cloud Engineer', 'You will build landing zones on AWS.', 'Azure Landing Zones'],
    ['SAP FICO Consultant', 'Run the data migration with LTMC.', 'Database migration'],
    ['Store Manager', 'Stores management for two outlets and stock control.', 'Warehouse management'],
  ])(
    'holds one skill per name, not a homonym or a sibling under its alias: %s, "%s" is no %s',
    (title, description, trap) => {
      expect(skills(analyzeJob({ title, description }))).not.toContain(trap);
    },
  );

  it.each([
    ['SOC Analyst', 'Holds GCIH or GSEC.', 'GIAC certifications'],
    ['Cloud Architect', 'Design Azure landing zone patterns.', 'Azure Landing Zones'],
    ['Database Administrator', 'Plan database migrations from Oracle to PostgreSQL.', 'Database migration'],
    ['Store Manager', 'Stores management for two outlets and stock control.', 'Retail management'],
  ])('reads each of those names as its own skill: %s, "%s" is %s', (title, description, skill) => {
    expect(skills(analyzeJob({ title, description }))).toContain(skill);
  });

  it('reads revenue management as the hospitality discipline, not revenue growth', () => {
    const hotel = skills(
      analyzeJob({
        title: 'Front Office Manager',
        description: 'Set rates with the rooms team.',
        requiredSkills: ['Opera PMS', 'Revenue management'],
      }),
    );
    expect(hotel).toContain('Revenue management hospitality');
    expect(hotel).not.toContain('Revenue growth');
  });

  it.each([
    ['Agronomist', 'Train shift leaders and plan the season.', 'Leadership'],
    ['Data Analyst', 'Send the monthly summary to senior leadership.', 'Leadership'],
    ['Cloud Engineer', 'Move services from the data centre to Azure.', 'Data center operations'],
    ['Backend Engineer', 'Join a team building the payments API.', 'Teamwork'],
    ['SAP FICO Consultant', 'The client has a mature PMO and tight budgets.', 'PMO'],
    [
      'Backend Engineer',
      'We offer a hardware budget and time for open-source contributions.',
      'Open source contribution',
    ],
    ['Go Developer - Logistics Platform', 'Build services in Go.', 'Logistics'],
    ['Android Developer', 'Build the courier screens and the proof of delivery flow.', 'Last mile delivery'],
  ])(
    'shows no skill from people, a source, a subject, what others have or offer, or a thing qualified: %s, "%s" is no %s',
    (title, description, trap) => {
      expect(skills(analyzeJob({ title, description }))).not.toContain(trap);
    },
  );

  it.each([
    ['Agronomist', 'Show leadership in the field and plan the season.', 'Leadership'],
    ['Data Centre Technician', 'Run data centre operations for two sites.', 'Data center operations'],
    ['Backend Engineer', 'We value team building and a friendly culture.', 'Teamwork'],
    ['Project Manager', 'Set up a PMO for the programme.', 'PMO'],
    ['Backend Engineer', 'Maintain our open-source contributions to the Go ecosystem.', 'Open source contribution'],
    ['Logistics Coordinator', 'Plan inbound logistics for the plant.', 'Logistics'],
    ['Delivery Associate', 'Courier and parcel delivery in the city centre.', 'Last mile delivery'],
  ])('keeps the same words where they are the ask: %s, "%s" is %s', (title, description, skill) => {
    expect(skills(analyzeJob({ title, description }))).toContain(skill);
  });

  it.each([
    ['Data Analyst', 'Present yourself with confidence in interviews.', 'Public speaking'],
    ['Data Analyst', 'The owner is present at the weekly team meeting.', 'Public speaking'],
    ['Data Analyst', 'At present the team reports in Excel.', 'Public speaking'],
    ['Backend Engineer', 'We drive adoption of tracing across teams.', 'Driving'],
  ])(
    'reads no generic skill from its everyday verb outside an audience or an ability: %s, "%s" is no %s',
    (title, description, trap) => {
      expect(skills(analyzeJob({ title, description }))).not.toContain(trap);
    },
  );

  it.each([
    ['Data Analyst', 'Present findings to the board each month.', 'Public speaking'],
    ['Product Designer', 'You will present your work at the weekly demo.', 'Public speaking'],
    ['IT Support Technician', 'Must be able to drive.', 'Driving'],
  ])(
    'reads a generic skill from its verb presented to an audience or asked as an ability: %s, "%s" is %s',
    (title, description, skill) => {
      expect(skills(analyzeJob({ title, description }))).toContain(skill);
    },
  );

  it('reads a certification by its full name and a product named after a person, not a colleague', () => {
    expect(
      skills(
        analyzeJob({ title: 'Cloud Engineer', description: 'You should hold AWS Solutions Architect Associate.' }),
      ),
    ).toContain('AWS Certified Solutions Architect');
    expect(
      skills(
        analyzeJob({ title: 'Performance Marketer', description: 'Set up tracking in GA4 and Google Tag Manager.' }),
      ),
    ).toContain('Google Tag Manager');
    // A colleague's title stays a person.
    expect(
      skills(analyzeJob({ title: 'Performance Marketer', description: 'Report to the marketing manager.' })),
    ).not.toContain('Marketing management');
  });

  it('reads a verb that opens a line on each short item of its list, and no item without the verb', () => {
    const terms = jobSkillTerms(
      analyzeJob({ title: 'Operations Manager', description: 'Manage budgets, vendors, the weekly rota.' }),
    );
    expect(terms.find((t) => t.skill === 'Vendor management')?.source).toMatch(/^Manage budgets vendors/);
    expect(
      skills(
        analyzeJob({ title: 'Operations Manager', description: 'Budgets, vendors and rotas are shared across sites.' }),
      ),
    ).not.toContain('Vendor management');
  });

  it.each([
    ['Warehouse Supervisor', 'We value accuracy and speed.', 'Attention to detail', true],
    ['Receptionist', 'Patience needed with visitors.', 'Emotional intelligence', true],
    ['Warehouse Supervisor', 'Track accuracy of stock counts every week.', 'Attention to detail', false],
    ['Customer Support Agent', 'Good email writing matters.', 'Computer skills', false],
  ])('reads a generic quality where a word values it: %s, "%s" gives %s: %s', (title, description, skill, shown) => {
    expect(skills(analyzeJob({ title, description })).includes(skill)).toBe(shown);
  });

  it('reads design docs as technical documentation', () => {
    expect(
      skills(analyzeJob({ title: 'Backend Engineer', description: 'We write design docs before coding.' })),
    ).toContain('Technical documentation');
  });

  it.each([
    ['Insurance Underwriter', 'Underwriting of motor policies.', 'Credit appraisal', 'Insurance underwriting'],
    ['Staff Nurse', 'Wound care and dressing changes on the ward.', 'Phlebotomy', 'Wound management'],
    ['Maintenance Fitter', 'Repair hydraulics on the presses.', 'Hydraulic engineering', 'Hydraulic systems'],
    [
      'Customer Service Agent',
      'Skills: call handling, CRM, email support.',
      'Front office administration',
      'Call center',
    ],
    ['QA Automation Engineer', 'Automate UI testing with Playwright.', 'Usability testing', 'UI testing'],
    ['Accountant', 'Finalization of accounts each year.', 'Trial balance', 'Accounts finalization'],
  ])('reads an alias in its own profession: %s, "%s" is no %s but %s', (title, description, trap, skill) => {
    const shown = skills(analyzeJob({ title, description }));
    expect(shown).not.toContain(trap);
    expect(shown).toContain(skill);
  });

  it.each([
    ['Office Administrator', 'Good with Microsoft Office (Word, Excel, Outlook).', 'Microsoft Word', true],
    ['Office Administrator', 'Send your CV (Word or PDF) to the practice manager.', 'Microsoft Word', false],
    ['Product Designer (UX/UI)', 'Run user interviews and build prototypes in Figma.', 'User interface design', true],
    ['Product Designer (UX/UI)', 'Run user interviews and build prototypes in Figma.', 'User experience design', true],
    ['Freight Forwarding Coordinator', 'Coordinate import/export shipments by sea and air.', 'Import management', true],
    ['DevOps Engineer', 'Own our CI/CD pipelines on GitHub Actions and Terraform.', 'Process improvement', false],
    [
      'Staff Nurse',
      'Care for ventilated patients, manage IV therapy and medications, monitor vitals.',
      'Medication administration',
      true,
    ],
    [
      'Staff Nurse',
      'Our pharmacy team prepares IV fluids and medications for the ward.',
      'Medication administration',
      false,
    ],
  ])(
    'reads each member a name lists in brackets, a slash pair or a coordinated object: %s, "%s" shows %s: %s',
    (title, description, skill, shown) => {
      expect(skills(analyzeJob({ title, description })).includes(skill)).toBe(shown);
    },
  );

  it.each([
    [
      'SAP FICO Consultant',
      '* configure GL, AP, AR, asset accounting, cost centre accounting',
      'Accounts receivable',
      'Augmented reality',
    ],
    [
      'AR Developer',
      'Build AR apps with Unity and ARKit for retail clients.',
      'Augmented reality',
      'Accounts receivable',
    ],
  ])(
    'reads an acronym of several skills as the sense its text shows: %s, "%s" is %s, no %s',
    (title, description, skill, trap) => {
      const shown = skills(analyzeJob({ title, description }));
      expect(shown).toContain(skill);
      expect(shown).not.toContain(trap);
    },
  );

  it.each([
    ['SaaS Account Executive', 'Run demos and close mid-market deals.', 'Accounting', false],
    ['Accounts Executive', 'Post journal entries and reconcile ledgers.', 'Accounting', true],
    ['Store Manager', 'Our team handles budgets for the region.', 'Team management', false],
    ['Store Manager', 'Team handling and budgeting experience required.', 'Team management', true],
    ['Staff Nurse', 'Give injections and place IV cannulas; IV cannulation is a must.', 'Phlebotomy', false],
    ['Staff Nurse', 'Give injections and place IV cannulas; IV cannulation is a must.', 'IV therapy management', true],
    [
      'Staff Nurse',
      'Give injections and place IV cannulas; IV cannulation is a must.',
      'Medication administration',
      true,
    ],
    ['Phlebotomist', 'Venipuncture and blood collection for outpatient labs.', 'Phlebotomy', true],
  ])(
    'reads a title, a subject and its verb, and a nursing task by what they are: %s, "%s" shows %s: %s',
    (title, description, skill, shown) => {
      expect(skills(analyzeJob({ title, description })).includes(skill)).toBe(shown);
    },
  );

  it('reads accounts executive in a resume as accounting in any case, and account executive as sales', () => {
    for (const text of [
      'Accounts Executive at a trading firm',
      'accounts executive at a trading firm',
      'ACCOUNTS EXECUTIVE AT A TRADING FIRM',
    ])
      expect(Object.keys(analyzeResume(text).skills)).toContain('Accounting');
    expect(Object.keys(analyzeResume('Account Executive for a SaaS start-up').skills)).toEqual(['Sales']);
  });

  it.each([
    [
      'Customer Support Agent',
      "Our orders ship from three warehouses, so you'll talk with logistics a lot.",
      'Warehouse management',
      false,
      ['Customer support'],
    ],
    [
      'Customer Support Agent',
      "Our orders ship from three warehouses, so you'll talk with logistics a lot.",
      'Logistics',
      false,
      ['Customer support'],
    ],
    [
      'Warehouse Supervisor',
      'Run the warehouse: receiving, put-away and dispatch; coordinate logistics with carriers.',
      'Warehouse management',
      true,
      [],
    ],
    [
      'Warehouse Supervisor',
      'Run the warehouse: receiving, put-away and dispatch; coordinate logistics with carriers.',
      'Logistics',
      true,
      [],
    ],
    [
      'HR Generalist',
      'Handle onboarding, leave and attendance, and compliance with labour law.',
      'Regulatory compliance',
      false,
      ['Onboarding'],
    ],
    ['Compliance Officer', 'Skills: regulatory compliance, AML, KYC', 'Regulatory compliance', true, []],
  ])(
    'reads a place, a team worked with, and a skill of every profession as no working world: %s, "%s" shows %s: %s',
    (title, description, skill, shown, requiredSkills) => {
      expect(skills(analyzeJob({ title, description, requiredSkills })).includes(skill)).toBe(shown);
    },
  );

  it.each([
    ['Agronomist', 'Train farmer group leaders and present results at the end of each season.', true],
    ['Growth Marketer', 'We like people who write short clear briefs and present numbers honestly.', true],
    ['Agronomist', 'We are present in 12 countries and results matter to us.', false],
  ])(
    'reads presenting findings as presenting to people: %s, "%s" shows Public speaking: %s',
    (title, description, shown) => {
      expect(skills(analyzeJob({ title, description })).includes('Public speaking')).toBe(shown);
    },
  );

  it.each([
    [
      'Corporate Associate (Lawyer)',
      'Draft share purchase agreements and run due diligence.',
      ['Mergers and acquisitions', 'Contract drafting', 'Due diligence'],
      'Legal due diligence',
      'Investment banking',
    ],
    [
      'Investment Banking Analyst',
      'Run due diligence on targets and build pitch books.',
      [],
      'Investment banking',
      'Legal due diligence',
    ],
    [
      'Procurement Specialist',
      'Run RFQs and RFPs, negotiate contracts, onboard suppliers in SAP Ariba.',
      [],
      'Tender management',
      'Pre-sales consulting',
    ],
    [
      'Presales Consultant',
      'Write responses to RFPs and run solution demos for enterprise prospects.',
      [],
      'Pre-sales consulting',
      'Tender management',
    ],
  ])(
    'reads a name of several skills as the sense of the job\'s world, in the text or a skill list: %s, "%s" is %s, no %s',
    (title, description, requiredSkills, skill, trap) => {
      const shown = skills(analyzeJob({ title, description, requiredSkills }));
      expect(shown).toContain(skill);
      expect(shown).not.toContain(trap);
    },
  );

  it.each([
    [
      'Financial Analyst',
      'Must: financial modelling, Excel, budgeting and forecasting, variance analysis.',
      'Forecasting finance',
      'Demand planning',
    ],
    [
      'Supply Chain Planner',
      'Own forecasting and replenishment for 300 stores with SAP APO.',
      'Demand planning',
      'Forecasting finance',
    ],
  ])(
    'reads forecasting as the forecasting of the job\'s world: %s, "%s" is %s, no %s',
    (title, description, skill, trap) => {
      const shown = skills(analyzeJob({ title, description }));
      expect(shown).toContain(skill);
      expect(shown).not.toContain(trap);
    },
  );

  it.each([
    ['Previous contact centre experience is welcome but not essential.', true],
    ['No contact centre experience needed; we train you.', false],
    ['Our call centre team sits next to you.', false],
  ])(
    'reads a skill of another world asked by name with experience, and not when negated or a team: "%s" shows Call center: %s',
    (description, shown) => {
      expect(
        skills(
          analyzeJob({ title: 'Claims Handler – Motor Insurance', description, requiredSkills: ['Claims handling'] }),
        ).includes('Call center'),
      ).toBe(shown);
    },
  );

  it.each([
    [
      'Database Administrator (PostgreSQL)',
      'As DBA you will own backups, replication and upgrades on PostgreSQL.',
      'Backup and recovery',
      'Backup administration',
    ],
    [
      'Linux System Administrator',
      'Patching, user management, backups with Veeam, monitoring with Zabbix.',
      'Backup administration',
      'Backup and recovery',
    ],
  ])(
    'reads backups as the backup work of the job\'s world: %s, "%s" is %s, no %s',
    (title, description, skill, trap) => {
      const shown = skills(analyzeJob({ title, description }));
      expect(shown).toContain(skill);
      expect(shown).not.toContain(trap);
    },
  );

  it.each([
    [
      'Content Marketing Writer',
      'Write case studies and work with product marketing on launches.',
      'Product marketing',
      false,
    ],
    [
      'Product Marketing Manager',
      'Own product marketing for our payments suite: positioning and launches.',
      'Product marketing',
      true,
    ],
    ['ML Engineer', 'You will work with Kubernetes and work with machine learning models daily.', 'Kubernetes', true],
  ])(
    'reads the department a hire works with as a team, and a tool worked with as a skill: %s, "%s" shows %s: %s',
    (title, description, skill, shown) => {
      expect(skills(analyzeJob({ title, description })).includes(skill)).toBe(shown);
    },
  );

  it.each([
    [
      'SDET (Playwright, TypeScript)',
      'Build our Playwright suite. Experience with CI is essential; we run 3,000 tests on every merge.',
      'CI/CD',
      'Process improvement',
    ],
    [
      'Production Engineer',
      'Lead CI projects with kaizen and 5S on the assembly line.',
      'Process improvement',
      'CI/CD',
    ],
  ])(
    'reads CI as continuous integration or continuous improvement by the job\'s world: %s, "%s" is %s, no %s',
    (title, description, skill, trap) => {
      const shown = skills(analyzeJob({ title, description }));
      expect(shown).toContain(skill);
      expect(shown).not.toContain(trap);
    },
  );

  it.each([
    [
      'Freight Forwarding Coordinator',
      'A calm head and good email writing are important; customers expect quick answers.',
      true,
    ],
    ['Backend Engineer (Go)', 'We build email writing software for sales teams.', false],
  ])(
    'reads email writing as communication skills, not the product a company builds: %s, "%s": %s',
    (title, description, shown) => {
      expect(skills(analyzeJob({ title, description })).includes('Communication skills')).toBe(shown);
    },
  );

  it.each([
    [
      'Talent Acquisition Specialist',
      'Source on LinkedIn and run phone screens.',
      ['Recruitment', 'Sourcing'],
      'Sourcing candidates',
      'Strategic sourcing',
    ],
    [
      'Procurement Manager',
      'Lead sourcing of raw materials from vendors in Asia and negotiate prices.',
      ['Procurement', 'Sourcing'],
      'Strategic sourcing',
      'Sourcing candidates',
    ],
  ])(
    'reads sourcing as the sourcing of the job\'s world: %s, "%s" is %s, no %s',
    (title, description, requiredSkills, skill, trap) => {
      const shown = skills(analyzeJob({ title, description, requiredSkills }));
      expect(shown).toContain(skill);
      expect(shown).not.toContain(trap);
    },
  );
});

describe('financial statements are separate skills', () => {
  it('reads a profit and loss statement as its own skill, not as a balance sheet', () => {
    const job = analyzeJob({
      title: 'Financial Controller',
      description: 'Prepare the monthly income statement and P&L by plant for the CFO.',
    });
    expect(skills(job)).toContain('Profit and loss statement');
    expect(skills(job)).not.toContain('Balance sheet');
    const bs = analyzeJob({
      title: 'Accountant',
      description: 'Prepare the balance sheet and reconcile ledgers every month.',
    });
    expect(skills(bs)).toContain('Balance sheet');
    expect(skills(bs)).not.toContain('Profit and loss statement');
  });
});

describe('Sage, the accounting software, by its capitalised short name', () => {
  it('reads "Sage" as Sage accounting and the lower-case word as nothing', () => {
    const job = analyzeJob({
      title: 'Accounts Assistant',
      description: 'Post invoices in Xero or Sage and reconcile the bank every week.',
    });
    expect(skills(job)).toContain('Sage accounting');
    const trap = analyzeJob({
      title: 'Chef',
      description: 'Cook with fresh herbs: sage, thyme and rosemary; keep the pass clean.',
    });
    expect(skills(trap)).not.toContain('Sage accounting');
  });
});

describe('a verb read across the words that say whose or how many', () => {
  it('reads "review each other\'s code" as Code review, and a pronoun object as nothing', () => {
    const job = analyzeJob({
      title: 'Backend Engineer',
      description: "We pair often and review each other's code before merging.",
    });
    expect(skills(job)).toContain('Code review');
    const trap = analyzeJob({
      title: 'Backend Engineer',
      description: 'Write code and review it carefully with the product owner.',
    });
    expect(skills(trap)).not.toContain('Code review');
  });
});

describe('an editing tool names the editing practice it exists for', () => {
  it('reads Premiere Pro as video editing and Lightroom as photo editing, not the reverse', () => {
    const job = analyzeJob({
      title: 'Photographer',
      description: 'Shoot in the studio and edit in Lightroom and Premiere Pro.',
    });
    expect(skills(job)).toEqual(
      expect.arrayContaining(['Adobe Lightroom', 'Photo editing', 'Adobe Premiere Pro', 'Video editing']),
    );
    const stills = analyzeJob({
      title: 'Photographer',
      description: 'Shoot weddings and retouch the selects in Lightroom.',
    });
    expect(skills(stills)).toContain('Photo editing');
    expect(skills(stills)).not.toContain('Video editing');
  });

  it('reads Hugging Face Transformers as transformer models, and no transformer of a substation', () => {
    const job = analyzeJob({
      title: 'NLP Engineer',
      description: 'Fine-tune open models with Hugging Face Transformers and PyTorch.',
    });
    expect(skills(job)).toEqual(expect.arrayContaining(['Hugging Face', 'Transformer models']));
    const trap = analyzeJob({
      title: 'Electrical Engineer',
      description: 'Maintain the substation transformers, switchgear and protection relays.',
    });
    expect(skills(trap)).not.toContain('Transformer models');
  });
});

describe('typing speed is typing', () => {
  it('reads a typing speed as Typing, not as data entry', () => {
    const job = analyzeJob({
      title: 'Customer Support Agent',
      description: 'Answer customers by chat and email. Typing speed 40+ wpm.',
    });
    expect(skills(job)).toContain('Typing');
    expect(skills(job)).not.toContain('Data entry');
  });
});

describe('UI automation is UI testing', () => {
  it('reads "UI and API automation framework" as UI testing and keeps test automation', () => {
    const job = analyzeJob({
      title: 'QA Engineer',
      description: 'Build and maintain our UI and API automation framework on Playwright.',
      requiredSkills: ['Playwright'],
    });
    expect(skills(job)).toEqual(expect.arrayContaining(['UI testing', 'Test automation']));
  });

  it('reads no UI testing in a UI built for an automation platform, nor API testing in API plant automation', () => {
    const ui = analyzeJob({
      title: 'Frontend Engineer',
      description: 'Build the UI for our automation platform.',
      requiredSkills: ['React'],
    });
    expect(skills(ui)).not.toContain('UI testing');
    const plant = analyzeJob({
      title: 'Production Manager – API Plant',
      description: 'Lead API manufacturing for bulk drugs; drive API automation projects on the reactors.',
    });
    expect(skills(plant)).not.toContain('API testing');
  });
});

describe('embeddings are vector embeddings, embedded is embedded systems', () => {
  it('reads embeddings in an NLP job as vector embeddings, never as embedded systems', () => {
    const job = analyzeJob({
      title: 'NLP Engineer',
      description: 'Work includes retrieval-augmented generation with LangChain, embeddings and a vector database.',
      requiredSkills: ['Python'],
    });
    expect(skills(job)).toContain('Vector embeddings');
    expect(skills(job)).not.toContain('Embedded systems');
  });

  it('reads embedded in a firmware job as embedded systems, never as vector embeddings', () => {
    const job = analyzeJob({
      title: 'Firmware Engineer',
      description: 'You will write embedded C for our sensors and bring up new boards.',
      requiredSkills: ['RTOS'],
    });
    expect(skills(job)).not.toContain('Vector embeddings');
    const cv = analyzeResume(
      'Summary\nFirmware engineer: embedded systems, RTOS, microcontrollers and embedded C for sensors.',
    );
    expect(Object.keys(cv.skills)).toContain('Embedded systems');
    expect(Object.keys(cv.skills)).not.toContain('Vector embeddings');
  });
});

describe('coordinating contractors, in any working world', () => {
  it('reads "coordinate with subcontractors" on a site and contractor coordination in property as contractor management', () => {
    const site = analyzeJob({
      title: 'Site Engineer',
      description:
        'Supervise RCC work, maintain quality records, coordinate with subcontractors, and prepare daily progress reports.',
      requiredSkills: ['AutoCAD'],
    });
    expect(skills(site)).toContain('Vendor management projects');
    const property = analyzeJob({
      title: 'Property Manager',
      description:
        'Handle leasing, tenant screening, rent collection, maintenance requests and contractor coordination.',
      requiredSkills: ['Property management'],
    });
    expect(skills(property)).toContain('Vendor management projects');
  });

  it('reads no skill of a department the hire only works beside', () => {
    const job = analyzeJob({
      title: 'Site Engineer',
      description: 'Coordinate with logistics and the marketing team; liaise with finance on invoices.',
      requiredSkills: ['AutoCAD'],
    });
    for (const trap of ['Logistics', 'Logistics coordination', 'Marketing', 'Finance'])
      expect(skills(job)).not.toContain(trap);
  });
});

describe('visual merchandising is merchandising and retail marketing', () => {
  it('reads visual merchandising as its own skill with both broader skills', () => {
    const job = analyzeJob({
      title: 'Store Manager – Fashion Retail',
      description: 'Own visual merchandising to brand guidelines.',
      requiredSkills: ['Visual merchandising'],
    });
    expect(skills(job)).toEqual(expect.arrayContaining(['Visual merchandising', 'Merchandising', 'Retail marketing']));
    const plain = analyzeJob({
      title: 'Marketing Manager – Retail',
      description: 'Plan in-store marketing and POS materials for 40 stores.',
      requiredSkills: ['Retail marketing'],
    });
    expect(skills(plain)).not.toContain('Merchandising');
  });
});

describe('ordering supplies is office supplies work in an office', () => {
  it('reads "ordering supplies" in an office job as stationery management, and not in a kitchen', () => {
    const office = analyzeJob({
      title: 'Office Administrator',
      description:
        'You keep the office running: reception and phones, post, ordering supplies, keeping the filing system tidy.',
      requiredSkills: ['Microsoft Office'],
    });
    expect(skills(office)).toContain('Stationery management');
    const kitchen = analyzeJob({
      title: 'Sous Chef',
      description: 'Run the pass, plan menus, order supplies from our farms and train commis chefs.',
      requiredSkills: ['Menu planning'],
    });
    expect(skills(kitchen)).not.toContain('Stationery management');
  });
});

describe('what follows a skill qualifies it only within its clause', () => {
  it('reads "steering committee, vendor" as project governance, and "steering committee members" as people', () => {
    const job = analyzeJob({
      title: 'IT Project Manager',
      description: '- Manage RAID logs, steering committee, vendor',
      requiredSkills: ['Project management'],
    });
    expect(skills(job)).toContain('Project governance');
    const trap = analyzeJob({
      title: 'IT Project Manager',
      description: 'You will brief steering committee members before each gate.',
      requiredSkills: ['Project management'],
    });
    expect(skills(trap)).not.toContain('Project governance');
  });
});

describe('a task the job gives to someone else is not asked of the hire', () => {
  const job = (description: string) =>
    skills(analyzeJob({ title: 'Marketing Manager', description, requiredSkills: ['Marketing strategy'] }));

  it('drops a skill the text hands to others: by whom, with whom, or "they do it"', () => {
    expect(job('Own the brand calendar. Copywriting is done by our agency in Leeds.')).not.toContain('Copywriting');
    expect(job('Plan the launches; SEO and paid search are handled by a partner.')).not.toContain(
      'Search engine optimization',
    );
    expect(job('Plan the launches. Event management sits with the events team.')).not.toContain('Event management');
    expect(job('Plan the launches; for video production the studio does it.')).not.toContain('Video editing');
    expect(job("Plan the launches. You won't do copywriting yourself.")).not.toContain('Copywriting');
  });

  it('keeps the skill where the hire is the one who does it', () => {
    expect(job('Own the brand calendar. Copywriting is done by you, with a freelancer for overflow.')).toContain(
      'Copywriting',
    );
    expect(job('Plan the launches and do the SEO yourself; we do that in house.')).toContain(
      'Search engine optimization',
    );
    expect(job('Copywriting, SEO and event management are yours; the agency handles print.')).toEqual(
      expect.arrayContaining(['Copywriting', 'Event management']),
    );
  });
});

describe('a word whose stem meets a name it is not', () => {
  it('never reads a stopword or another word of the same stem as a one-word name', () => {
    const analyst = analyzeJob({
      title: 'Data Analyst',
      description: 'Build the weekly reports in SQL; forecasting, the BI team does those.',
      requiredSkills: ['SQL'],
    });
    expect(skills(analyst)).not.toContain('A/B test analysis');
    const accountant = analyzeJob({
      title: 'Cost Accountant',
      description: 'We make forged parts for rail and mining customers. Maintain standard costs.',
      requiredSkills: ['Cost accounting'],
    });
    expect(skills(accountant)).not.toContain('Ruby on Rails');
    const solicitor = analyzeJob({
      title: 'Conveyancing Solicitor',
      description: 'Running your own caseload. Case management on Quill.',
      requiredSkills: ['Residential conveyancing'],
    });
    expect(skills(solicitor)).not.toContain('Quilling');
    const swim = analyzeJob({
      title: 'Swimming Teacher',
      description: 'You need the Swim England Level 2 Teaching Swimming qualification.',
    });
    expect(skills(swim)).not.toContain('Surveying');
  });

  it("reads a skill list's everyday word only in the name's own form", () => {
    const payments = analyzeJob({
      title: 'Java Developer – Payments Switch',
      description: 'Build the card authorisation service.',
      requiredSkills: ['Java'],
    });
    expect(skills(payments)).not.toContain('Switching');
    const survey = analyzeJob({
      title: 'Land Surveyor',
      description: 'Set out roads on site.',
      requiredSkills: ['Levelling', 'Total station'],
    });
    expect(skills(survey)).toContain('Surveying');
    // And the words still name the skill where they are written whole.
    const rails = analyzeJob({
      title: 'Backend Developer',
      description: 'Build our APIs in Ruby and Rails, with PostgreSQL.',
      requiredSkills: ['Ruby'],
    });
    expect(skills(rails)).toContain('Ruby on Rails');
  });

  it('reads a role title that names its practice', () => {
    expect(
      skills(analyzeJob({ title: 'Farm Manager – Dairy', description: 'Manage herd health and a team of 5.' })),
    ).toContain('Farm management');
  });
});

describe('what others do or own is not asked of the hire', () => {
  it('drops a task the text says belongs to someone else', () => {
    const admin = analyzeJob({
      title: 'Salesforce Administrator',
      description: "Build Flows and reports. No Apex coding, and Marketing Cloud is another team's.",
      requiredSkills: ['Salesforce administration'],
    });
    expect(skills(admin)).not.toContain('Salesforce Marketing Cloud');
    const solicitor = analyzeJob({
      title: 'Conveyancing Solicitor',
      description: 'Run your own caseload. One paralegal supports you; the filing is hers.',
      requiredSkills: ['Residential conveyancing'],
    });
    expect(skills(solicitor)).not.toContain('Paralegal');
    expect(skills(solicitor)).not.toContain('Filing');
    const motion = analyzeJob({
      title: 'Motion Designer',
      description: "Animate in After Effects. Copy is written by our copywriter; you won't write scripts.",
      requiredSkills: ['Motion graphics'],
    });
    expect(skills(motion)).not.toContain('Copywriting');
  });

  it('reads a negation across a list joined by "or"', () => {
    const qs = analyzeJob({
      title: 'Quantity Surveyor',
      description:
        'Value works monthly. You will not be designing anything or drawing in AutoCAD; the architects do that.',
      requiredSkills: ['Quantity surveying'],
    });
    expect(skills(qs)).not.toContain('AutoCAD');
    const drafter = analyzeJob({
      title: 'Quantity Surveyor',
      description: 'Value works monthly and draw the as-built sketches in AutoCAD.',
      requiredSkills: ['Quantity surveying'],
    });
    expect(skills(drafter)).toContain('AutoCAD');
  });

  it('reads people named after a skill as people, and a product named after the cloud as the product', () => {
    const kam = analyzeJob({
      title: 'Key Account Manager',
      description: 'Work closely with theatre managers, surgeons and procurement teams.',
      requiredSkills: ['Key account management'],
    });
    expect(skills(kam)).not.toContain('Medicine');
    const agent = analyzeJob({
      title: 'Call Centre Agent',
      description: 'Log every contact in Salesforce Service Cloud.',
      requiredSkills: ['Customer service'],
    });
    expect(skills(agent)).not.toContain('Cloud computing');
    const admin = analyzeJob({
      title: 'Salesforce Administrator',
      description: "You'll be the admin for our sales team and the customer service agents.",
      requiredSkills: ['Salesforce administration'],
    });
    expect(skills(admin)).not.toContain('Customer service');
  });

  it("reads an owner's plural noun and the word after it as a subject and its verb", () => {
    const csm = analyzeJob({
      title: 'Customer Success Manager',
      description: 'Our customers care about their staff, so you will run onboarding calls.',
      requiredSkills: ['Customer success'],
    });
    expect(skills(csm)).not.toContain('Customer service');
    const nurse = analyzeJob({
      title: 'Staff Nurse',
      description: 'Do admissions and discharges and give medications.',
      requiredSkills: ['Patient care'],
    });
    expect(skills(nurse)).toContain('Patient registration');
  });
});

describe('a kind of a practice shows the practice', () => {
  it('reads statutory audit as auditing, income tax as taxation, a chartered accountant as accounting', () => {
    const ca = analyzeJob({
      title: 'Chartered Accountant',
      description: 'Statutory audit of companies and income tax return filing.',
      requiredSkills: ['Statutory audit'],
    });
    expect(skills(ca)).toEqual(expect.arrayContaining(['Accounting', 'Auditing', 'Taxation']));
    const hrbp = analyzeJob({
      title: 'HR Business Partner',
      description: 'Partner with operations leaders on workforce planning.',
    });
    expect(skills(hrbp)).toContain('Human resources');
  });

  it('says "present" of the hire as presenting to people, and not of the employer', () => {
    expect(
      skills(analyzeJob({ title: 'Business Analyst', description: 'You will present options to the steering group.' })),
    ).toContain('Public speaking');
    expect(
      skills(
        analyzeJob({
          title: 'Social Media Manager',
          description: 'Track reach and engagement and present a monthly report.',
        }),
      ),
    ).toContain('Public speaking');
    expect(
      skills(
        analyzeJob({
          title: 'Care Assistant',
          description: 'We present a care certificate course for all new starters.',
        }),
      ),
    ).not.toContain('Public speaking');
    expect(
      skills(analyzeJob({ title: 'Radio Producer', description: 'You will not present on air; our hosts do that.' })),
    ).not.toContain('Public speaking');
  });

  it("reads a product's everyday name capitalised mid-sentence as the product", () => {
    const mobile = analyzeJob({
      title: 'React Native Developer',
      description: 'Also you write unit tests with Jest and some end-to-end tests with Detox.',
      requiredSkills: ['React Native'],
    });
    expect(skills(mobile)).toContain('Jest');
    const joke = analyzeJob({
      title: 'React Native Developer',
      description: 'We say it in jest, but the app is our pride.',
      requiredSkills: ['React Native'],
    });
    expect(skills(joke)).not.toContain('Jest');
  });
});

describe('communication and leading a team, in the words jobs use', () => {
  it('reads explaining in plain words as communication skills', () => {
    expect(
      skills(
        analyzeJob({
          title: 'Cost Accountant',
          description: 'You will explain variances to production managers in plain words.',
        }),
      ),
    ).toContain('Communication skills');
    expect(
      skills(analyzeJob({ title: 'Call Centre Agent', description: 'Clear speaking voice and patience are a must.' })),
    ).toContain('Communication skills');
  });

  it('reads a team the hire leads, however many words stand between', () => {
    const cases = [
      ['Site Manager', 'You will manage a site team of 10 (site engineers, foremen, QS).'],
      ['Pharmacist', 'Counsel patients on their medicines, and manage the dispensary team of 4.'],
      ['Sous Chef', 'Run the pass when the head chef is off, lead a brigade of 8, make fresh pasta.'],
      ['Front Office Manager', 'Lead reception, concierge and night audit teams; manage reservations.'],
      [
        'Farm Manager',
        'Manage herd health and fertility with the vet, milking routine and grass management, and a team of 5.',
      ],
    ];
    for (const [title, description] of cases)
      expect(skills(analyzeJob({ title: title!, description: description! })), description).toEqual(
        expect.arrayContaining(['Team management', 'Leadership']),
      );
  });

  it('reads no team management where the hire leads no team', () => {
    const cases = [
      ['Android Developer', 'We sit next to the ops people who manage the courier team and see problems first hand.'],
      ['Events Officer', "You won't manage anyone, and you won't manage a team."],
      ['Office Administrator', "Keep the team calendar and run the team's rota."],
    ];
    for (const [title, description] of cases)
      expect(skills(analyzeJob({ title: title!, description: description! })), description).not.toContain(
        'Team management',
      );
  });
});

describe('names of everyday work as jobs write them', () => {
  it('reads drawings, PR reviews and call-out rotas', () => {
    expect(
      skills(analyzeJob({ title: 'Maintenance Technician', description: 'Read P&ID and mechanical drawings.' })),
    ).toContain('Engineering drawing');
    expect(
      skills(
        analyzeJob({
          title: 'Analytics Engineer',
          description: "- write sql every day, review each other's PRs",
          requiredSkills: ['dbt'],
        }),
      ),
    ).toContain('Code review');
    expect(
      skills(analyzeJob({ title: 'HVAC Service Engineer', description: 'call-out rota 1 weekend in 5.' })),
    ).toContain('On-call');
    // On-call work belongs to every profession that has it.
    expect(
      skills(
        analyzeJob({
          title: 'Diagnostic Radiographer',
          description: 'Rotational post covering plain film and CT, with on-call and night shifts.',
        }),
      ),
    ).toContain('On-call');
    expect(
      skills(analyzeJob({ title: 'Penetration Tester', description: 'There is no sales target and no on-call.' })),
    ).not.toContain('On-call');
  });
});

describe("a name's sense by the job's world, and things named like skills", () => {
  it('reads "regression" and "NOC" in the sense of the job', () => {
    expect(
      skills(
        analyzeJob({
          title: 'QA Engineer',
          description: 'Run regression before every release and smoke tests after it.',
          requiredSkills: ['Manual testing'],
        }),
      ),
    ).toContain('Regression testing');
    expect(
      skills(
        analyzeJob({
          title: 'QA Engineer',
          description: 'Run regression before every release.',
          requiredSkills: ['Manual testing'],
        }),
      ),
    ).not.toContain('Regression analysis');
    expect(
      skills(
        analyzeJob({
          title: 'Data Scientist',
          description: 'Fit regression and tree models in Python.',
          requiredSkills: ['Python', 'Machine learning'],
        }),
      ),
    ).toContain('Regression analysis');
    const noc = analyzeJob({
      title: 'Network Support Engineer L2',
      description: '24x7 NOC, Bangalore. Troubleshoot LAN/WAN.',
      requiredSkills: ['Routing', 'Switching'],
    });
    expect(skills(noc)).toContain('Network operations center');
    expect(skills(noc)).not.toContain('Telecom operations');
  });

  it("reads medicines as drugs given, and the employer's division or trade as the employer", () => {
    const nurse = analyzeJob({
      title: 'Staff Nurse',
      description: 'Give medicines on the drug round and monitor vital signs.',
      requiredSkills: ['Nursing'],
    });
    expect(skills(nurse)).toContain('Medication administration');
    expect(skills(nurse)).not.toContain('Medicine');
    const pharmacist = analyzeJob({
      title: 'Community Pharmacist',
      description: 'Counsel patients on their medicines.',
      requiredSkills: ['Pharmacy'],
    });
    expect(skills(pharmacist)).not.toContain('Medicine');
    const analyst = analyzeJob({
      title: 'Data Analyst – Marketing',
      description: 'Join our marketing team (consumer electronics retailer, 80 stores).',
      requiredSkills: ['SQL'],
    });
    expect(skills(analyst)).not.toContain('Consumer electronics');
    const hrbp = analyzeJob({
      title: 'HR Business Partner',
      description: 'HR Business Partner for our operations division (warehouses and transport).',
    });
    expect(skills(hrbp)).not.toContain('Operations management');
  });
});

describe('who does it, read a little further', () => {
  it('reads a negation past "need to be an", a task handled at a place, and a team that handles something', () => {
    expect(
      skills(
        analyzeJob({
          title: 'Product Manager',
          description: 'You do not need to be an accountant.',
          requiredSkills: ['Product management'],
        }),
      ),
    ).not.toContain('Accounting');
    expect(
      skills(
        analyzeJob({
          title: 'Swimming Teacher',
          description: 'Membership sales are handled at reception.',
          requiredSkills: ['Teaching swimming'],
        }),
      ),
    ).not.toContain('Sales');
    const driver = analyzeJob({
      title: 'Delivery Driver',
      description: "We don't need you to take orders; the trade counter team handles sales.",
    });
    expect(skills(driver)).not.toContain('Team management');
    // A noun in -s after a kind of test is still the tests: "run smoke tests".
    expect(
      skills(
        analyzeJob({
          title: 'QA Engineer',
          description: 'Run smoke tests after every release.',
          requiredSkills: ['Manual testing'],
        }),
      ),
    ).toContain('Smoke testing');
  });
});

describe("another world's skill asked of the hire as their own activity", () => {
  it('counts it where the hire is the one who does it, not where others are', () => {
    const ca = analyzeJob({
      title: 'Chartered Accountant',
      description: 'Candidate should handle clients independently.',
      requiredSkills: ['Statutory audit'],
    });
    expect(skills(ca)).toContain('Client relationship management');
    const frontend = analyzeJob({
      title: 'Frontend Engineer',
      description: 'Our users handle clients all day.',
      requiredSkills: ['React'],
    });
    expect(skills(frontend)).not.toContain('Client relationship management');
  });
});

describe('a product is shown under its own kind, never under a rival product', () => {
  it('reads Bullhorn as an applicant tracking system, not as Zoho Recruit', () => {
    const job = analyzeJob({
      title: 'Recruitment Consultant',
      description: 'Keep every candidate in the ATS (Bullhorn).',
      requiredSkills: ['Recruitment'],
    });
    expect(skills(job)).not.toContain('Zoho Recruit');
    expect(skills(job)).toContain('Applicant tracking systems');
  });
});

describe("someone else's body of people, and the employer's kind of business", () => {
  it("reads a customer's leadership as people and an Italian restaurant as the employer", () => {
    const csm = analyzeJob({
      title: 'Customer Success Manager',
      description: "Hold quarterly business reviews and present usage and value to each customer's leadership.",
      requiredSkills: ['Customer success'],
    });
    expect(skills(csm)).not.toContain('Leadership');
    const chef = analyzeJob({
      title: 'Sous Chef',
      description: 'Run the pass for a 120-cover Italian restaurant.',
      requiredSkills: ['Cooking'],
    });
    expect(skills(chef)).not.toContain('Foreign languages');
  });
});

describe('a word of finance or marketing is shown under the practice it names', () => {
  it('reads internal audit, CIMA, customs duty and Lotus Notes as themselves, not as a sibling', () => {
    const auditor = analyzeJob({
      title: 'Internal Auditor',
      description: 'Plan and run internal audits of the plants; report to the audit committee.',
      requiredSkills: ['Internal audit', 'Internal controls'],
    });
    expect(skills(auditor)).toContain('Internal audit');
    expect(skills(auditor)).not.toContain('Statutory audit');
    const analyst = analyzeJob({
      title: 'Management Accountant',
      description: 'Part-qualified CIMA; monthly variance analysis.',
      requiredSkills: ['CIMA', 'Variance analysis'],
    });
    expect(skills(analyst)).toContain('CIMA');
    expect(skills(analyst)).not.toContain('ACCA');
    const tax = analyzeJob({
      title: 'Tax Executive',
      description: 'Handle customs duty and excise duty filings for imports.',
      requiredSkills: ['Customs duty', 'Excise duty'],
    });
    expect(skills(tax)).toContain('Indirect taxes');
    expect(skills(tax)).not.toContain('VAT');
    const assistant = analyzeJob({
      title: 'Office Assistant',
      description: 'Mail and calendars are in Lotus Notes.',
      requiredSkills: ['Lotus Notes'],
    });
    expect(skills(assistant)).toContain('Lotus Notes');
    expect(skills(assistant)).not.toContain('Microsoft Outlook');
  });

  it('reads off-page SEO, display ads and media buying as their own practices', () => {
    const seo = analyzeJob({
      title: 'SEO Executive',
      description: 'Own link building and off-page SEO for our blog.',
      requiredSkills: ['Off-page SEO', 'Link building'],
    });
    expect(skills(seo)).toContain('Off-page SEO');
    expect(skills(seo)).not.toContain('On-page SEO');
    const media = analyzeJob({
      title: 'Media Planner',
      description: 'Media planning and media buying across TV and print; display ads for launches.',
      requiredSkills: ['Media planning', 'Display ads'],
    });
    expect(skills(media)).toContain('Media planning and buying');
    expect(skills(media)).toContain('Display advertising');
    expect(skills(media)).not.toContain('Performance marketing');
    expect(skills(media)).not.toContain('Programmatic advertising');
  });

  it('reads Asana, Smartsheet and Microsoft Teams as their own kind of tool, not as Trello or Slack', () => {
    const coordinator = analyzeJob({
      title: 'Project Coordinator',
      description: 'Track tasks in Asana and Smartsheet; meetings on Microsoft Teams.',
      requiredSkills: ['Asana', 'Smartsheet', 'Microsoft Teams'],
    });
    expect(skills(coordinator)).toContain('Project management tools');
    expect(skills(coordinator)).toContain('Microsoft Teams');
    expect(skills(coordinator)).not.toContain('Trello');
    expect(skills(coordinator)).not.toContain('Slack');
    expect(skills(coordinator)).not.toContain('Microsoft Project Server');
  });
});

describe('a word of people, law, teaching or care work is shown under the practice it names', () => {
  it('reads IT recruitment, CIPD and an LLB as themselves, not as executive search, SHRM or the bar council', () => {
    const recruiter = analyzeJob({
      title: 'IT Recruiter',
      description: 'End-to-end IT recruitment for our Pune clients; CIPD welcome.',
      requiredSkills: ['IT recruitment', 'CIPD'],
    });
    expect(skills(recruiter)).toContain('IT recruitment');
    expect(skills(recruiter)).toContain('CIPD');
    expect(skills(recruiter)).not.toContain('Executive search');
    expect(skills(recruiter)).not.toContain('SHRM');
    const lawyer = analyzeJob({
      title: 'Junior Advocate',
      description: 'LLB from a recognised university; draft bail applications.',
      requiredSkills: ['LLB', 'Criminal law'],
    });
    expect(skills(lawyer)).toContain('Law degree');
    expect(skills(lawyer)).not.toContain('Bar council');
  });

  it('reads Tamil, an IB school and speech therapy as themselves, not as Hindi, CBSE or occupational therapy', () => {
    const support = analyzeJob({
      title: 'Customer Support Executive',
      description: 'Fluent Tamil and English for our Chennai callers.',
      requiredSkills: ['Tamil', 'Customer service'],
    });
    expect(skills(support)).toContain('Indian languages');
    expect(skills(support)).not.toContain('Hindi');
    const teacher = analyzeJob({
      title: 'Mathematics Teacher',
      description: 'Teach the IB Diploma in our international school.',
      requiredSkills: ['IB', 'Mathematics teaching'],
    });
    expect(skills(teacher)).toContain('IB curriculum');
    expect(skills(teacher)).not.toContain('CBSE');
    const therapist = analyzeJob({
      title: 'Speech Therapist',
      description: 'Speech therapy for children with language delay.',
      requiredSkills: ['Speech therapy'],
    });
    expect(skills(therapist)).toContain('Speech-language pathology');
    expect(skills(therapist)).not.toContain('Occupational therapy');
  });

  it('reads homeopathy, running and medical writing as themselves, not as Ayurveda, cricket or transcription', () => {
    const doctor = analyzeJob({
      title: 'Homeopathy Doctor',
      description: 'BHMS with clinic practice.',
      requiredSkills: ['Homeopathy'],
    });
    expect(skills(doctor)).toContain('Homeopathic medicine');
    expect(skills(doctor)).not.toContain('Ayurveda');
    const coach = analyzeJob({
      title: 'Running Coach',
      description: 'Coach our running club for 10k and half-marathon races.',
      requiredSkills: ['Running', 'Sports coaching'],
    });
    expect(skills(coach)).toContain('Running');
    expect(skills(coach)).not.toContain('Cricket');
    const writer = analyzeJob({
      title: 'Medical Writer',
      description: 'Write clinical study reports and manuscripts.',
      requiredSkills: ['Medical writing'],
    });
    expect(skills(writer)).toContain('Medical writing');
    expect(skills(writer)).not.toContain('Medical transcription');
  });
});

describe('a role or craft of law, school or screen is shown under its own practice', () => {
  it('reads criminal litigation, kindergarten teaching, a DOP and VFX as themselves', () => {
    const advocate = analyzeJob({
      title: 'Associate Advocate',
      description: 'Criminal litigation before the sessions court.',
      requiredSkills: ['Criminal litigation'],
    });
    expect(skills(advocate)).toContain('Criminal law');
    expect(skills(advocate)).not.toContain('Bail applications');
    const teacher = analyzeJob({
      title: 'Kindergarten Teacher',
      description: 'Kindergarten teaching for ages 3 to 5.',
      requiredSkills: ['Kindergarten'],
    });
    expect(skills(teacher)).toContain('Early childhood education');
    expect(skills(teacher)).not.toContain('Montessori');
    const crew = analyzeJob({
      title: 'Director of Photography',
      description: 'DOP for our ad shoots; VFX shots handed to the post house.',
      requiredSkills: ['Director of photography', 'VFX'],
    });
    expect(skills(crew)).toContain('Cinematography');
    expect(skills(crew)).toContain('Visual effects');
    expect(skills(crew)).not.toContain('Film making');
    expect(skills(crew)).not.toContain('Film editing');
  });
});

describe('a clinical or lab word is shown under its own specialty or system', () => {
  it('reads a neurosurgeon, an optometrist, a blood bank and Empower as themselves', () => {
    const surgeon = analyzeJob({
      title: 'Consultant Neurosurgeon',
      description: 'Neurosurgery on call for the trauma centre.',
      requiredSkills: ['Neurosurgery'],
    });
    expect(skills(surgeon)).toContain('Neurosurgery');
    expect(skills(surgeon)).not.toContain('Neurology');
    const optometrist = analyzeJob({
      title: 'Optometrist',
      description: 'Eye tests and refraction for walk-in customers.',
      requiredSkills: ['Optometry'],
    });
    expect(skills(optometrist)).toContain('Optometry');
    expect(skills(optometrist)).not.toContain('Ophthalmology');
    const tech = analyzeJob({
      title: 'Blood Bank Technician',
      description: 'Cross matching and blood bank records.',
      requiredSkills: ['Blood banking'],
    });
    expect(skills(tech)).toContain('Blood bank');
    expect(skills(tech)).not.toContain('Hematology analyzer');
    const analyst = analyzeJob({
      title: 'QC Analyst',
      description: 'Run HPLC and process data in Empower 3.',
      requiredSkills: ['HPLC', 'Empower 3'],
    });
    expect(skills(analyst)).toContain('Chromatography data systems');
    expect(skills(analyst)).not.toContain('Laboratory information management system');
  });
});

describe('an engineering tool, standard or system is shown under its own name or kind', () => {
  it('reads IOSH, Aspen Plus, AutoCAD Electrical and Twinmotion as themselves, not as a rival', () => {
    const safety = analyzeJob({
      title: 'Safety Officer',
      description: 'IOSH Managing Safely required; site inductions.',
      requiredSkills: ['IOSH', 'Health and safety'],
    });
    expect(skills(safety)).toContain('IOSH');
    expect(skills(safety)).not.toContain('NEBOSH');
    const process = analyzeJob({
      title: 'Process Engineer',
      description: 'Steady-state simulation in Aspen Plus.',
      requiredSkills: ['Aspen Plus', 'Chemical engineering'],
    });
    expect(skills(process)).toContain('Aspen Plus');
    expect(skills(process)).not.toContain('Aspen HYSYS');
    const panel = analyzeJob({
      title: 'Electrical Design Engineer',
      description: 'Panel schematics in ACAD Electrical.',
      requiredSkills: ['AutoCAD Electrical'],
    });
    expect(skills(panel)).toContain('AutoCAD Electrical');
    expect(skills(panel)).not.toContain('EPLAN');
    const viz = analyzeJob({
      title: 'Architectural Visualiser',
      description: 'Walkthroughs in Twinmotion and Enscape.',
      requiredSkills: ['Twinmotion', 'Enscape'],
    });
    expect(skills(viz)).toContain('3D visualization architecture');
    expect(skills(viz)).not.toContain('Lumion');
  });

  it('reads static equipment, low voltage and power system studies under the practice they name', () => {
    const mech = analyzeJob({
      title: 'Static Equipment Engineer',
      description: 'Static equipment design: columns, drums and heat exchangers.',
      requiredSkills: ['Static equipment'],
    });
    expect(skills(mech)).toContain('Static equipment design');
    expect(skills(mech)).not.toContain('Pumps and compressors');
    const elec = analyzeJob({
      title: 'Electrical Engineer',
      description: 'Low voltage distribution and power system studies for data centres.',
      requiredSkills: ['Low voltage', 'Power system studies'],
    });
    expect(skills(elec)).toContain('Low tension');
    expect(skills(elec)).toContain('Power system analysis');
    expect(skills(elec)).not.toContain('High voltage engineering');
    expect(skills(elec)).not.toContain('ETAP');
  });
});

describe('an electronics or telecom word is shown under its own name or kind', () => {
  it('reads embedded C, PIC, ASPICE, physical design and Synopsys as themselves, not as a rival or a wider name', () => {
    const firmware = analyzeJob({
      title: 'Firmware Engineer',
      description: 'Embedded C on PIC and MSP430; ASPICE and MISRA C processes.',
      requiredSkills: ['Embedded C', 'PIC microcontroller', 'ASPICE', 'MISRA C'],
    });
    expect(skills(firmware)).toContain('Embedded C programming');
    expect(skills(firmware)).toContain('Microcontrollers');
    expect(skills(firmware)).toContain('Automotive SPICE');
    expect(skills(firmware)).toContain('MISRA C');
    expect(skills(firmware)).not.toContain('C');
    expect(skills(firmware)).not.toContain('8051 microcontroller');
    expect(skills(firmware)).not.toContain('ISO 26262');
    const vlsi = analyzeJob({
      title: 'Physical Design Engineer',
      description: 'Place and route with Synopsys ICC2; timing closure.',
      requiredSkills: ['Physical design', 'Synopsys'],
    });
    expect(skills(vlsi)).toContain('Physical design');
    expect(skills(vlsi)).toContain('EDA tools');
    expect(skills(vlsi)).not.toContain('ASIC design');
    expect(skills(vlsi)).not.toContain('Cadence tools');
  });

  it('reads rival CAM, CFD, PLC and telecom vendors under their kind', () => {
    const cam = analyzeJob({
      title: 'CAM Programmer',
      description: 'Toolpaths in PowerMill; CFD in STAR-CCM+ is a plus.',
      requiredSkills: ['PowerMill', 'STAR-CCM+'],
    });
    expect(skills(cam)).toContain('CAM');
    expect(skills(cam)).toContain('Computational fluid dynamics');
    expect(skills(cam)).not.toContain('Mastercam');
    expect(skills(cam)).not.toContain('ANSYS Fluent');
    const plc = analyzeJob({
      title: 'Automation Technician',
      description: 'Maintain Omron PLC lines.',
      requiredSkills: ['Omron PLC'],
    });
    expect(skills(plc)).toContain('Omron PLC');
    expect(skills(plc)).not.toContain('Mitsubishi PLC');
    const rf = analyzeJob({
      title: 'RAN Engineer',
      description: 'Integrate Huawei equipment and ZTE sites.',
      requiredSkills: ['Huawei equipment'],
    });
    expect(skills(rf)).toContain('Telecom network equipment');
    expect(skills(rf)).not.toContain('Ericsson');
  });
});

describe('a word of operations, retail, hospitality or the trades is shown under the practice it names', () => {
  it('reads planograms, a barista, Google Docs and WFM as themselves, not as a neighbour', () => {
    const merch = analyzeJob({
      title: 'Store Merchandiser',
      description: 'Set shelves to the planogram every Monday.',
      requiredSkills: ['Planograms', 'Stock replenishment'],
    });
    expect(skills(merch)).toContain('Retail merchandising');
    const planogramOnly = analyzeJob({
      title: 'Store Merchandiser',
      description: 'Set shelves to the planogram every Monday.',
      requiredSkills: ['Planograms'],
    });
    expect(skills(planogramOnly)).not.toContain('Stock replenishment');
    const cafe = analyzeJob({
      title: 'Barista',
      description: 'Espresso drinks and latte art for a busy cafe.',
      requiredSkills: ['Barista'],
    });
    expect(skills(cafe)).toContain('Barista');
    expect(skills(cafe)).not.toContain('Bartending');
    const office = analyzeJob({
      title: 'Office Administrator',
      description: 'Keep the team files in Google Docs and Google Drive.',
      requiredSkills: ['Google Docs'],
    });
    expect(skills(office)).toContain('Google Workspace');
    expect(skills(office)).not.toContain('Google Sheets');
    const wfm = analyzeJob({
      title: 'WFM Analyst',
      description: 'Real time analyst for a 300-seat contact centre.',
      requiredSkills: ['Workforce management'],
    });
    expect(skills(wfm)).toContain('Workforce management');
    expect(skills(wfm)).not.toContain('Team leader BPO');
  });

  it('reads poultry farming, scaffolding and a CNC operator as themselves', () => {
    const farm = analyzeJob({
      title: 'Farm Supervisor',
      description: 'Run a 20,000-bird poultry farming unit.',
      requiredSkills: ['Poultry farming'],
    });
    expect(skills(farm)).toContain('Poultry farming');
    expect(skills(farm)).not.toContain('Dairy farming');
    const site = analyzeJob({
      title: 'Scaffolder',
      description: 'Erect and inspect scaffolding on high-rise sites.',
      requiredSkills: ['Scaffolding'],
    });
    expect(skills(site)).toContain('Scaffolding');
    expect(skills(site)).not.toContain('Heavy equipment operation');
    const shop = analyzeJob({
      title: 'CNC Operator',
      description: 'Run VMC and CNC turning centres on two shifts.',
      requiredSkills: ['CNC operator'],
    });
    expect(skills(shop)).toContain('CNC machining');
    expect(skills(shop)).not.toContain('Fitter');
  });
});

describe('a software library, tool or certification is shown under its own name, never a rival', () => {
  it('reads payment gateways, EasyMock, RxSwift, Allure and CSTE as themselves', () => {
    const backend = analyzeJob({
      title: 'Backend Developer',
      description: 'Payment gateway integration with Razorpay; unit tests with EasyMock.',
      requiredSkills: ['Java', 'Payment gateway integration', 'EasyMock'],
    });
    expect(skills(backend)).toContain('Payment integration');
    expect(skills(backend)).toContain('EasyMock');
    expect(skills(backend)).not.toContain('Stripe API');
    expect(skills(backend)).not.toContain('Mockito');
    const ios = analyzeJob({
      title: 'iOS Developer',
      description: 'Reactive code with RxSwift.',
      requiredSkills: ['Swift', 'RxSwift'],
    });
    expect(skills(ios)).toContain('RxSwift');
    expect(skills(ios)).not.toContain('RxJava');
    const qa = analyzeJob({
      title: 'QA Engineer',
      description: 'Publish Allure reports from the nightly run; CSTE preferred.',
      requiredSkills: ['Selenium', 'Allure', 'CSTE'],
    });
    expect(skills(qa)).toContain('Allure reports');
    expect(skills(qa)).toContain('CSTE');
    expect(skills(qa)).not.toContain('Extent Reports');
    expect(skills(qa)).not.toContain('ISTQB');
  });
});

describe('an infrastructure, data or security word is shown under its own name or kind', () => {
  it('reads SNS, a CDN, load balancing, Qualys, RIP and XSS as themselves, not as a sibling product', () => {
    const cloud = analyzeJob({
      title: 'Cloud Engineer',
      description: 'Fan-out with Amazon SNS; Akamai CDN in front; load balancing with F5.',
      requiredSkills: ['Amazon SNS', 'CDN', 'Load balancing'],
    });
    expect(skills(cloud)).toContain('Amazon SNS');
    expect(skills(cloud)).toContain('Content delivery network');
    expect(skills(cloud)).not.toContain('Amazon SQS');
    expect(skills(cloud)).not.toContain('AWS CloudFront');
    expect(skills(cloud)).not.toContain('Elastic Load Balancing');
    const sec = analyzeJob({
      title: 'Security Analyst',
      description: 'Scan with Qualys; find XSS in our web apps; know RIP and OSPF.',
      requiredSkills: ['Qualys', 'XSS', 'RIP'],
    });
    expect(skills(sec)).toContain('Qualys');
    expect(skills(sec)).toContain('RIP');
    expect(skills(sec)).not.toContain('Nessus');
    expect(skills(sec)).not.toContain('SQL injection');
    expect(skills(sec)).not.toContain('EIGRP');
  });

  it('reads Solana, Inkscape, BizTalk and cryptocurrency as themselves, not as Polygon, GIMP, MuleSoft or Bitcoin', () => {
    const web3 = analyzeJob({
      title: 'Blockchain Developer',
      description: 'Build on Solana; cryptocurrency payments.',
      requiredSkills: ['Solana', 'Cryptocurrency'],
    });
    expect(skills(web3)).toContain('Solana');
    expect(skills(web3)).toContain('Cryptocurrency');
    expect(skills(web3)).not.toContain('Polygon');
    expect(skills(web3)).not.toContain('Bitcoin');
    const design = analyzeJob({
      title: 'Graphic Designer',
      description: 'Vector work in Inkscape.',
      requiredSkills: ['Inkscape'],
    });
    expect(skills(design)).toContain('Inkscape');
    expect(skills(design)).not.toContain('GIMP');
    const integration = analyzeJob({
      title: 'Integration Developer',
      description: 'Maintain BizTalk orchestrations.',
      requiredSkills: ['BizTalk'],
    });
    expect(skills(integration)).toContain('Microsoft BizTalk');
    expect(skills(integration)).not.toContain('Mulesoft');
  });
});

describe('a framework, pattern or platform tool is shown under its own name, not a neighbour', () => {
  it('reads SSO, CQRS, Qiskit, Riverpod and Unity 3D as themselves', () => {
    const backend = analyzeJob({
      title: 'Backend Engineer',
      description: 'Single sign-on with OIDC; CQRS read models.',
      requiredSkills: ['SSO', 'CQRS'],
    });
    expect(skills(backend)).toContain('Single sign-on');
    expect(skills(backend)).toContain('CQRS');
    expect(skills(backend)).not.toContain('SAML');
    expect(skills(backend)).not.toContain('Event sourcing');
    const quantum = analyzeJob({
      title: 'Quantum Software Engineer',
      description: 'Circuits in Qiskit.',
      requiredSkills: ['Qiskit', 'Python'],
    });
    expect(skills(quantum)).toContain('Qiskit');
    expect(skills(quantum)).not.toContain('Q#');
    const mobile = analyzeJob({
      title: 'Flutter Developer',
      description: 'State in Riverpod; a small game scene in Unity 3D.',
      requiredSkills: ['Flutter', 'Riverpod', 'Unity 3D'],
    });
    expect(skills(mobile)).toContain('Flutter state management');
    expect(skills(mobile)).toContain('Unity');
    expect(skills(mobile)).not.toContain('Flutter widgets');
    expect(skills(mobile)).not.toContain('Mobile game development');
  });

  it('reads Git flow, GitOps, VDI, CKAD and Jaeger as themselves, not as their opposite or a rival', () => {
    const devops = analyzeJob({
      title: 'DevOps Engineer',
      description: 'Git flow branching; GitOps with Argo CD; traces in Jaeger; CKAD a plus.',
      requiredSkills: ['Git flow', 'GitOps', 'Jaeger', 'CKAD'],
    });
    expect(skills(devops)).toContain('Branching strategies');
    expect(skills(devops)).toContain('GitOps');
    expect(skills(devops)).toContain('Distributed tracing');
    expect(skills(devops)).toContain('CKAD');
    expect(skills(devops)).not.toContain('Trunk-based development');
    expect(skills(devops)).not.toContain('Flux CD');
    expect(skills(devops)).not.toContain('OpenTelemetry');
    expect(skills(devops)).not.toContain('CKA');
    const euc = analyzeJob({
      title: 'End User Computing Engineer',
      description: 'Run the Citrix VDI estate.',
      requiredSkills: ['VDI'],
    });
    expect(skills(euc)).toContain('Virtual desktop infrastructure');
    expect(skills(euc)).not.toContain('VMware Horizon');
  });
});

describe('a security, network or data certification or tool is shown under its own name or kind', () => {
  it('reads PCNSE, CompTIA A+, DAST and Carbon Black as themselves, not as Panorama, Network+, SAST or CrowdStrike', () => {
    const net = analyzeJob({
      title: 'Network Security Engineer',
      description: 'PCNSE preferred; CompTIA A+ for the desk team.',
      requiredSkills: ['PCNSE', 'CompTIA A+'],
    });
    expect(skills(net)).toContain('PCNSE');
    expect(skills(net)).toContain('CompTIA A+');
    expect(skills(net)).not.toContain('Palo Alto Panorama');
    expect(skills(net)).not.toContain('CompTIA Network+');
    const appsec = analyzeJob({
      title: 'Application Security Engineer',
      description: 'Run DAST scans; triage alerts from Carbon Black.',
      requiredSkills: ['DAST', 'Carbon Black'],
    });
    expect(skills(appsec)).toContain('DAST');
    expect(skills(appsec)).toContain('EDR');
    expect(skills(appsec)).not.toContain('SAST');
    expect(skills(appsec)).not.toContain('CrowdStrike Falcon');
  });

  it('reads LlamaIndex, Veeam and a t-test as themselves, not as LangChain, tape backup or ANOVA', () => {
    const ml = analyzeJob({
      title: 'ML Engineer',
      description: 'Retrieval with LlamaIndex; compare variants with a t-test.',
      requiredSkills: ['LlamaIndex', 'T-test'],
    });
    expect(skills(ml)).toContain('LlamaIndex');
    expect(skills(ml)).toContain('Hypothesis testing');
    expect(skills(ml)).not.toContain('LangChain');
    expect(skills(ml)).not.toContain('ANOVA');
    const ops = analyzeJob({
      title: 'Systems Administrator',
      description: 'Nightly jobs in Veeam.',
      requiredSkills: ['Veeam', 'Linux'],
    });
    expect(skills(ops)).toContain('Backup software');
    expect(skills(ops)).not.toContain('Tape backup');
  });
});

describe('a role title shared by two practices is read in the job’s sense', () => {
  it('reads "internal auditor" as internal audit in finance and as quality audits under ISO 9001', () => {
    const finance = analyzeJob({
      title: 'Internal Auditor',
      description: 'Internal auditor for our finance team: test controls, report to the audit committee.',
      requiredSkills: ['Internal controls'],
    });
    expect(skills(finance)).toContain('Internal audit');
    expect(skills(finance)).not.toContain('Quality audits');
    const quality = analyzeJob({
      title: 'Quality Engineer',
      description: 'ISO 9001 internal auditor; run process audits on the shop floor.',
      requiredSkills: ['ISO 9001'],
    });
    expect(skills(quality)).toContain('Quality audits');
    expect(skills(quality)).not.toContain('Internal audit');
  });
});

describe('a finance or HR practice beside a wider one is shown under its own name', () => {
  it('reads investor relations and group insurance as themselves, not as fundraising or underwriting', () => {
    const ir = analyzeJob({
      title: 'Investor Relations Manager',
      description: 'Own investor relations and quarterly IR reporting.',
      requiredSkills: ['Investor relations'],
    });
    expect(skills(ir)).toContain('Investor relations');
    expect(skills(ir)).not.toContain('Fundraising');
    const benefits = analyzeJob({
      title: 'Benefits Executive',
      description: 'Administer group insurance and the group mediclaim renewal.',
      requiredSkills: ['Group insurance'],
    });
    expect(skills(benefits)).toContain('Group insurance');
    expect(skills(benefits)).not.toContain('Health insurance underwriting');
  });
});
