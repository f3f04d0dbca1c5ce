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
import { clock } from '../clock';
import { domainKey, evidenceDomain, foldName } from '../companies/identity';
import {
  companyIdOfRecruiter,
  type CompanyKeys,
  findCompany,
  findVerifiedLookalike,
  insertCompanyUnlessLinked,
  recruiterContext,
  setCompanyBlindReview,
  toCompany,
  updateCompanyOfRecruiter,
} from '../companies/store';
import { ApiFailure, notFound } from '../http/errors';
import * as store from './store';

/** The profile of spec section 3 plus the company's own page fields and the blind review switch. */
export async function getProfile(db: D1Database, userId: string): Promise<RecruiterProfile> {
  const row = await store.findRecruiterProfile(db, userId);
  if (!row) throw notFound();
  const company = row.company_id ? await findCompany(db, row.company_id) : null;
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
        }
      : null,
  };
}

/** The company fields a save writes: all of them when sent, else the name with the page fields sent or kept. */
async function companyToSave(db: D1Database, userId: string, input: RecruiterProfileSave): Promise<CompanyInput> {
  if (typeof input.company !== 'string') return input.company;
  let fields: object | null | undefined = input.companyProfile;
  if (fields === undefined) {
    const companyId = (await store.findRecruiterProfile(db, userId))?.company_id;
    const current = companyId ? await findCompany(db, companyId) : null;
    fields = current && toCompany(current);
  }
  return companyInputSchema.parse({ ...fields, name: input.company });
}

/** Refuses a name or website domain that folds to a verified company's (another company's). */
async function refuseLookalike(db: D1Database, keys: CompanyKeys, ownCompanyId: string | null) {
  const twin = await findVerifiedLookalike(db, keys, ownCompanyId);
  if (!twin) return;
  if (twin.same_name)
    throw new ApiFailure(409, EMPLOYER_MESSAGES.lookalikeName, { 'company.name': EMPLOYER_MESSAGES.lookalikeName });
  throw new ApiFailure(409, EMPLOYER_MESSAGES.lookalikeDomain, {
    'company.website': EMPLOYER_MESSAGES.lookalikeDomain,
  });
}

/**
 * Saves the recruiter and their company in one batch: the first save creates the company, later
 * saves update it. (Joining a colleague's existing company needs an invitation flow: not built.)
 */
export async function saveProfile(
  db: D1Database,
  userId: string,
  input: RecruiterProfileSave,
): Promise<RecruiterProfile> {
  const now = clock.iso();
  const newCompanyId = crypto.randomUUID();
  const company = await companyToSave(db, userId, input);
  const keys: CompanyKeys = {
    domain: evidenceDomain(company.website),
    nameKey: foldName(company.name),
    domainKey: domainKey(company.website),
  };
  await refuseLookalike(db, keys, await companyIdOfRecruiter(db, userId));
  await db.batch([
    insertCompanyUnlessLinked(db, newCompanyId, userId, company, keys, now),
    store.upsertProfile(db, userId, input, newCompanyId, now),
    updateCompanyOfRecruiter(db, userId, company, keys, now),
    store.renameUser(db, userId, input.fullName, now),
  ]);
  return getProfile(db, userId);
}

export async function getSettings(db: D1Database, userId: string): Promise<RecruiterSettings> {
  const row = await store.findRecruiterProfile(db, userId);
  if (!row) throw notFound();
  // No profile row yet: the defaults (no company, so no blind review; emails on).
  const { blindReview } = await recruiterContext(db, userId);
  return { blindReview, emailOnNewApplication: row.notify_new_application !== 0 };
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
  await store.setSwitch(db, userId, 'notify_new_application', prefs.emailOnNewApplication, clock.iso());
  return getSettings(db, userId);
}
