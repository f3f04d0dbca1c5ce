/** The SQL of offers (migration 0151). */
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
}

/**
 * The columns of what the candidate reads: the text and the letter. The offer's version is a hash
 * over them (`offerContent` in the service), and an accept is recorded only while they still hold
 * the values it was checked against. A structured field (title, pay, joining date…) joins both by
 * being listed here.
 */
export const OFFER_CONTENT_COLUMNS = ['body', 'file_key', 'file_name'] as const satisfies ReadonlyArray<keyof OfferRow>;
export type OfferContentRow = Pick<OfferRow, (typeof OFFER_CONTENT_COLUMNS)[number]>;

export function findOffer(db: D1Database, applicationId: string) {
  return db
    .prepare(
      'SELECT o.*, u.full_name AS sent_by_name FROM application_offers o JOIN users u ON u.id = o.sent_by WHERE o.application_id = ?',
    )
    .bind(applicationId)
    .first<OfferRow>();
}

/** Writes or revises the offer while the candidate has not answered; false once they have. */
export async function upsertOffer(
  db: D1Database,
  o: { applicationId: string; companyId: string; sentBy: string; body: string; now: string },
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO application_offers (application_id, company_id, sent_by, body, sent_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (application_id) DO UPDATE SET company_id = ?2, sent_by = ?3, body = ?4, sent_at = ?5 WHERE state = 'sent'`,
    )
    .bind(o.applicationId, o.companyId, o.sentBy, o.body, o.now)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** Moves the offer from one state to the next; false when it was no longer in `from`. */
export async function answerOffer(
  db: D1Database,
  applicationId: string,
  from: OfferRow['state'],
  to: OfferRow['state'],
  now: string,
  reason: string | null = null,
): Promise<boolean> {
  const stamp = to === 'confirmed' ? 'confirmed_at' : 'answered_at';
  const result = await db
    .prepare(
      `UPDATE application_offers SET state = ?, ${stamp} = ?, decline_reason = COALESCE(?, decline_reason) WHERE application_id = ? AND state = ?`,
    )
    .bind(to, now, reason, applicationId, from)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/**
 * The candidate accepts the offer they read: `sent → accepted` only while its content is still
 * `read` (every column of OFFER_CONTENT_COLUMNS the same); false otherwise (answered, or changed).
 */
export async function acceptAsRead(
  db: D1Database,
  applicationId: string,
  read: OfferContentRow,
  now: string,
): Promise<boolean> {
  // Column names come from the constant above, never from input.
  const same = OFFER_CONTENT_COLUMNS.map((c) => `${c} IS ?`).join(' AND ');
  const result = await db
    .prepare(
      `UPDATE application_offers SET state = 'accepted', answered_at = ? WHERE application_id = ? AND state = 'sent' AND ${same}`,
    )
    .bind(now, applicationId, ...OFFER_CONTENT_COLUMNS.map((c) => read[c]))
    .run();
  return (result.meta.changes ?? 0) > 0;
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
