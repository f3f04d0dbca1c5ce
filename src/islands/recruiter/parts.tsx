import { type ApplicationStatus, type AtsReasons, HUMAN_REVIEW, isHumanReview, RECRUITER_STATUS } from '../../contract';
import { Badge, cx } from '../ui';
import { scoreTone } from './format';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge variant={RECRUITER_STATUS[status].tone}>{RECRUITER_STATUS[status].label}</Badge>;
}

/** The ATS score as a coloured pill; "n/a" when the resume could not be scored; the words when the candidate asked for human review. */
export function ScorePill({
  score,
  status,
  size = 'md',
}: {
  score: number | null;
  status?: string;
  size?: 'md' | 'lg';
}) {
  if (status && isHumanReview(status))
    return <span className={`score score-human score-${size}`}>{HUMAN_REVIEW.label}</span>;
  return (
    <span
      className={cx('score', `tone-${scoreTone(score)}`, score === null && 'score-none', `score-${size}`)}
      title={score === null ? 'Not scored: the resume text could not be read' : `ATS match ${score} of 100`}
    >
      {score === null ? 'n/a' : score}
      <span className="visually-hidden">{score === null ? ' (not scored)' : ' of 100'}</span>
    </span>
  );
}

/** Why a score is what it is, in one line: skills found and missing. */
export function Reasons({ reasons }: { reasons: AtsReasons }) {
  return (
    <div className="reasons">
      <span className="reasons-summary">{reasons.summary}</span>
      {reasons.missing.length > 0 && (
        <span className="reasons-missing">
          Missing: {reasons.missing.slice(0, 3).join(', ')}
          {reasons.missing.length > 3 ? ` +${reasons.missing.length - 3}` : ''}
        </span>
      )}
    </div>
  );
}
