/**
 * Voluntary self-identification fits the market: a company has a country (ISO 3166-1 alpha-2,
 * India by default) and the questions a candidate sees for a job are the set of its company's
 * country. Defined once here, for the candidate's card, the worker's checks and the bias audit.
 */

/** ISO 3166-1 alpha-2 codes in current use. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
export const DEFAULT_COUNTRY = 'IN';
export const COUNTRY_MESSAGE = 'Choose the country from the list';
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** A country's English name ("IN" → "India"). */
export const countryName = (code: string) => regionNames.of(code) ?? code;

/** The code every set uses for "I'd rather not answer" (its words differ per set). */
export const DECLINED = 'decline';

export type Options = readonly (readonly [string, string])[];
interface Question {
  key: string;
  label: string;
  options: Options;
}

// The EEOC's categories (EEO-1), "Decline to state" always offered.
export const SEX_CATEGORIES = [
  ['female', 'Female'],
  ['male', 'Male'],
  [DECLINED, 'Decline to state'],
] as const;
export const RACE_CATEGORIES = [
  ['hispanic', 'Hispanic or Latino'],
  ['white', 'White'],
  ['black', 'Black or African American'],
  ['pacific', 'Native Hawaiian or Other Pacific Islander'],
  ['asian', 'Asian'],
  ['native', 'American Indian or Alaska Native'],
  ['two_or_more', 'Two or More Races'],
  [DECLINED, 'Decline to state'],
] as const;

// India: gender as the Transgender Persons (Protection of Rights) Act 2019 words it, and disability
// as the Rights of Persons with Disabilities Act 2016 does (a "benchmark disability" is 40% or more).
export const INDIA_GENDERS = [
  ['woman', 'Woman'],
  ['man', 'Man'],
  ['transgender', 'Transgender person'],
  [DECLINED, 'Prefer not to say'],
] as const;
export const INDIA_DISABILITY = [
  ['benchmark', 'Yes, a person with benchmark disability (40% or more, RPwD Act 2016)'],
  ['disability', 'Yes, a person with disability (RPwD Act 2016)'],
  ['none', 'No'],
  [DECLINED, 'Prefer not to say'],
] as const;

/**
 * Each set: its two questions, and the bias audit's dimensions (each question and their
 * intersection, keyed as the audit lists them).
 */
export const SELF_ID_SETS = {
  india: {
    label: 'India',
    countries: ['IN'],
    questions: [
      { key: 'gender', label: 'Gender', options: INDIA_GENDERS },
      { key: 'disability', label: 'Disability', options: INDIA_DISABILITY },
    ],
    audit: [
      ['gender', 'Gender (India)'],
      ['disability', 'Disability (India)'],
      ['genderDisability', 'Gender and disability (India)'],
    ],
  },
  eeoc: {
    label: 'United States (EEOC)',
    countries: ['US'],
    questions: [
      { key: 'sex', label: 'Sex', options: SEX_CATEGORIES },
      { key: 'raceEthnicity', label: 'Race / ethnicity', options: RACE_CATEGORIES },
    ],
    audit: [
      ['sex', 'Sex'],
      ['race', 'Race / ethnicity'],
      ['intersection', 'Sex and race / ethnicity'],
    ],
  },
} as const satisfies Record<
  string,
  { label: string; countries: readonly string[]; questions: readonly [Question, Question]; audit: Options }
>;
export type SelfIdSet = keyof typeof SELF_ID_SETS;
export const SELF_ID_SET_KEYS = Object.keys(SELF_ID_SETS) as [SelfIdSet, ...SelfIdSet[]];
export type AuditDimension = (typeof SELF_ID_SETS)[SelfIdSet]['audit'][number][0];

/** The set a company of this country asks; null: none (no other market's questions are assumed). */
export function selfIdSetOf(country: string): SelfIdSet | null {
  return SELF_ID_SET_KEYS.find((k) => (SELF_ID_SETS[k].countries as readonly string[]).includes(country)) ?? null;
}

/** What the company's country field says about its candidates' questions. */
export const selfIdHint = (set: SelfIdSet | null) =>
  set
    ? `Candidates who apply to your jobs are offered the ${SELF_ID_SETS[set].label} voluntary self-identification questions (recruiters never see the answers).`
    : 'Candidates who apply to your jobs are not asked voluntary self-identification questions: Hireloop has them for India and the United States only.';

const declineLabel = (q: Pick<Question, 'options'>) => q.options.find(([c]) => c === DECLINED)![1];
/** The words of a refused answer: which question, and that "decline" is always there. */
export const selfIdChoiceMessage = (q: Pick<Question, 'label' | 'options'>) =>
  `Choose one of the answers offered for “${q.label}”, or “${declineLabel(q)}”`;

export const SELF_ID_MESSAGES = {
  intro:
    'Voluntary and private. We use these answers only to check, in aggregate, that the matching engine treats every group fairly (a bias audit). Recruiters and employers never see them, they are never in any export to a company, and the engine never reads them. You can change or delete them at any time.',
  notYet: 'You can answer these questions after you have applied to a job.',
  notAsked: 'These questions are not asked by the companies you applied to.',
  saved: 'Thank you. Your answers are saved.',
  deleted: 'Your answers are deleted.',
} as const;
