import type { ReactNode } from 'react';

import { dayText, isKnockout, type Job, requirementText } from '../../../contract';
import { useTime } from '../../hooks/use-time';
import { Card, cx, EmployerBadge } from '../../ui';
import { place, salaryText } from './format';
import { CompanyMark, JobFacts, RichText, SkillChips } from './JobBits';

export type PostedJob = Pick<
  Job,
  | 'title'
  | 'description'
  | 'city'
  | 'country'
  | 'workplaceType'
  | 'employmentType'
  | 'minYears'
  | 'salary'
  | 'requiredSkills'
  | 'niceToHaveSkills'
  | 'openings'
  | 'deadline'
  | 'postedAt'
  | 'screeningQuestions'
>;

export interface JobPostingProps {
  job: PostedJob;
  company: { name: string; id?: string; verified?: boolean; industry?: string | null };
  /** h1 on the candidate's page; h2 where the posting is a preview inside another page. */
  titleAs?: 'h1' | 'h2';
  /** One column whatever the screen (a preview pane). */
  narrow?: boolean;
  /** Between the title block and the body: the candidate's application notices. */
  notices?: ReactNode;
  /** Under the description and skills. */
  after?: ReactNode;
  /** Under the key facts in their card (Apply), then beside them. */
  actions?: ReactNode;
  aside?: ReactNode;
}

/**
 * A job as candidates read it: the one renderer of the candidate's job page and the recruiter's
 * preview, so headings, bullets, salary and place look the same in both.
 */
export function JobPosting({
  job,
  company,
  titleAs: Title = 'h1',
  narrow = false,
  notices,
  after,
  actions,
  aside,
}: JobPostingProps) {
  const { dateText } = useTime();
  const salary = salaryText(job.salary);
  return (
    <>
      <header className="cw-job-hero cw-job-hero-top">
        <CompanyMark name={company.name} large />
        <div>
          <Title className="cw-job-title-lg">{job.title}</Title>
          <p className="cw-job-company">
            {company.id ? (
              <a href={`/company/${encodeURIComponent(company.id)}`}>{company.name}</a>
            ) : (
              <strong>{company.name}</strong>
            )}{' '}
            {company.verified !== undefined ? <EmployerBadge verified={company.verified} /> : null}
            {company.industry ? <span className="muted"> · {company.industry}</span> : null}
          </p>
          <JobFacts job={job} />
        </div>
      </header>
      {notices}
      <div className={cx('cw-grid', !narrow && 'cw-grid-2')}>
        <div className="cw-stack">
          <Card title="About the role" titleAs="h2">
            <RichText source={job.description} />
          </Card>
          <Card title="Skills for this role" titleAs="h2">
            <SkillChips skills={job.requiredSkills} variant="plain" />
            {job.niceToHaveSkills.length > 0 && (
              <>
                <h3 className="cw-sub">Nice to have</h3>
                <SkillChips skills={job.niceToHaveSkills} variant="plain" />
              </>
            )}
          </Card>
          <ScreeningRequirements questions={job.screeningQuestions} />
          {after}
        </div>
        <aside className={cx('cw-stack', !narrow && 'cw-sticky cw-aside-first')}>
          <Card>
            <dl className="cw-dl">
              {salary && (
                <>
                  <dt>Salary</dt>
                  <dd className="cw-salary">{salary}</dd>
                </>
              )}
              <dt>Location</dt>
              <dd>{place(job) || '—'}</dd>
              <dt>Posted</dt>
              <dd>{job.postedAt ? dateText(job.postedAt) : 'When you publish'}</dd>
              {job.deadline && (
                <>
                  <dt>Apply by</dt>
                  <dd>{dayText(job.deadline)}</dd>
                </>
              )}
              <dt>Openings</dt>
              <dd>{job.openings}</dd>
            </dl>
            {actions}
          </Card>
          {aside}
        </aside>
      </div>
    </>
  );
}

/** The job's screening questions as text: what applying asks, and what a knockout requires. */
function ScreeningRequirements({ questions }: { questions: PostedJob['screeningQuestions'] }) {
  if (questions.length === 0) return null;
  return (
    <Card title="Questions when you apply" titleAs="h2">
      <ul className="cw-screening-list">
        {questions.map((q) => (
          <li key={q.id}>
            {isKnockout(q) ? requirementText(q) : q.label}
            {q.required ? null : <span className="muted"> (optional)</span>}
          </li>
        ))}
      </ul>
      {questions.some(isKnockout) ? (
        <p className="muted cw-small">
          An answer that does not meet a requirement does not reject you: a recruiter reads every application.
        </p>
      ) : null}
    </Card>
  );
}
