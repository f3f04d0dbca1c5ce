import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { jobPostingJsonLd, jsonLdText } from '../../../worker/public-jobs/jsonld';
import { publicJob } from '../../../worker/public-jobs/service';
import { createRecruiter, jobWithRecruiter } from '../helpers';

const ORIGIN = 'https://hireloop.example';

async function loaded(overrides: Record<string, unknown> = {}) {
  const recruiter = await createRecruiter('Acme Talent');
  await env.DB.prepare(
    "UPDATE companies SET website = 'https://acme.example', logo_url = 'https://acme.example/logo.png' WHERE id = ?",
  )
    .bind(recruiter.companyId)
    .run();
  const { job } = await jobWithRecruiter(overrides, recruiter);
  const data = await publicJob(env.DB, job.id);
  return { data: data!, ld: jobPostingJsonLd(data!.job, data!.company, ORIGIN) };
}

describe('public job page: JobPosting JSON-LD', { timeout: 30_000 }, () => {
  it('carries every field Google for Jobs needs for an on-site job with a shown salary', async () => {
    const { data, ld } = await loaded({
      deadline: '2099-03-31',
      description:
        '## About the role\nBuild **great** APIs for our hiring products, in TypeScript.\n\n- Own PostgreSQL\n- Mentor engineers',
    });
    expect(ld).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior Backend Engineer',
      description:
        '<h3>About the role</h3><p>Build great APIs for our hiring products, in TypeScript.</p><ul><li>Own PostgreSQL</li><li>Mentor engineers</li></ul>',
      identifier: { '@type': 'PropertyValue', name: 'Acme Talent', value: data.job.id },
      datePosted: data.job.postedAt,
      validThrough: '2099-03-31T23:59:59Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Talent',
        sameAs: 'https://acme.example',
        logo: 'https://acme.example/logo.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Gurugram', addressCountry: 'India' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 2_400_000, maxValue: 3_600_000, unitText: 'YEAR' },
      },
      experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 48 },
      skills: 'TypeScript, PostgreSQL, REST APIs, Go, Kubernetes',
      directApply: true,
      url: `${ORIGIN}/jobs/${data.job.id}`,
    });
    expect(data.open).toBe(true);
  });

  it('marks remote jobs TELECOMMUTE with the applicant country, and leaves out a hidden salary', async () => {
    const { ld } = await loaded({
      workplaceType: 'remote',
      city: '',
      country: 'India',
      showSalary: false,
      employmentType: 'contract',
      minYears: 0,
    });
    expect(ld).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
      employmentType: 'CONTRACTOR',
    });
    expect(ld).not.toHaveProperty('jobLocation');
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld).not.toHaveProperty('experienceRequirements');
    expect(ld).not.toHaveProperty('validThrough');
  });

  it('never lets a description break out of the script or inject markup', async () => {
    const hostile =
      'We pay well. </script><script>alert(1)</script> <img src=x onerror=alert(2)> [click](javascript:alert(3)) and more text to pass the minimum.';
    const { ld } = await loaded({ title: 'Engineer </script><b>', description: hostile });
    const text = jsonLdText(ld);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(ld);
    expect(ld.description).toBe(
      '<p>We pay well. &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt; click and more text to pass the minimum.</p>',
    );
  });

  it('renders closed jobs without JobPosting data, and nothing for drafts or removed jobs', async () => {
    const recruiter = await createRecruiter();
    const { job: closed } = await jobWithRecruiter({}, recruiter);
    await env.DB.prepare("UPDATE jobs SET status = 'closed' WHERE id = ?").bind(closed.id).run();
    expect((await publicJob(env.DB, closed.id))?.open).toBe(false);
    const { job: draft } = await jobWithRecruiter({ status: 'draft' }, recruiter);
    const { job: removed } = await jobWithRecruiter({}, recruiter);
    await env.DB.prepare('UPDATE jobs SET removed_at = ? WHERE id = ?')
      .bind(new Date().toISOString(), removed.id)
      .run();
    expect(await publicJob(env.DB, draft.id)).toBeNull();
    expect(await publicJob(env.DB, removed.id)).toBeNull();
    expect(await publicJob(env.DB, 'nope')).toBeNull();
  });
});
