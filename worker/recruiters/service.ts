import {
  type CompanyInput,
  companyInputSchema,
  EMPLOYER_MESSAGES,
  type NotificationPrefs,
  type RecruiterProfile,
  type RecruiterProfileSave,
  type RecruiterSettings,
  roleWord,
} from '../../src/contract';
import { renameUser } from '../auth';
import { clock } from '../clock';
import {
  changesIdentity,
  companyNames,
  type CompanyWithStanding,
  findCompany,
  insertCompanyUnlessLinked,
  recruiterContext,
  reviewIdentity,
  setCompanyBlindReview,
  toCompany,
  updateCompanyOfRecruiter,
} from '../companies';
import { ApiFailure, notFound } from '../http';
import * as store from './store';

/** The profile of spec section 3 plus the company's own page fields and the blind review switch. */
export async function getProfile(db: D1Database, userId: string): Promise<RecruiterProfile> {
  const row = await store.findRecruiterProfile(db, userId);
  if (!row) throw notFound();
  const company = row.company_id ? await findCompany(db, row.company_id) : null;
  const lookalike = company?.lookalike_of
    ? (await companyNames(db, [company.lookalike_of])).get(company.lookalike_of)
    : null;
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    role: roleWord('recruiter'),
    company: company?.name ?? '',
    companyProfile: company ? toCompany(company) : null,
    phone: row.phone ?? '',
    location: row.location ?? '',
    website: row.website ?? '',
    bio: row.bio ?? '',
    blindReview: company?.blind_review === 1,
    employer: company
      ? {
          verified: company.verified === 1,
          verification: company.verification,
          domain: company.domain,
          note: company.verification_note,
          lookalikeOf: company.lookalike_of && lookalike ? { id: company.lookalike_of, name: lookalike } : null,
          needsAdmin: company.needs_admin === 1,
          youOwn: company.owner_id === userId,
        }
      : null,
  };
}

/** The company fields a save writes: those sent, the others as they are (all of them for a new company). */
function companyToSave(input: RecruiterProfileSave, current: CompanyWithStanding | null): CompanyInput {
  const kept = current ? toCompany(current) : {};
  const sent = typeof input.company === 'string' ? { ...input.companyProfile, name: input.company } : input.company;
  const defined = Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== undefined));
  return companyInputSchema.parse({ ...kept, ...defined });
}

/**
 * Saves the recruiter and their company in one batch: the first save creates the company, later
 * saves update it. The name and website are weighed against the verified companies first
 * (worker/companies/service.ts), and only the company's owner changes them.
 */
export async function saveProfile(
  db: D1Database,
  userId: string,
  input: RecruiterProfileSave,
): Promise<RecruiterProfile> {
  const now = clock.iso();
  const newCompanyId = crypto.randomUUID();
  const companyId = (await store.findRecruiterProfile(db, userId))?.company_id ?? null;
  const current = companyId ? await findCompany(db, companyId) : null;
  const company = companyToSave(input, current);
  if (current && current.owner_id !== userId && changesIdentity(current, company))
    throw new ApiFailure(403, EMPLOYER_MESSAGES.ownerOnlyIdentity, {
      [current.name !== company.name ? 'company.name' : 'company.website']: EMPLOYER_MESSAGES.ownerOnlyIdentity,
    });
  if (current && current.owner_id !== userId && current.country !== company.country)
    throw new ApiFailure(403, EMPLOYER_MESSAGES.ownerOnlyCountry, {
      'company.country': EMPLOYER_MESSAGES.ownerOnlyCountry,
    });
  const keys = await reviewIdentity(db, company, current);
  await db.batch([
    insertCompanyUnlessLinked(db, newCompanyId, userId, company, keys, now),
    store.upsertProfile(db, userId, input, newCompanyId, now),
    updateCompanyOfRecruiter(db, userId, company, keys, now),
    renameUser(db, userId, input.fullName, now),
  ]);
  return getProfile(db, userId);
}

export async function getSettings(db: D1Database, userId: string): Promise<RecruiterSettings> {
  const row = await store.findRecruiterProfile(db, userId);
  if (!row) throw notFound();
  // No profile row yet: the defaults (no company, so no blind review; emails on).
  const { blindReview } = await recruiterContext(db, userId);
  return {
    blindReview,
    emailOnNewApplication: row.notify_new_application !== 0,
    emailOnMention: row.notify_mention !== 0,
  };
}

/** Blind review is the company's: it applies to every colleague's view at once. */
export async function setBlindReview(db: D1Database, userId: string, enabled: boolean): Promise<RecruiterSettings> {
  if (!(await setCompanyBlindReview(db, userId, enabled, clock.iso())))
    throw new ApiFailure(409, EMPLOYER_MESSAGES.blindNeedsCompany);
  return getSettings(db, userId);
}

export async function setNotifications(
  db: D1Database,
  userId: string,
  prefs: NotificationPrefs,
): Promise<RecruiterSettings> {
  if (prefs.emailOnNewApplication !== undefined)
    await store.setSwitch(db, userId, 'notify_new_application', prefs.emailOnNewApplication, clock.iso());
  if (prefs.emailOnMention !== undefined)
    await store.setSwitch(db, userId, 'notify_mention', prefs.emailOnMention, clock.iso());
  return getSettings(db, userId);
}
