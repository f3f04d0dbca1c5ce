import type { ApplicationStatus, JobCard as JobCardData } from '../../../contract';
import { CANDIDATE_STATUS, HUMAN_REVIEW, textBlocks } from '../../../contract';
import { TimeAgo } from '../../hooks/use-time';
import { Badge, EmployerBadge } from '../../ui';
import { EMPLOYMENT_LABELS, MATCH_WORDS, matchLevel, place, salaryText, WORKPLACE_LABELS } from './format';

/** The match score as a ring with the number inside; a dash when there is nothing to match. */
export function MatchRing({
  score,
  size = 'md',
  humanReview = false,
}: {
  score: number | null;
  size?: 'sm' | 'md' | 'lg';
  humanReview?: boolean;
}) {
  if (score === null) {
    return (
      <span
        className={`cw-ring cw-ring-${size} cw-ring-none`}
        title={humanReview ? HUMAN_REVIEW.label : 'Upload a resume to see your match'}
        role="img"
        aria-label={humanReview ? HUMAN_REVIEW.label : 'No match score'}
      >
        <Gauge score={0} />
        <span className="cw-ring-value">–</span>
      </span>
    );
  }
  const level = matchLevel(score);
  return (
    <span
      className={`cw-ring cw-ring-${size} cw-ring-${level}`}
      role="img"
      aria-label={`${score}% match: ${MATCH_WORDS[level]}`}
    >
      <Gauge score={score} />
      <span className="cw-ring-value">
        {score}
        <small>%</small>
      </span>
    </span>
  );
}

/**
 * The ring's track and its arc filled to `score` of 100. An SVG attribute draws the arc: a style attribute would be
 * refused by the content security policy in a page the server rendered.
 */
function Gauge({ score }: { score: number }) {
  return (
    <svg className="cw-ring-gauge" viewBox="0 0 36 36" aria-hidden="true">
      <circle className="cw-ring-track" cx="18" cy="18" r="16" />
      {score > 0 ? (
        <circle className="cw-ring-arc" cx="18" cy="18" r="16" pathLength={100} strokeDasharray={`${score} 100`} />
      ) : null}
    </svg>
  );
}

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge variant={CANDIDATE_STATUS[status].tone}>{CANDIDATE_STATUS[status].label}</Badge>;
}

/** The facts line of a job: where, how, when. */
export function JobFacts({
  job,
}: {
  job: Pick<JobCardData, 'city' | 'country' | 'workplaceType' | 'employmentType' | 'minYears'>;
}) {
  const where = place(job);
  return (
    <ul className="cw-facts">
      {where ? <li>{where}</li> : null}
      <li>{WORKPLACE_LABELS[job.workplaceType]}</li>
      <li>{EMPLOYMENT_LABELS[job.employmentType]}</li>
      {job.minYears > 0 ? <li>{job.minYears}+ yrs</li> : null}
    </ul>
  );
}

export function CompanyMark({ name, large = false }: { name: string; large?: boolean }) {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <span className={large ? 'cw-logo cw-logo-lg' : 'cw-logo'} aria-hidden="true">
      {letters || '?'}
    </span>
  );
}

/** A job in a list: the whole card links to its page. */
export function JobCard({
  job,
  showExcerpt = true,
  linkBase = '/dashboard/jobs/',
}: {
  job: JobCardData;
  showExcerpt?: boolean;
  linkBase?: string;
}) {
  const salary = salaryText(job.salary);
  return (
    <li className="card card-hover cw-job">
      <CompanyMark name={job.companyName} />
      <div className="cw-job-main">
        <h3 className="cw-job-title">
          <a href={`${linkBase}${encodeURIComponent(job.id)}`}>{job.title}</a>
        </h3>
        <p className="cw-job-company">
          {job.companyName} <EmployerBadge verified={job.companyVerified} />
          {job.applied ? (
            <>
              {' '}
              <Badge variant="success">Applied</Badge>
            </>
          ) : null}
        </p>
        <JobFacts job={job} />
        {showExcerpt && job.excerpt ? <p className="cw-job-excerpt">{job.excerpt}</p> : null}
        <div className="cw-job-foot">
          {salary ? <span className="cw-salary">{salary}</span> : null}
          {job.postedAt ? (
            <span className="muted">
              Posted <TimeAgo at={job.postedAt} />
            </span>
          ) : null}
        </div>
      </div>
      <MatchRing score={job.matchScore} />
    </li>
  );
}

export function SkillChips({
  skills,
  variant,
  empty,
}: {
  skills: string[];
  variant: 'found' | 'missing' | 'plain';
  empty?: string;
}) {
  if (skills.length === 0) return empty ? <p className="muted cw-small">{empty}</p> : null;
  return (
    <ul className="cw-chips">
      {skills.map((s) => (
        <li key={s} className={`cw-chip cw-chip-${variant}`}>
          {variant === 'found' ? (
            <span aria-hidden="true">✓ </span>
          ) : variant === 'missing' ? (
            <span aria-hidden="true">+ </span>
          ) : null}
          {s}
          {variant !== 'plain' ? (
            <span className="visually-hidden">
              {variant === 'found' ? ' (on your resume)' : ' (not found on your resume)'}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A job description: text blocks rendered as elements, never as HTML. */
export function RichText({ source }: { source: string }) {
  return (
    <div className="cw-rich">
      {textBlocks(source).map((b, i) =>
        b.type === 'heading' ? (
          <h3 key={i}>{b.text}</h3>
        ) : b.type === 'paragraph' ? (
          <p key={i}>{b.text}</p>
        ) : b.ordered ? (
          <ol key={i}>
            {b.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ol>
        ) : (
          <ul key={i}>
            {b.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
