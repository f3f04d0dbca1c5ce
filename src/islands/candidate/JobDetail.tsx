import { candidate } from '../../client/api/candidate';
import type { AiNotice as AiNoticeData } from '../../contract';
import type { CandidateJob } from '../../contract';
import { AiNotice } from '../ai/AiNotice';
import { useLoad } from '../hooks/use-load';
import { useTime } from '../hooks/use-time';
import { Alert, Card, LinkButton } from '../ui';
import { ReportButton } from '../workspace/ReportButton';
import { LoadStatus, WorkspacePage } from '../workspace/WorkspacePage';
import { MATCH_WORDS, matchLevel } from './parts/format';
import { MatchRing, SkillChips, StatusBadge } from './parts/JobBits';
import { JobNotFound } from './parts/JobNotFound';
import { JobPosting } from './parts/JobPosting';
import { SaveJobButton } from './parts/SaveJobButton';

/** "Your match": the score and the job's skills found and missing on the candidate's resume. */
export function MatchPanel({ match, title = 'Your match' }: { match: CandidateJob['match']; title?: string }) {
  return (
    <Card title={title} titleAs="h2">
      {match.status === 'no_resume' ? (
        <>
          <div className="cw-match-head">
            <MatchRing score={null} />
            <p className="muted">Upload a resume to see how well you fit this job and which skills to highlight.</p>
          </div>
          <LinkButton href="/dashboard/profile#resumes" variant="secondary" size="sm">
            Upload a resume
          </LinkButton>
        </>
      ) : (
        <>
          <div className="cw-match-head">
            <MatchRing score={match.score} size="lg" />
            <div>
              <p className="cw-match-word">
                {match.score === null ? 'Not enough to score' : MATCH_WORDS[matchLevel(match.score)]}
              </p>
              <p className="muted cw-small">
                {match.score === null
                  ? match.source === 'profile'
                    ? 'Your profile alone is not enough to judge. Upload a resume to see your match.'
                    : (match.reason ?? 'We could not read enough of your resume to score it.')
                  : `Based on ${match.source === 'resume' ? `your resume ${match.resumeName ?? ''}` : 'your profile skills and experience'}`}
              </p>
            </div>
          </div>
          <h3 className="cw-sub">Required skills</h3>
          <SkillChips skills={match.requiredFound} variant="found" />
          <div className="cw-gap" />
          <SkillChips
            skills={match.requiredMissing}
            variant="missing"
            empty={match.requiredFound.length ? undefined : 'None listed'}
          />
          {(match.niceFound.length > 0 || match.niceMissing.length > 0) && (
            <>
              <h3 className="cw-sub">Nice to have</h3>
              <SkillChips skills={[...match.niceFound]} variant="found" />
              <div className="cw-gap" />
              <SkillChips skills={match.niceMissing} variant="missing" />
            </>
          )}
          {match.nextSteps.length > 0 ? (
            <>
              <h3 className="cw-sub">What would raise your score</h3>
              <ul className="cw-next">
                {match.nextSteps.map((s) => (
                  <li key={s.text}>
                    <strong>+{s.points} points</strong> {s.text}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            match.requiredMissing.length > 0 && (
              <p className="muted cw-small cw-gap-top">
                If you have a missing skill, name it on your resume in the words the job uses.
              </p>
            )
          )}
        </>
      )}
    </Card>
  );
}

function Detail({ id, notice }: { id: string; notice: AiNoticeData }) {
  const { dateText } = useTime();
  const state = useLoad(() => candidate.job(id), id, 'We could not load this job.');
  if (state.status !== 'ready') return <LoadStatus state={state} what="the job" notFound={<JobNotFound />} />;
  const { job, company, match, application, acceptsApplications } = state.data;
  return (
    <>
      <p className="page-eyebrow">
        <a href="/dashboard/jobs">← All jobs</a>
      </p>
      <JobPosting
        job={job}
        company={company}
        notices={
          application ? (
            <Alert variant="success" title="You applied to this job">
              Applied on {dateText(application.createdAt)} · <StatusBadge status={application.status} /> ·{' '}
              <a href={`/dashboard/applied-jobs/${encodeURIComponent(application.id)}`}>Track your application</a>
            </Alert>
          ) : !acceptsApplications ? (
            <Alert variant="warning" title="Applications are closed">
              This job is no longer accepting applications.
            </Alert>
          ) : null
        }
        after={<AiNotice notice={notice} />}
        actions={
          <>
            {application ? (
              <LinkButton
                block
                variant="secondary"
                href={`/dashboard/applied-jobs/${encodeURIComponent(application.id)}`}
              >
                View your application
              </LinkButton>
            ) : acceptsApplications ? (
              <LinkButton block href={`/dashboard/apply/${encodeURIComponent(job.id)}`}>
                Apply now
              </LinkButton>
            ) : null}
            <SaveJobButton jobId={job.id} />
          </>
        }
        aside={
          <>
            <MatchPanel match={match} />
            <div className="cw-report">
              <ReportButton targetType="job" targetId={job.id} targetLabel={`${job.title} at ${company.name}`} />
            </div>
          </>
        }
      />
    </>
  );
}

/** /dashboard/jobs/{id} */
export default function JobDetail({ id, notice }: { id: string; notice: AiNoticeData }) {
  return <WorkspacePage role="candidate">{() => <Detail id={id} notice={notice} />}</WorkspacePage>;
}
