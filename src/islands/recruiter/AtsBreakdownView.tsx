import { Fragment } from 'react';

import { type AtsBreakdown, atsPartTexts, HUMAN_REVIEW, isHumanReview, type SkillEvidence } from '../../contract';

/** The glass box: every part of the score, its weight and points, and the resume line behind each skill. */
export function AtsBreakdownView({
  breakdown,
  score,
  status,
}: {
  breakdown: AtsBreakdown | null;
  score: number | null;
  status?: string;
}) {
  if (status && isHumanReview(status)) {
    return (
      <p className="muted">
        {HUMAN_REVIEW.label}: the candidate asked to be reviewed without the score, so none was computed. Read the
        resume and cover letter to judge the application.
      </p>
    );
  }
  if (!breakdown) {
    return (
      <p className="muted">
        Not scored: the resume's text could not be read well enough (for example a scanned image). Open the resume to
        judge it yourself.
      </p>
    );
  }
  // Breakdowns stored by an older scorer lack some parts: only the parts it has are shown.
  const parts = atsPartTexts(breakdown);
  const sources = breakdown.relevance.termSources ?? {};
  return (
    <div className="breakdown">
      <table className="breakdown-parts">
        <caption className="visually-hidden">How the score of {score ?? 'n/a'} is made</caption>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Weight</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part.key}>
              <th scope="row">
                {part.name}
                <span className="muted breakdown-why">{part.text}</span>
              </th>
              <td>{Math.round(part.weight * 100)}%</td>
              <td>{Math.round(part.points * 10) / 10}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <SkillList title="Required skills" items={breakdown.requiredSkills.items} />
      {breakdown.niceToHaveSkills.items.length > 0 && (
        <SkillList title="Nice to have" items={breakdown.niceToHaveSkills.items} />
      )}
      {(breakdown.title as AtsBreakdown['title'] | undefined)?.evidence ? (
        <p>
          Title on the resume: <q className="skill-evidence">{breakdown.title.evidence}</q>
        </p>
      ) : null}
      {(breakdown.relevance.matchedTerms.length > 0 || breakdown.relevance.missingTerms.length > 0) && (
        <>
          <h4 className="breakdown-heading">Words of the job description</h4>
          <p className="terms">
            {breakdown.relevance.matchedTerms.slice(0, 12).map((t) => (
              <Fragment key={t}>
                <span className="term term-found">
                  {t}
                  {sources[t] ? <span className="term-source"> from “{sources[t]}”</span> : null}
                </span>{' '}
              </Fragment>
            ))}
            {breakdown.relevance.missingTerms.slice(0, 8).map((t) => (
              <Fragment key={t}>
                <span className="term term-missing">
                  <span className="visually-hidden">missing: </span>
                  {t}
                  {sources[t] ? <span className="term-source"> from “{sources[t]}”</span> : null}
                </span>{' '}
              </Fragment>
            ))}
          </p>
        </>
      )}
    </div>
  );
}

/** Wording differences that are only case or punctuation ("Node js" for Node.js) are not worth showing. */
const plain = (s: string) => s.toLowerCase().replace(/[^a-z0-9+#]/g, '');

function SkillList({ title, items }: { title: string; items: SkillEvidence[] }) {
  return (
    <>
      <h4 className="breakdown-heading">{title}</h4>
      <ul className="skills">
        {items.map((s) => (
          <li key={s.skill} className={s.found ? 'skill skill-found' : 'skill skill-missing'}>
            <span className="skill-mark" aria-hidden="true">
              {s.found ? '✓' : '✕'}
            </span>
            <span>
              <strong>{s.skill}</strong>
              <span className="visually-hidden">{s.found ? ' found' : ' missing'}</span>
              {s.matchedAs && plain(s.matchedAs) !== plain(s.skill) ? (
                <span className="muted"> as "{s.matchedAs}"</span>
              ) : null}
              {s.evidence ? (
                <q className="skill-evidence">{s.evidence}</q>
              ) : !s.found ? (
                <span className="skill-evidence muted">Not found on the resume</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
