import type { CandidateJob } from '../../../contract';
import { Card, LinkButton } from '../../ui';
import { MATCH_WORDS, matchLevel } from './format';
import { MatchRing, SkillChips } from './JobBits';

/**
 * "Your match": the score and the job's skills found and missing on the candidate's resume. The job
 * page and the application page show it (apart from JobDetail, so the latter loads none of the former).
 */
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
