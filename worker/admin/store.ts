/** The SQL of the admin area. */
import type { Role } from '../../src/contract';

export async function countUsers(db: D1Database) {
  const { results } = await db
    .prepare('SELECT role, COUNT(*) AS total, COUNT(suspended_at) AS suspended FROM users GROUP BY role')
    .all<{ role: Role; total: number; suspended: number }>();
  return results;
}
