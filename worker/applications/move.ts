import type { ApplicationStatus } from '../../src/contract';
import { closingStatements } from '../interviews';
import { type Move, moveApplications } from './store';

/**
 * The one way an application changes stage, for the recruiter's moves, the candidate's withdrawal,
 * a declined offer and a deleted or reclaimed account alike: every move applies or none (see
 * store.moveApplications), `also` (the move's own notice intents) runs in its batch, and a move that
 * withdraws or rejects closes the open interview schedule in that batch too. Answers the notice ids
 * the closing wrote, to deliver after the answer, or null when nothing moved.
 */
export async function move(
  db: D1Database,
  moves: Move[],
  m: { to: ApplicationStatus; actorId: string; note: string; reason: string | null; now: string },
  also: D1PreparedStatement[] = [],
): Promise<string[] | null> {
  const closing =
    m.to === 'withdrawn' || m.to === 'rejected' ? moves.map((mv) => closingStatements(db, mv.id, new Date(m.now))) : [];
  const moved = await moveApplications(db, moves, m, [...also, ...closing.flatMap((c) => c.statements)]);
  return moved ? closing.flatMap((c) => c.notices) : null;
}
