import { noticeIntent } from '../notices';
import { closeWithApplication, closingScheduleIn } from './store';

/**
 * What a move that withdraws or rejects an application adds to its own batch, after the move: the
 * open schedule is cancelled and both sides are owed a notice (`interview_cancelled`, told by
 * `scheduleClosed`), whether a time was booked or only proposed. Nothing is written when the move
 * did not close it or there was no open schedule. Imports no other concern's service, so the
 * applications concern can call it without a loop.
 */
export function closingStatements(db: D1Database, applicationId: string, closedAt: Date) {
  const at = closedAt.toISOString();
  const intents = (['scheduled', 'proposed'] as const).map((state) =>
    noticeIntent(
      db,
      'interview_cancelled',
      applicationId,
      closedAt,
      { wasScheduled: state === 'scheduled' },
      { condition: closingScheduleIn(applicationId, at, state) },
    ),
  );
  return {
    notices: intents.map((i) => i.id),
    statements: [...intents.map((i) => i.statement), ...closeWithApplication(db, applicationId, at)],
  };
}
