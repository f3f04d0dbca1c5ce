/** The SQL of offers (migrations 0151, 0178). */
export interface OfferRow {
  application_id: string;
  company_id: string;
  sent_by: string;
  sent_by_name: string;
  body: string;
  state: 'sent' | 'accepted' | 'declined' | 'confirmed';
  decline_reason: string | null;
  sent_at: string;
  answered_at: string | null;
  file_key: string | null;
  file_name: string | null;
  title: string | null;
  pay_amount: number | null;
  pay_currency: string | null;
  pay_period: string | null;
  joining_date: string | null;
  location: string | null;
  expires_at: string | null;
}

/** The structured fields as stored (NULL where left out). */
export type OfferFields = Pick<
  OfferRow,
  'title' | 'pay_amount' | 'pay_currency' | 'pay_period' | 'joining_date' | 'location' | 'expires_at'
>;

/**
 * The columns of what the candidate reads: the text, the letter and the structured fields. The
 * offer's version is a hash over them (`offerContent` in the service), and an accept is recorded
 * only while they still hold the values it was checked against.
 */
export const OFFER_CONTENT_COLUMNS = [
  'body',
  'file_key',
  'file_name',
  'title',
  'pay_amount',
  'pay_currency',
  'pay_period',
  'joining_date',
  'location',
  'expires_at',
] as const satisfies ReadonlyArray<keyof OfferRow>;
export type OfferContentRow = Pick<OfferRow, (typeof OFFER_CONTENT_COLUMNS)[number]>;

export function findOffer(db: D1Database, applicationId: string) {
  return db
    .prepare(
      'SELECT o.*, u.full_name AS sent_by_name FROM application_offers o JOIN users u ON u.id = o.sent_by WHERE o.application_id = ?',
    )
    .bind(applicationId)
    .first<OfferRow>();
}

/** Writes or revises the offer while the candidate has not answered; changes nothing once they have. */
export function upsertOffer(
  db: D1Database,
  o: { applicationId: string; companyId: string; sentBy: string; body: string; now: string; fields: OfferFields },
): D1PreparedStatement {
  const f = o.fields;
  return db
    .prepare(
      `INSERT INTO application_offers (application_id, company_id, sent_by, body, sent_at, title, pay_amount, pay_currency, pay_period, joining_date, location, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
       ON CONFLICT (application_id) DO UPDATE SET company_id = ?2, sent_by = ?3, body = ?4, sent_at = ?5, title = ?6,
         pay_amount = ?7, pay_currency = ?8, pay_period = ?9, joining_date = ?10, location = ?11, expires_at = ?12
       WHERE state = 'sent'`,
    )
    .bind(
      o.applicationId,
      o.companyId,
      o.sentBy,
      o.body,
      o.now,
      f.title,
      f.pay_amount,
      f.pay_currency,
      f.pay_period,
      f.joining_date,
      f.location,
      f.expires_at,
    );
}

/** Moves the offer from one state to the next; changes nothing when it was no longer in `from`. */
export function answerOffer(
  db: D1Database,
  applicationId: string,
  from: OfferRow['state'],
  to: OfferRow['state'],
  now: string,
  reason: string | null = null,
): D1PreparedStatement {
  const stamp = to === 'confirmed' ? 'confirmed_at' : 'answered_at';
  return db
    .prepare(
      `UPDATE application_offers SET state = ?, ${stamp} = ?, decline_reason = COALESCE(?, decline_reason) WHERE application_id = ? AND state = ?`,
    )
    .bind(to, now, reason, applicationId, from);
}

/**
 * The candidate accepts the offer they read: `sent → accepted` only while its content is still
 * `read` (every column of OFFER_CONTENT_COLUMNS the same) and it has not expired at `now`; it
 * changes nothing otherwise (answered, changed or expired).
 */
export function acceptAsRead(
  db: D1Database,
  applicationId: string,
  read: OfferContentRow,
  now: string,
): D1PreparedStatement {
  // Column names come from the constant above, never from input.
  const same = OFFER_CONTENT_COLUMNS.map((c) => `${c} IS ?`).join(' AND ');
  return db
    .prepare(
      `UPDATE application_offers SET state = 'accepted', answered_at = ?1 WHERE application_id = ?2 AND state = 'sent'
       AND (expires_at IS NULL OR expires_at > ?1) AND ${same}`,
    )
    .bind(now, applicationId, ...OFFER_CONTENT_COLUMNS.map((c) => read[c]));
}

/** Points the offer at its file while the candidate has not answered; false once they have (or with no offer). */
export async function setOfferFile(db: D1Database, applicationId: string, key: string, name: string): Promise<boolean> {
  const result = await db
    .prepare("UPDATE application_offers SET file_key = ?, file_name = ? WHERE application_id = ? AND state = 'sent'")
    .bind(key, name, applicationId)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** Of the given R2 keys, those an offer points at (the orphan sweep keeps them). */
export async function referencedOfferKeys(db: D1Database, keys: string[]): Promise<Set<string>> {
  const { results } = await db
    .prepare('SELECT file_key FROM application_offers WHERE file_key IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(keys))
    .all<{ file_key: string }>();
  return new Set(results.map((r) => r.file_key));
}

/** What an offer's notice needs: who sent it, the application's candidate and job. */
export function offerToAnnounce(db: D1Database, applicationId: string) {
  return db
    .prepare(
      `SELECT o.sent_by, o.decline_reason, a.candidate_id, a.job_id, j.title AS job_title
       FROM application_offers o JOIN applications a ON a.id = o.application_id JOIN jobs j ON j.id = a.job_id
       WHERE o.application_id = ?`,
    )
    .bind(applicationId)
    .first<{
      sent_by: string;
      decline_reason: string | null;
      candidate_id: string;
      job_id: string;
      job_title: string;
    }>();
}

/** Offers on the candidate's applications (those sent by `upTo` when given) lose the candidate's reason for declining (worker/privacy). */
export function eraseDeclineReasons(db: D1Database, userId: string, upTo: string | null): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE application_offers SET decline_reason = NULL WHERE application_id IN (SELECT id FROM applications WHERE candidate_id = ?1 AND (?2 IS NULL OR created_at <= ?2))`,
    )
    .bind(userId, upTo);
}
