/**
 * An employer's identity cannot be borrowed: a name or website is weighed against every verified
 * company before it is saved. One that reads the same (UTS #39 skeleton) is refused; one that is
 * close (contains the verified name, is one edit from it, or its domain is a lookalike of the
 * verified domain) is held for an admin, whatever its own domain proves; a change of name or
 * domain of a verified company sends it back to the queue, also for an admin.
 */
import { EMPLOYER_MESSAGES } from '../../src/contract';
import { ApiFailure } from '../http';
import { domainKey, domainLikeness, evidenceDomain, nameKey, nameLikeness } from './identity';
import * as store from './store';

export interface Lookalike {
  id: string;
  name: string;
  /** 'same': reads as the verified company (refused); 'near': close to it (held for an admin). */
  likeness: 'same' | 'near';
  /** What matched: the name or the website's domain. */
  by: 'name' | 'website';
}

export type VerifiedIdentity = Awaited<ReturnType<typeof store.listVerifiedIdentities>>[number];

/** The verified company (other than `exceptId`) the name or website imitates most, or null. */
export async function lookalikeOf(
  db: D1Database,
  identity: { name: string; website: string },
  exceptId: string | null,
  verified?: VerifiedIdentity[],
): Promise<Lookalike | null> {
  const domain = evidenceDomain(identity.website);
  const key = domainKey(identity.website);
  let near: Lookalike | null = null;
  for (const v of verified ?? (await store.listVerifiedIdentities(db, exceptId))) {
    if (v.id === exceptId) continue;
    const byName = nameLikeness(identity.name, v.name);
    // The typed domain (even one that proves nothing) must not be the verified company's own.
    const sameDomain = key !== '' && key === domainKey(v.website);
    const byDomain = sameDomain ? 'same' : domainLikeness(domain, v.domain);
    if (byName === 'same') return { id: v.id, name: v.name, likeness: 'same', by: 'name' };
    if (byDomain === 'same') return { id: v.id, name: v.name, likeness: 'same', by: 'website' };
    if (!near && (byName || byDomain))
      near = { id: v.id, name: v.name, likeness: 'near', by: byName ? 'name' : 'website' };
  }
  return near;
}

/** The 409 a lookalike of a verified company's name or website gets, on the field it concerns. */
export function refusal(twin: Lookalike): ApiFailure {
  return twin.by === 'name'
    ? new ApiFailure(409, EMPLOYER_MESSAGES.lookalikeName, { 'company.name': EMPLOYER_MESSAGES.lookalikeName })
    : new ApiFailure(409, EMPLOYER_MESSAGES.lookalikeDomain, { 'company.website': EMPLOYER_MESSAGES.lookalikeDomain });
}

/**
 * What a save of the name and website writes about verification, given the company as it is
 * (null when it is being created): refuses a lookalike, holds a near one, and sends a verified
 * company whose name or domain changed to an admin.
 */
export async function reviewIdentity(
  db: D1Database,
  next: { name: string; website: string },
  current: store.CompanyWithStanding | null,
): Promise<store.CompanyKeys> {
  const twin = await lookalikeOf(db, next, current?.id ?? null);
  if (twin?.likeness === 'same') throw refusal(twin);
  const keys = {
    domain: evidenceDomain(next.website),
    nameKey: nameKey(next.name),
    domainKey: domainKey(next.website),
  };
  const changed =
    current !== null && (nameKey(current.name) !== keys.nameKey || domainKey(current.website) !== keys.domainKey);
  // Held-ness is weighed when the identity is new: a verified company is not held later because a
  // subsidiary an admin approved now sits close to it.
  if (current !== null && !changed)
    return { ...keys, changed, lookalikeOf: current.lookalike_of, needsAdmin: current.needs_admin === 1 };
  return {
    ...keys,
    changed,
    lookalikeOf: twin?.id ?? null,
    needsAdmin: twin !== null || current?.verified === 1,
  };
}

/** Whether a save changes the company's name or website (what only its owner may do). */
export function changesIdentity(current: { name: string; website: string }, next: { name: string; website: string }) {
  return current.name !== next.name || current.website !== next.website;
}
