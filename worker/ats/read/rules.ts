/**
 * How a mention of a skill is read: one ordered table of named rules over its features
 * (features.ts). The first rule that matches decides, and the decision carries the rule's name
 * (`npm run ats -- explain` prints it). A mention no rule decides is pending: an everyday word kept
 * only where the text shows its area at least AREA_SUPPORT times for sure.
 *
 * Verdicts: `sure` keeps the mention; `drop` drops it; `foreign` (a skill of another working world)
 * is kept only where the text names AREA_SUPPORT skills of its area; `pending` waits for its area.
 * Each rule carries short examples of its own (tests/unit/ats/rules.test.ts reads each through
 * analyzeJob or analyzeResume and checks the outcome and the rule named). No rule or example names
 * a category of the evaluation data or a phrase of its held-out sets.
 */
import type { Features, Side } from './features';

export type Verdict = 'sure' | 'drop' | 'foreign' | 'pending';

/**
 * A short text and a skill it mentions, kept or dropped by the rule. A job example has a title (its
 * working world) and a description; a resume example is the resume's text.
 */
export type RuleExample =
  { title: string; job: string; skill: string; kept: boolean } | { resume: string; skill: string; kept: boolean };

export interface Rule {
  /** Stable, kebab-case: named by explain and the tests. */
  name: string;
  /** What it says, in plain words. */
  says: string;
  side: Side | 'both';
  verdict: Verdict;
  when: (f: Features) => boolean;
  examples: readonly RuleExample[];
}

/** Named in a decision no rule made. */
export const DEFAULT_RULE = 'default';

// Plain words, or an acronym inside a known working world: a name that needs no more context.
const plainName = (f: Features) => (!f.everyday && !f.looseThing) || (f.acronym && f.world !== 'none');

export const RULES: readonly Rule[] = [
  {
    name: 'employer-or-place',
    says: "An employer's name, a place, a school or university's name or a pastime is no skill of the person.",
    side: 'resume',
    verdict: 'drop',
    when: (f) => f.notTheirs,
    examples: [
      {
        resume:
          'Work history\nSoftware Engineer, Falcon Robotics, Leeds\n2018 - 2021\nWrote services in Go and Python.',
        skill: 'Robotics',
        kept: false,
      },
      {
        resume: 'Work history\nAccountant, Harbour Logistics Ltd, Glasgow\n2016 - 2020\nPrepared monthly accounts.',
        skill: 'Logistics',
        kept: false,
      },
      { resume: 'Interests: photography, chess and cycling', skill: 'Chess', kept: false },
      {
        resume: 'Education\nB.Sc. Physics, Institute of Robotics and Automation, 2017',
        skill: 'Robotics',
        kept: false,
      },
    ],
  },
  {
    name: 'aspired',
    says: 'A skill the person says they are learning or want is not one they have.',
    side: 'resume',
    verdict: 'drop',
    when: (f) => f.aspired,
    examples: [
      { resume: 'Backend developer in Java. Currently learning Rust in the evenings.', skill: 'Rust', kept: false },
      { resume: 'Skills: Excel, SQL, keen to learn Tableau', skill: 'Tableau', kept: false },
      { resume: 'I plan to study Kotlin next year.', skill: 'Kotlin', kept: false },
    ],
  },
  {
    name: 'others-tool',
    says: "Another party's tool or work, that party the subject of its verb, is not the person's skill.",
    side: 'resume',
    verdict: 'drop',
    when: (f) => f.othersTool,
    examples: [
      {
        resume: 'Wrote the billing reports in SQL; the vendor managed the firewalls.',
        skill: 'Firewalls',
        kept: false,
      },
      { resume: 'Moved our builds to GitLab CI. The old team used Jenkins.', skill: 'Jenkins', kept: false },
    ],
  },
  {
    name: 'past-verb-article',
    says: 'A verb in the past and its object across an article is an action, not a name.',
    side: 'both',
    verdict: 'drop',
    when: (f) => f.pastVerbArticle && !f.ownForm,
    examples: [{ resume: 'Shipped a design system with Storybook.', skill: 'Shipbuilding', kept: false }],
  },
  {
    name: 'title-outside-world',
    says: "An everyday word or acronym of a job's title names its skill only inside the job's working world.",
    side: 'job',
    verdict: 'drop',
    when: (f) => f.title && f.world === 'outside' && f.everyday,
    examples: [
      {
        title: 'Staff Nurse (ACLS)',
        job: 'Care for patients on a busy ward.',
        skill: 'Access control lists',
        kept: false,
      },
    ],
  },
  {
    name: 'title-qualifier',
    says: "A job title's qualifier of a thing names the product, not the role.",
    side: 'job',
    verdict: 'drop',
    when: (f) => f.title && f.qualifiesThing,
    examples: [
      { title: 'Go Developer - Logistics Platform', job: 'Build services in Go.', skill: 'Logistics', kept: false },
    ],
  },
  {
    name: 'title-everyday-form',
    says: "An everyday word of a job's title must be the skill's own form.",
    side: 'job',
    verdict: 'drop',
    when: (f) => f.title && f.everyday && !f.pinned && !f.ownForm,
    examples: [
      { title: 'Support Engineer Level 2', job: 'Answer tickets from customers.', skill: 'Surveying', kept: false },
    ],
  },
  {
    name: 'title',
    says: "A job's title names the role's skills for sure.",
    side: 'job',
    verdict: 'sure',
    when: (f) => f.title,
    examples: [
      { title: 'Payroll Officer', job: 'Run the monthly payroll.', skill: 'Payroll', kept: true },
      { title: 'Frontend Engineer (React)', job: 'Build pages.', skill: 'React', kept: true },
    ],
  },
  {
    name: 'verb-asked',
    says: "A generic skill's everyday verb asked of the hire is the skill: work presented to people, an ability.",
    side: 'job',
    verdict: 'sure',
    when: (f) => f.everyday && f.verbAsked && !aboutOthersInLine(f),
    examples: [
      {
        title: 'Research Analyst',
        job: 'You will present findings to the board each quarter.',
        skill: 'Public speaking',
        kept: true,
      },
      { title: 'Delivery Driver', job: 'You must be able to drive.', skill: 'Driving', kept: true },
    ],
  },
  {
    name: 'quality-asked',
    says: 'A generic quality that a word near it values is asked of the hire.',
    side: 'job',
    verdict: 'sure',
    when: (f) => f.everyday && f.qualityAsked && !aboutOthersInLine(f),
    examples: [
      { title: 'Bookkeeper', job: 'We value accuracy above speed.', skill: 'Attention to detail', kept: true },
      {
        title: 'Warehouse Operative',
        job: 'Good English and patience needed.',
        skill: 'Emotional intelligence',
        kept: true,
      },
    ],
  },
  {
    name: 'everyday-word-form',
    says: "An everyday word names its skill only in the skill's own form.",
    side: 'both',
    verdict: 'drop',
    when: (f) => f.everyday && !f.ownForm,
    examples: [
      { title: 'Frontend Engineer', job: 'You will write tests with Jest.', skill: 'Writ petitions', kept: false },
      { title: 'Frontend Engineer', job: 'Present yourself at the front desk.', skill: 'Public speaking', kept: false },
      { resume: 'Promoted with a clear path to lead.', skill: 'Clearing', kept: false },
    ],
  },
  {
    name: 'one-word-name-form',
    says: 'A one-word name counts only in a form of its own name.',
    side: 'both',
    verdict: 'drop',
    when: (f) => !f.everyday && f.words === 1 && !f.pinned && !f.verbFirst && !f.nameForm,
    examples: [
      {
        title: 'Frontend Engineer',
        job: "You will improve the app's speed.",
        skill: 'Stage and screen acting',
        kept: false,
      },
      {
        title: 'Production Supervisor',
        job: 'Keep the machines running on every shift.',
        skill: 'Machining',
        kept: false,
      },
      { resume: 'Built tools where people work alongside machines every day.', skill: 'Machining', kept: false },
    ],
  },
  {
    name: 'participle-thing',
    says: 'In a job, several words ending in a participle describe a thing, not a skill.',
    side: 'job',
    verdict: 'drop',
    when: (f) => f.lastWordPast && !f.ownForm,
    examples: [
      {
        title: 'Quality Inspector',
        job: 'Check injection moulded parts against the drawing.',
        skill: 'Injection molding',
        kept: false,
      },
    ],
  },
  {
    name: 'owner-subject-verb',
    says: "In a job, an owner's noun and a verb in -s are a subject and its verb.",
    side: 'job',
    verdict: 'drop',
    when: (f) => f.words > 1 && f.ownerBefore && f.lastWordS && !f.ownForm,
    examples: [
      {
        title: 'Finance Manager',
        job: 'Our team handles budgets for every site.',
        skill: 'Team management',
        kept: false,
      },
    ],
  },
  {
    name: 'doing-verb',
    says: 'In a job, a doing verb in -s in place of a name in -ing is a subject and its verb.',
    side: 'job',
    verdict: 'drop',
    when: (f) => f.words > 1 && f.doingVerb && !f.ownForm,
    examples: [
      { title: 'Store Manager', job: 'The trade counter team handles orders.', skill: 'Team management', kept: false },
    ],
  },
  {
    name: 'owner-plural',
    says: "In a job, an owner's plural inside a name that has it singular starts a subject and its verb.",
    side: 'job',
    verdict: 'drop',
    when: (f) => f.words > 1 && f.ownerBefore && !f.ownForm && f.pluralInside,
    examples: [
      { title: 'Store Manager', job: 'Our customers care about their staff.', skill: 'Customer service', kept: false },
    ],
  },
  {
    name: 'list-item',
    says: "A short item of a list of skills is the skill, unless it is another world's everyday word.",
    side: 'both',
    verdict: 'sure',
    when: (f) => f.listItem && !(f.foreign && f.everyday),
    examples: [
      {
        title: 'Office Administrator',
        job: 'Tools: Excel, Word, Outlook, Teams.',
        skill: 'Microsoft Excel',
        kept: true,
      },
      { resume: 'Skills: Excel, Tally, Billing, GST', skill: 'Tally ERP', kept: true },
    ],
  },
  {
    name: 'negated',
    says: 'What the text negates is not asked.',
    side: 'both',
    verdict: 'drop',
    when: (f) => f.negated,
    examples: [
      {
        title: 'Office Administrator',
        job: 'You do not need to know payroll or recruitment.',
        skill: 'Payroll',
        kept: false,
      },
      { title: 'Office Administrator', job: 'No SAP experience needed.', skill: 'SAP', kept: false },
      { resume: 'Built web pages in React, no Angular.', skill: 'Angular', kept: false },
    ],
  },
  {
    name: 'hire-may-go',
    says: 'Where the hire may go later is not what is asked.',
    side: 'both',
    verdict: 'drop',
    when: (f) => f.hireMayGo,
    examples: [
      {
        title: 'Shop Assistant',
        job: 'There is a clear path to area management.',
        skill: 'General management',
        kept: false,
      },
    ],
  },
  {
    name: 'team-worked-with',
    says: 'A team the hire works with, written as a common noun, is a team, not a skill.',
    side: 'both',
    verdict: 'drop',
    when: (f) => f.teamWorkedWith,
    examples: [
      { title: 'Product Designer', job: 'You will talk with logistics every week.', skill: 'Logistics', kept: false },
      {
        title: 'Product Designer',
        job: 'You will work with product marketing on launches.',
        skill: 'Product marketing',
        kept: false,
      },
    ],
  },
  {
    name: 'person-or-thing',
    says: 'Words that qualify a person or a thing, or name a person the hire works alongside, are no skill.',
    side: 'both',
    verdict: 'drop',
    when: (f) => f.personOrThing,
    examples: [
      {
        title: 'Frontend Engineer',
        job: 'You will report to the project manager.',
        skill: 'Project management',
        kept: false,
      },
      {
        title: 'Marketing Coordinator',
        job: 'Work closely with the SEO specialist.',
        skill: 'Search engine optimization',
        kept: false,
      },
      { resume: 'Reported to the project manager.', skill: 'Project management', kept: false },
    ],
  },
  {
    name: 'not-the-ask',
    says: "In a job, people in the plural, an audience, a source, another party's things or the employer's offer are no ask.",
    side: 'job',
    verdict: 'drop',
    when: (f) => f.notTheAsk,
    examples: [
      { title: 'Agronomist', job: 'You will train farmer group leaders.', skill: 'Leadership', kept: false },
      {
        title: 'Account Manager',
        job: 'The client has a mature procurement function.',
        skill: 'Procurement',
        kept: false,
      },
      {
        title: 'Marketing Lead',
        job: 'We offer time for open-source contributions.',
        skill: 'Open source contribution',
        kept: false,
      },
    ],
  },
  {
    name: 'done-by-others',
    says: 'In a job, a task the text gives to someone else is not the hire’s.',
    side: 'job',
    verdict: 'drop',
    when: (f) => f.doneByOthers,
    examples: [
      { title: 'Marketing Coordinator', job: 'Copywriting is done by our agency.', skill: 'Copywriting', kept: false },
    ],
  },
  {
    name: 'employer-trade',
    says: "What the employer is or makes is no skill, unless it is the job's own area.",
    side: 'job',
    verdict: 'drop',
    when: (f) => f.world !== 'none' && !f.ownArea && f.describesEmployer,
    examples: [
      {
        title: 'Frontend Engineer',
        job: 'Build the web pages of our core lending platform in React.',
        skill: 'Fintech',
        kept: false,
      },
      {
        title: 'Data Engineer',
        job: 'Build data pipelines for a food processing plant.',
        skill: 'Food technology',
        kept: false,
      },
    ],
  },
  {
    name: 'proper-name',
    says: "In a job, a product's name capitalised mid-sentence, in its own form and inside the job's world, is the product.",
    side: 'job',
    verdict: 'sure',
    when: (f) => f.everyday && !f.foreign && f.properName && f.ownForm,
    examples: [{ title: 'Frontend Engineer', job: 'You will write tests with Jest.', skill: 'Jest', kept: true }],
  },
  {
    name: 'plain-name',
    says: "A name in plain words, or an acronym inside the job's world, is the skill.",
    side: 'both',
    verdict: 'sure',
    when: (f) => plainName(f) && !f.foreign,
    examples: [
      { title: 'Frontend Engineer', job: 'Build pages in React and TypeScript.', skill: 'TypeScript', kept: true },
      { resume: 'Built web pages in React and TypeScript.', skill: 'TypeScript', kept: true },
    ],
  },
  {
    name: 'asked-by-name',
    says: 'In a job, a skill of another world asked by name with "experience" or "knowledge" is asked.',
    side: 'job',
    verdict: 'sure',
    when: (f) => plainName(f) && !f.everyday && f.askedByName,
    examples: [
      { title: 'Frontend Engineer', job: 'Some bookkeeping knowledge is welcome.', skill: 'Bookkeeping', kept: true },
    ],
  },
  {
    name: 'other-world',
    says: "In a job, a skill of another working world counts only where the text names its area's skills twice.",
    side: 'job',
    verdict: 'foreign',
    when: plainName,
    examples: [
      {
        title: 'Frontend Engineer',
        job: 'Build pages in React. Our users deal with cash handling every day.',
        skill: 'Cash handling',
        kept: false,
      },
      {
        title: 'Frontend Engineer',
        job: 'Build pages in React. Our users deal with cash handling and reconciliation every day.',
        skill: 'Cash handling',
        kept: true,
      },
    ],
  },
  {
    name: 'nearby-words',
    says: "An everyday word with the skill's other words nearby is the skill.",
    side: 'both',
    verdict: 'sure',
    when: (f) => !f.foreign && f.nearbyWords,
    examples: [
      {
        title: 'Shop Assistant',
        job: 'Run the checkout and count the cash register.',
        skill: 'Cashiering',
        kept: true,
      },
      { resume: 'Ran the checkout and the cash register on weekends.', skill: 'Cashiering', kept: true },
    ],
  },
];

/** Mentions no rule decides: kept only where sure skills of their area surround them. */
export const DEFAULT_EXAMPLES: readonly RuleExample[] = [
  { resume: 'Built pages in React and TypeScript. Styled them with CSS and Sass.', skill: 'CSS', kept: true },
  { title: 'Frontend Engineer', job: 'Write clear code.', skill: 'Communication skills', kept: false },
];

/** The words around it describe someone or something other than the hire's ask, in the whole line. */
function aboutOthersInLine(f: Features): boolean {
  return f.negated || f.hireMayGo || f.teamWorkedWith || f.personOrThingInLine;
}

/** The first rule of the table that matches a mention decides; none: pending, by default. */
export function decide(f: Features): { verdict: Verdict; rule: string } {
  for (const r of RULES)
    if ((r.side === 'both' || r.side === f.side) && r.when(f)) return { verdict: r.verdict, rule: r.name };
  return { verdict: 'pending', rule: DEFAULT_RULE };
}
