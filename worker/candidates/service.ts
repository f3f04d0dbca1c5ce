import type { z } from 'zod';

import { type CandidateProfile, type candidateProfileUpdateSchema, roleWord } from '../../src/contract';
import { clock } from '../clock';
import { notFound } from '../http';
import { optedIn, switchOn } from '../notices';
import * as store from './store';

export function toProfile(row: store.CandidateProfileRow): CandidateProfile {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    role: roleWord('candidate'),
    phone: row.phone ?? '',
    location: row.location ?? '',
    experience: row.experience ?? '',
    education: row.education ?? '',
    website: row.website ?? '',
    bio: row.bio ?? '',
    headline: row.headline ?? '',
    city: row.city ?? '',
    years: row.years,
    skills: row.skills ? (JSON.parse(row.skills) as string[]) : [],
    acceptsTargetedJobs: optedIn(row.accepts_targeted_jobs),
    emailNotifications: switchOn(row.email_notifications),
  };
}

export async function getProfile(db: D1Database, userId: string): Promise<CandidateProfile> {
  const row = await store.findProfile(db, userId);
  if (!row) throw notFound();
  return toProfile(row);
}

/** The email is the sign-in identity and is not changed here. */
export async function updateProfile(
  db: D1Database,
  userId: string,
  input: z.output<typeof candidateProfileUpdateSchema>,
): Promise<CandidateProfile> {
  await store.saveProfile(db, userId, input, clock.iso());
  return getProfile(db, userId);
}
