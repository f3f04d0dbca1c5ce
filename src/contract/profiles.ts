import { z } from 'zod';

import { fullNameField, isSingleLine, SINGLE_LINE_MESSAGE } from './auth';
import { COMPANY_SIZES } from './employer-words';
import { employerStatusSchema } from './employers';
import { SKILLS_MAX } from './profile-words';
import { roleWordOf } from './role-schemas';
import { DEFAULT_COUNTRY } from './self-id';
import { countryField } from './self-id-schemas';

// The skills' limit lives apart (profile-words.ts, no zod); importable from here too.
export { SKILLS_MAX };

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .default('');
/** Optional single-line text (places, industries): no line breaks or control characters. */
const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .refine(isSingleLine, { error: SINGLE_LINE_MESSAGE })
    .default('');

/** Empty, or an http(s) address. */
export const websiteField = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), {
    error: 'Enter a full web address, starting with https://',
  })
  // `https://acme.com@evil.example` goes to evil.example: a name before "@" only hides the real host.
  .refine((v) => !/^https?:\/\/[^/?#]*@/i.test(v), {
    error: 'Enter the address without a name and “@” before the site: https://yourcompany.com',
  })
  .default('');

/** Empty, or digits with the usual separators and an optional leading +. */
export const phoneField = z
  .string()
  .trim()
  .max(30)
  .refine((v) => v === '' || /^\+?[0-9 ()-]{6,}$/.test(v), {
    error: 'Enter a phone number with digits only, for example +91 98765 43210',
  })
  .default('');

export const companyInputSchema = z.object({
  name: z
    .string({ error: 'Company name is required' })
    .trim()
    .min(2, { error: 'Company name is required' })
    .max(120)
    .refine(isSingleLine, { error: SINGLE_LINE_MESSAGE }),
  website: websiteField,
  logoUrl: websiteField,
  about: optionalText(5_000),
  size: z.union([z.enum(COMPANY_SIZES), z.literal('')]).default(''),
  industry: optionalLine(80),
  location: optionalLine(120),
  /** ISO 3166-1 alpha-2: which self-identification questions its jobs ask (src/contract/self-id.ts). */
  country: countryField.default(DEFAULT_COUNTRY),
});

/** Spec section 3: the recruiter profile (fullName, email, company, phone, location, website, bio). */
export const recruiterProfileInputSchema = z.object({
  fullName: fullNameField,
  phone: phoneField,
  location: optionalLine(120),
  website: websiteField,
  bio: optionalText(2_000),
  company: companyInputSchema,
});

/**
 * What PUT /api/recruiter/profile accepts: the form above, or the profile as GET answers it, where
 * `company` is the company's name and `companyProfile` its page fields (their id and name are
 * ignored: `company` names it). A name alone keeps the page fields as they are.
 */
/** An admin corrects a company's name or website (it goes back to the queue like any change of identity). */
export const companyIdentitySchema = companyInputSchema.pick({ name: true, website: true });
export type CompanyIdentity = z.infer<typeof companyIdentitySchema>;

/** The company as a save may send it: its name, and the page fields to change (one left out keeps its value). */
const companyPatchSchema = z.object({
  name: companyInputSchema.shape.name,
  website: companyInputSchema.shape.website.unwrap().optional(),
  logoUrl: companyInputSchema.shape.logoUrl.unwrap().optional(),
  about: companyInputSchema.shape.about.unwrap().optional(),
  size: companyInputSchema.shape.size.unwrap().optional(),
  industry: companyInputSchema.shape.industry.unwrap().optional(),
  location: companyInputSchema.shape.location.unwrap().optional(),
  country: countryField.optional(),
});
export type CompanyPatch = z.infer<typeof companyPatchSchema>;

export const recruiterProfileSaveSchema = recruiterProfileInputSchema.extend({
  company: z.union([companyInputSchema.shape.name, companyPatchSchema], { error: 'Company name is required' }),
  companyProfile: companyInputSchema.omit({ name: true }).nullable().optional(),
});
export type RecruiterProfileSave = z.infer<typeof recruiterProfileSaveSchema>;
export type CompanyInput = z.infer<typeof companyInputSchema>;

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string(),
  logoUrl: z.string(),
  about: z.string(),
  size: z.string(),
  industry: z.string(),
  location: z.string(),
  country: z.string(),
  /** A verified employer (its own email domain or an admin's approval). */
  verified: z.boolean(),
});

export const recruiterProfileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: roleWordOf('recruiter'),
  /** The company's name, as the spec's cached profile keeps it. */
  company: z.string(),
  companyProfile: companySchema.nullable(),
  phone: z.string(),
  location: z.string(),
  website: z.string(),
  bio: z.string(),
  blindReview: z.boolean(),
  /** Null before the recruiter has set up their company. */
  employer: employerStatusSchema.nullable(),
});

/** Spec section 3: the candidate profile (fullName, email, phone, location, experience, education, website, bio, skills). */
export const candidateProfileInputSchema = z.object({
  fullName: fullNameField,
  phone: phoneField,
  location: optionalLine(120),
  experience: optionalText(5_000),
  education: optionalText(5_000),
  website: websiteField,
  bio: optionalText(2_000),
  /** What employers search and match (with the skills): a title, a city and years of experience. */
  headline: optionalLine(120),
  city: optionalLine(80),
  years: z
    .union([
      z
        .number({ error: 'Years must be a number' })
        .int({ error: 'Whole years only' })
        .min(0, { error: 'Years cannot be negative' })
        .max(60, { error: 'At most 60 years' }),
      z.null(),
    ])
    .default(null),
  skills: z
    .array(z.string().trim().min(1).max(60))
    .max(SKILLS_MAX, { error: `List at most ${SKILLS_MAX} skills` })
    .default([])
    .transform((skills) => [...new Map(skills.map((s) => [s.toLowerCase(), s])).values()]),
});

export const candidateProfileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: roleWordOf('candidate'),
  phone: z.string(),
  location: z.string(),
  experience: z.string(),
  education: z.string(),
  website: z.string(),
  bio: z.string(),
  headline: z.string(),
  city: z.string(),
  years: z.number().nullable(),
  skills: z.array(z.string()),
  acceptsTargetedJobs: z.boolean(),
  emailNotifications: z.boolean(),
});

export type RecruiterProfileInput = z.infer<typeof recruiterProfileInputSchema>;
export type RecruiterProfile = z.infer<typeof recruiterProfileSchema>;
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;
export type Company = z.infer<typeof companySchema>;
