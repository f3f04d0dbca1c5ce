/** The demo accounts the e2e server is seeded with (scripts/seed), and a job any test can post. */
export { ADMIN, CANDIDATES, DEMO_PASSWORD, RECRUITERS } from '../../scripts/seed/content';

export const SAMPLE_JOB_FIELDS = {
  description:
    'Own our growth experiments end to end: campaigns, landing pages and the analytics that tell us what worked. You will work with sales and product every week.',
  city: 'Gurugram',
  country: 'India',
  workplaceType: 'hybrid',
  employmentType: 'full-time',
  minYears: 2,
  requiredSkills: ['Digital marketing', 'SEO', 'Google Analytics'],
  niceToHaveSkills: ['Copywriting'],
  status: 'open',
} as const;
