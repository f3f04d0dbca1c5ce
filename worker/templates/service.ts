/**
 * A company's message templates: any current member lists, creates, edits and deletes them (each
 * change audited in the change's batch); a recruiter without a company has none and may make none.
 * Another company's template is "not found". `messageFiller` is how a move or a bulk message fills one
 * for each application (worker/applications), refusing identity placeholders while blind review hides the candidate.
 */
import {
  blindRefusal,
  fillTemplate,
  firstName,
  type MessageTemplate,
  TEMPLATE_MESSAGES,
  type TemplateInput,
  type TemplateList,
  TEMPLATES_LIMIT,
} from '../../src/contract';
import { auditStatement } from '../audit';
import { clock } from '../clock';
import { recruiterContext } from '../companies';
import { ApiFailure, notFound } from '../http';
import * as store from './store';

const toTemplate = (r: store.TemplateRow): MessageTemplate => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  body: r.body,
  updatedByName: r.updated_by_name ?? 'A former member',
  updatedAt: r.updated_at,
});

async function companyOf(db: D1Database, userId: string): Promise<string> {
  const { companyId } = await recruiterContext(db, userId);
  if (!companyId) throw new ApiFailure(409, TEMPLATE_MESSAGES.noCompany);
  return companyId;
}

async function templateOf(db: D1Database, companyId: string, id: string) {
  const row = await store.findTemplate(db, companyId, id);
  if (!row) throw notFound(TEMPLATE_MESSAGES.notFound);
  return row;
}

const auditOf = (db: D1Database, userId: string, action: string, id: string, detail: Record<string, unknown>) =>
  auditStatement(db, { actorId: userId, action, targetType: 'message_template', targetId: id, detail });

export async function listTemplates(db: D1Database, userId: string): Promise<TemplateList> {
  const { companyId } = await recruiterContext(db, userId);
  if (!companyId) return { templates: [], values: { companyName: '', recruiterName: '' } };
  const [rows, sender] = await Promise.all([
    store.listTemplates(db, companyId, TEMPLATES_LIMIT),
    store.senderValues(db, userId),
  ]);
  return {
    templates: rows.map(toTemplate),
    values: { companyName: sender?.company_name ?? '', recruiterName: sender?.recruiter_name ?? '' },
  };
}

/** Creates the template under `id`; under an Idempotency-Key a retry whose first try landed answers it. */
export async function createTemplate(
  db: D1Database,
  userId: string,
  input: TemplateInput,
  id: string = crypto.randomUUID(),
): Promise<MessageTemplate> {
  const companyId = await companyOf(db, userId);
  const landed = await store.findTemplate(db, companyId, id);
  if (landed) return toTemplate(landed);
  if ((await store.countTemplates(db, companyId)) >= TEMPLATES_LIMIT)
    throw new ApiFailure(409, TEMPLATE_MESSAGES.tooMany);
  await db.batch([
    store.insertTemplate(db, { ...input, id, companyId, userId, now: clock.iso() }),
    auditOf(db, userId, 'message_template_created', id, { companyId, kind: input.kind, name: input.name }),
  ]);
  return toTemplate((await store.findTemplate(db, companyId, id))!);
}

export async function updateTemplate(
  db: D1Database,
  userId: string,
  id: string,
  input: TemplateInput,
): Promise<MessageTemplate> {
  const companyId = await companyOf(db, userId);
  const before = await templateOf(db, companyId, id);
  await db.batch([
    store.updateTemplate(db, { ...input, id, companyId, userId, now: clock.iso() }),
    auditOf(db, userId, 'message_template_updated', id, {
      companyId,
      kind: input.kind,
      name: input.name,
      ...(before.name === input.name ? {} : { was: before.name }),
    }),
  ]);
  return toTemplate(await templateOf(db, companyId, id));
}

export async function deleteTemplate(db: D1Database, userId: string, id: string): Promise<void> {
  const companyId = await companyOf(db, userId);
  const before = await templateOf(db, companyId, id);
  await db.batch([
    store.deleteTemplate(db, companyId, id),
    auditOf(db, userId, 'message_template_deleted', id, { companyId, kind: before.kind, name: before.name }),
  ]);
}

export interface MessageRecipient {
  candidateName: string;
  jobTitle: string;
  identityHidden: boolean;
}

/**
 * Fills `text` as each candidate reads it: the placeholders for their application and this sender
 * (read once, for a bulk action). Refused (400, on `field`) when it would name a candidate blind
 * review still hides.
 */
export async function messageFiller(db: D1Database, userId: string, text: string, field = 'message') {
  const sender = await store.senderValues(db, userId);
  return (application: MessageRecipient): string => {
    const refused = blindRefusal(text, application.identityHidden);
    if (refused) throw new ApiFailure(400, refused, { [field]: refused });
    return fillTemplate(text, {
      candidateFirstName: firstName(application.candidateName),
      jobTitle: application.jobTitle,
      companyName: sender?.company_name ?? '',
      recruiterName: sender?.recruiter_name ?? '',
    });
  };
}
