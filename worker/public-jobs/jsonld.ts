import { blocksToHtml, type Company, type EmploymentType, type Job, textBlocks } from '../../src/contract';

/**
 * schema.org JobPosting for Google for Jobs (developers.google.com/search/docs/appearance/
 * structured-data/job-posting): required title, description (HTML), datePosted, hiringOrganization,
 * jobLocation, or jobLocationType TELECOMMUTE with applicantLocationRequirements for remote jobs;
 * recommended validThrough, employmentType, baseSalary, directApply, identifier.
 */
const EMPLOYMENT: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  temporary: 'TEMPORARY',
};
const PERIOD = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' } as const;

function place(job: Job) {
  const address: Record<string, string> = { '@type': 'PostalAddress' };
  if (job.city) address.addressLocality = job.city;
  if (job.country) address.addressCountry = job.country;
  return { '@type': 'Place', address };
}

export function jobPostingJsonLd(job: Job, company: Company, origin: string): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: blocksToHtml(textBlocks(job.description)),
    identifier: { '@type': 'PropertyValue', name: company.name, value: job.id },
    datePosted: job.postedAt,
    employmentType: EMPLOYMENT[job.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      ...(company.website ? { sameAs: company.website } : {}),
      ...(company.logoUrl ? { logo: company.logoUrl } : {}),
    },
    directApply: true,
    url: `${origin}/jobs/${encodeURIComponent(job.id)}`,
  };
  // The deadline is the last day applications are taken (end of that day, UTC).
  if (job.deadline) ld.validThrough = `${job.deadline}T23:59:59Z`;
  if (job.workplaceType === 'remote') {
    ld.jobLocationType = 'TELECOMMUTE';
    if (job.country) ld.applicantLocationRequirements = { '@type': 'Country', name: job.country };
  } else {
    ld.jobLocation = place(job);
  }
  const salary = job.showSalary ? job.salary : null;
  if (salary && (salary.min !== null || salary.max !== null)) {
    const value: Record<string, unknown> = { '@type': 'QuantitativeValue', unitText: PERIOD[salary.period] };
    if (salary.min !== null && salary.max !== null && salary.min !== salary.max)
      Object.assign(value, { minValue: salary.min, maxValue: salary.max });
    else value.value = salary.min ?? salary.max;
    ld.baseSalary = { '@type': 'MonetaryAmount', currency: salary.currency, value };
  }
  if (job.minYears > 0)
    ld.experienceRequirements = {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: job.minYears * 12,
    };
  if (job.requiredSkills.length) ld.skills = [...job.requiredSkills, ...job.niceToHaveSkills].join(', ');
  return ld;
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script. */
export function jsonLdText(ld: Record<string, unknown>): string {
  return JSON.stringify(ld)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
