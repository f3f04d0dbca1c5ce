import { ago, DEFAULT_TIME_ZONE, type JobCard } from '../../contract';
import { EMPLOYMENT_LABELS, place, salaryText, WORKPLACE_LABELS } from '../candidate/parts/format';
import { EmployerBadge } from './EmployerBadge';

/**
 * Job cards of the public board and company pages, rendered by Astro as plain HTML (no client
 * directive, so no JS). Each card has an empty match slot that src/client/api/board-matches.ts fills for
 * a signed-in candidate; the pages that show cards load that script.
 */
export function JobCards({
  jobs,
  hideCompany = false,
  headingLevel: Heading = 'h2',
  now = Date.now(),
}: {
  jobs: JobCard[];
  /** Hide the company line (on the company's own page). */
  hideCompany?: boolean;
  headingLevel?: 'h2' | 'h3';
  now?: number;
}) {
  return (
    <ul className="jb-cards" role="list">
      {jobs.map((job) => {
        const where = place(job);
        const salary = salaryText(job.salary);
        return (
          <li key={job.id} className="jb-card">
            <div className="jb-card-top">
              <div className="jb-card-head">
                <Heading className="jb-card-title">
                  <a href={`/jobs/${encodeURIComponent(job.id)}`}>{job.title}</a>
                </Heading>
                {!hideCompany && (
                  <p className="jb-card-company">
                    <a href={`/companies/${encodeURIComponent(job.companyId)}`}>{job.companyName}</a>{' '}
                    <EmployerBadge verified={job.companyVerified} />
                  </p>
                )}
              </div>
              <span className="jb-match" data-match-for={job.id} hidden />
            </div>
            <ul className="jb-facts" role="list">
              {where && <li>{where}</li>}
              <li>{WORKPLACE_LABELS[job.workplaceType]}</li>
              <li>{EMPLOYMENT_LABELS[job.employmentType]}</li>
              {job.minYears > 0 && <li>{`${job.minYears}+ yrs`}</li>}
            </ul>
            <p className="jb-excerpt">{job.excerpt}</p>
            {job.requiredSkills.length > 0 && (
              <ul className="jb-skills" role="list" aria-label="Skills">
                {job.requiredSkills.slice(0, 5).map((s) => (
                  <li key={s} title={s}>
                    {s}
                  </li>
                ))}
              </ul>
            )}
            <div className="jb-card-foot">
              {salary ? (
                <span className="jb-salary">{salary}</span>
              ) : (
                <span className="jb-salary jb-salary-hidden">Salary not shown</span>
              )}
              <span className="jb-posted">{`Posted ${ago(job.postedAt, DEFAULT_TIME_ZONE, now)}`}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
