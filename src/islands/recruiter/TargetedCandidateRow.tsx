import type { TargetedCandidate, TargetedOutcome } from '../../contract';
import { Badge, cx } from '../ui';

export const OUTCOME_TEXT: Record<TargetedOutcome, string> = {
  sent: 'Sent',
  already_sent: 'Already sent this job',
  opted_out: 'Not accepting targeted jobs',
  applied: 'Already applied',
  daily_cap: 'Daily limit reached',
};

const scoreVariant = (score: number | null) =>
  score === null ? 'neutral' : score >= 70 ? 'success' : score >= 45 ? 'primary' : 'warning';

/** One ranked candidate: select, score, why, and the skills found (with the line that shows each). */
export function TargetedCandidateRow({
  candidate: c,
  checked,
  disabled,
  onToggle,
}: {
  candidate: TargetedCandidate;
  checked: boolean;
  disabled: boolean;
  onToggle: (id: string) => void;
}) {
  const id = `pick-${c.candidateId}`;
  return (
    <li className={cx('tg-row', checked && 'is-checked')}>
      <input
        id={id}
        type="checkbox"
        className="tg-check"
        checked={checked}
        disabled={disabled && !checked}
        onChange={() => onToggle(c.candidateId)}
      />
      <label htmlFor={id} className="tg-main">
        <span className="tg-top">
          <span className="tg-name">{c.fullName}</span>
          <Badge variant={scoreVariant(c.score)}>{c.score === null ? 'No score' : `${c.score}% match`}</Badge>
        </span>
        <span className="tg-meta muted">{c.location || 'Location not given'} · matched on their profile</span>
        <span className="tg-reason">{c.reason || 'Relevant to the job description'}</span>
        {c.matchedSkills.length > 0 || c.missingSkills.length > 0 ? (
          <span className="tg-skills">
            {c.matchedSkills.map((s) => (
              <span
                key={s.skill}
                className={cx('tg-skill', 'is-found', !s.required && 'is-nice')}
                title={s.evidence ?? undefined}
              >
                <span aria-hidden="true">✓ </span>
                {s.skill}
              </span>
            ))}
            {c.missingSkills.map((s) => (
              <span key={s} className="tg-skill is-missing">
                <span className="visually-hidden">Missing: </span>
                {s}
              </span>
            ))}
          </span>
        ) : null}
      </label>
    </li>
  );
}
