/**
 * The load data set of `npm run seed:large`: companies with recruiters, jobs, candidates with a
 * profile and a resume, and applications scored by the matching engine, written straight into the
 * local D1 SQLite file with plain INSERTs in one transaction (see scripts/seed-large.ts for why).
 *
 * Content comes from ./large-content.ts and the engine's skill taxonomy; jobs pass the product's
 * own jobInputSchema; every score is the real engine's (analyzeResume once per candidate,
 * analyzeJob once per job, scoreMatch per application). Random choices come from a seeded
 * generator, so the same options give the same data set (ids are random UUIDs, as the worker's).
 */
import type { DatabaseSync } from 'node:sqlite';

import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  COMPANY_SIZES,
  type JobInput,
  jobInputSchema,
} from '../../src/contract';
import { analyzeJob, analyzeResume, type JobProfile, scoreMatch, taxonomy, unreadableResume } from '../../worker/ats';
import { JOBS } from './content';
import {
  BULLETS,
  CITIES,
  COVER_LETTERS,
  DUTIES,
  FAMILIES,
  type Family,
  FIRST_NAMES,
  INR_RATE,
  INTROS,
  LAST_NAMES,
  NAME_WORDS,
  REJECTION_REASONS,
  SECTORS,
  UNIVERSITIES,
  WITHDRAW_NOTES,
} from './large-content';

export interface LargeOptions {
  companies: number;
  jobs: number;
  candidates: number;
  applications: number;
  /** One PBKDF2 hash of the demo password, shared by every generated account. */
  passwordHash: string;
  now: Date;
}

const DAY = 86_400_000;
/** The demo recruiter's first job gets this many applications, so the recruiter list has a big job to page. */
const DEMO_BIG_JOB = { id: JOBS[0]!.id, applications: 3_000 };
/** A scanned or damaged upload: kept, never scored (as the worker does). */
const UNREADABLE_SHARE = 0.01;
const UNREADABLE_REASON = 'The text of this resume could not be read.';
const STAGES = ['screening', 'interview', 'offer', 'hired'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** mulberry32: small, fast and seeded, so a data set can be made again. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** Earlier items more often: index = n * u^skew. */
  const early = <T>(items: readonly T[], skew = 2): T => items[Math.floor(items.length * next() ** skew)]!;
  const weighted = <T>(items: readonly T[], weights: readonly number[]) => {
    const total = weights.reduce((s, w) => s + w, 0);
    let r = next() * total;
    for (let i = 0; i < items.length; i++) if ((r -= weights[i]!) < 0) return items[i]!;
    return items[items.length - 1]!;
  };
  /** `count` distinct items, earlier ones more often. */
  const some = <T>(items: readonly T[], count: number, skew = 2) => {
    const out = new Set<T>();
    for (let tries = 0; out.size < Math.min(count, items.length) && tries < count * 10; tries++)
      out.add(early(items, skew));
    return [...out];
  };
  const shuffle = <T>(items: T[]) => {
    for (let i = items.length - 1; i > 0; i--) {
      const k = Math.floor(next() * (i + 1));
      [items[i], items[k]] = [items[k]!, items[i]!];
    }
    return items;
  };
  return { next, int, pick, early, weighted, some, shuffle, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof generator>;

const iso = (ms: number) => new Date(ms).toISOString();
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
const monthYear = (ms: number) => `${MONTHS[new Date(ms).getUTCMonth()]} ${new Date(ms).getUTCFullYear()}`;
const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/** Skills of each taxonomy area, most common first; the long tail is left out so listings read naturally. */
function skillsByArea(): Map<string, string[]> {
  const byArea = new Map<string, string[]>();
  for (const s of taxonomy().skills) {
    const list = byArea.get(s.group) ?? [];
    if (list.length < 30) list.push(s.name);
    byArea.set(s.group, list);
  }
  return byArea;
}

interface SeedJob {
  id: string;
  recruiterId: string;
  companyName: string;
  title: string;
  family: number;
  postedMs: number;
  /** Applications arrive until then: now for open jobs, the closing time for closed ones. */
  untilMs: number;
  closed: boolean;
  profile: JobProfile;
}

const SENIORITY = [
  { prefix: 'Junior ', years: [0, 1], pay: 0.55 },
  { prefix: '', years: [2, 4], pay: 1 },
  { prefix: 'Senior ', years: [5, 8], pay: 1.5 },
  { prefix: 'Lead ', years: [8, 12], pay: 2 },
] as const;

export function seedLarge(db: DatabaseSync, o: LargeOptions) {
  const rng = generator(20_260_101);
  const now = o.now.getTime();
  const areaSkills = skillsByArea();
  const skillsOf = (area: string) => areaSkills.get(area) ?? [];
  const familyIndex = new Map(FAMILIES.map((f, i) => [f.id, i]));
  const cityWeights = CITIES.map((c) => c.weight);
  const cityOf = () => rng.weighted(CITIES, cityWeights);
  const personName = () => ({ first: rng.pick(FIRST_NAMES), last: rng.pick(LAST_NAMES) });

  const insert = {
    company: db.prepare(
      "INSERT INTO companies (id, name, website, about, size, industry, location, created_at, updated_at, verification) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'verified')",
    ),
    user: db.prepare(
      'INSERT INTO users (id, email, full_name, role, password_hash, created_at, updated_at, email_verified_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    recruiter: db.prepare(
      'INSERT INTO recruiter_profiles (user_id, company_id, phone, location, bio, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    job: db.prepare(
      `INSERT INTO jobs (id, company_id, recruiter_id, title, description, city, country, workplace_type, employment_type,
        min_years, salary_min, salary_max, salary_currency, salary_period, show_salary, required_skills, nice_skills,
        openings, deadline, status, posted_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    candidate: db.prepare(
      'INSERT INTO candidate_profiles (user_id, phone, location, experience, education, bio, skills, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    resume: db.prepare(
      'INSERT INTO resumes (id, candidate_id, name, r2_key, mime, size, text, text_status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    application: db.prepare(
      `INSERT INTO applications (id, job_id, candidate_id, resume_id, resume_name, resume_r2_key, resume_text, cover_letter, status,
        rejection_reason, ats_score, ats_status, ats_breakdown, ats_version, created_at, updated_at, status_changed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    event: db.prepare(
      'INSERT INTO application_events (id, application_id, actor_id, from_status, to_status, note, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
  };
  const phone = () => `+91 9${rng.int(1000, 9999)} ${rng.int(10000, 99999)}`;

  // ---- Companies and their recruiters. A few large employers post most jobs (weight ~ 1/rank).
  const usedNames = new Set<string>();
  const companies = Array.from({ length: o.companies }, (_, i) => {
    const sector = rng.weighted(
      SECTORS,
      SECTORS.map((_, k) => 1 / (k + 2)),
    );
    let name = '';
    while (!name || usedNames.has(name))
      name =
        usedNames.size < NAME_WORDS.length * 3 || rng.chance(0.5)
          ? `${rng.pick(NAME_WORDS)} ${rng.pick(sector.suffixes)}`
          : `${rng.pick(NAME_WORDS)} ${rng.pick(NAME_WORDS)} ${rng.pick(sector.suffixes)}`;
    usedNames.add(name);
    const weight = 1 / (i + 3);
    const size = COMPANY_SIZES[Math.max(0, COMPANY_SIZES.length - 1 - Math.floor(Math.log2(i + 1) / 1.6))]!;
    const home = cityOf();
    const created = now - rng.int(380, 700) * DAY;
    const id = crypto.randomUUID();
    const domain = `${slug(name)}.example`;
    insert.company.run(
      id,
      name,
      `https://${domain}`,
      `${name} is a ${sector.industry.toLowerCase()} company based in ${home.city}, with ${size} people.`,
      size,
      sector.industry,
      `${home.city}, ${home.country}`,
      iso(created),
      iso(created),
    );
    const recruiters = Array.from({ length: Math.min(6, 1 + Math.floor(weight * 60)) }, (_, k) => {
      const p = personName();
      const userId = crypto.randomUUID();
      const at = iso(created + rng.int(1, 30) * DAY);
      insert.user.run(
        userId,
        `${slug(p.first)}.${slug(p.last)}${k || ''}@${domain}`,
        `${p.first} ${p.last}`,
        'recruiter',
        o.passwordHash,
        at,
        at,
        at,
      );
      insert.recruiter.run(userId, id, phone(), `${home.city}, ${home.country}`, `Talent partner at ${name}.`, at);
      return userId;
    });
    return { id, name, sector, size, home, weight, recruiters };
  });
  const recruiterCount = companies.reduce((n, c) => n + c.recruiters.length, 0);

  // ---- Jobs, posted over the past year (more of them recently), each profiled once by the engine.
  const jobs: SeedJob[] = [];
  const companyWeights = companies.map((c) => c.weight);
  const jobsByStatus = { open: 0, closed: 0, draft: 0 };
  for (let j = 0; j < o.jobs; j++) {
    const company = rng.weighted(companies, companyWeights);
    const family = FAMILIES[familyIndex.get(rng.early(company.sector.families, 1.6))!]!;
    const level = rng.weighted(SENIORITY, [2, 4, 3, 1]);
    const employmentType = rng.weighted(
      ['full-time', 'contract', 'internship', 'part-time', 'temporary'] as const,
      [80, 8, 5, 4, 3],
    );
    const intern = employmentType === 'internship';
    const workplaceType = rng.weighted(['onsite', 'hybrid', 'remote'] as const, [50, 30, 20]);
    const place = rng.chance(0.6) ? company.home : cityOf();
    const [main, ...others] = family.areas;
    const required = rng.some(skillsOf(main!), rng.int(3, 6));
    if (others.length && rng.chance(0.5)) required.push(...rng.some(skillsOf(rng.pick(others)), 1));
    const nice = rng.some(
      others.flatMap(skillsOf).filter((s) => !required.includes(s)),
      rng.int(0, 4),
    );
    const title = intern ? `${rng.pick(family.titles)} Intern` : `${level.prefix}${rng.pick(family.titles)}`;
    const pay = family.salary * (intern ? 0.3 : level.pay) * (0.8 + rng.next() * 0.4) * INR_RATE[place.currency];
    const perMonth = intern || employmentType === 'temporary';
    const round = perMonth ? 1_000 : 10_000;
    const salaryMin = Math.round((perMonth ? pay / 12 : pay) / round) * round || round;
    const minYears = intern ? 0 : rng.int(level.years[0], level.years[1]);
    const input: JobInput = jobInputSchema.parse({
      title,
      description: jobDescription(rng, {
        company: company.name,
        industry: company.sector.industry,
        size: company.size,
        title,
        place: workplaceType === 'remote' ? `${place.country} (remote)` : place.city,
        family,
        required,
        nice,
        minYears,
      }),
      city: workplaceType === 'remote' && rng.chance(0.5) ? '' : place.city,
      country: place.country,
      workplaceType,
      employmentType,
      minYears,
      salaryMin,
      salaryMax: Math.round((salaryMin * (1.2 + rng.next() * 0.4)) / round) * round,
      salaryCurrency: place.currency,
      salaryPeriod: perMonth ? 'month' : 'year',
      showSalary: rng.chance(0.85),
      requiredSkills: required,
      niceToHaveSkills: nice,
      openings: rng.weighted([1, 2, 3, 5, 10], [60, 20, 10, 7, 3]),
      deadline: null,
      status: 'open',
    });
    // Draft 5%; older listings are mostly closed; a quarter of open ones have a deadline (some passed).
    const ageDays = 365 * rng.next() ** 1.3;
    const draft = rng.chance(0.05);
    const posted = draft ? null : now - ageDays * DAY;
    const closed = !draft && rng.chance(ageDays > 90 ? 0.7 : 0.1);
    const closedAt =
      posted === null || !closed
        ? null
        : Math.min(now, posted + rng.int(14, Math.max(15, Math.min(90, Math.floor(ageDays)))) * DAY);
    input.status = draft ? 'draft' : closed ? 'closed' : 'open';
    const deadline = posted !== null && !closed && rng.chance(0.25) ? posted + rng.int(30, 90) * DAY : null;
    if (deadline !== null) input.deadline = iso(deadline).slice(0, 10);
    jobsByStatus[input.status]++;
    const created = draft ? now - rng.int(0, 30) * DAY : posted! - rng.int(0, 3) * DAY;
    const id = crypto.randomUUID();
    const recruiterId = rng.pick(company.recruiters);
    insert.job.run(
      id,
      company.id,
      recruiterId,
      input.title,
      input.description,
      input.city,
      input.country,
      input.workplaceType,
      input.employmentType,
      input.minYears,
      input.salaryMin,
      input.salaryMax,
      input.salaryCurrency,
      input.salaryPeriod,
      input.showSalary ? 1 : 0,
      JSON.stringify(input.requiredSkills),
      JSON.stringify(input.niceToHaveSkills),
      input.openings,
      input.deadline,
      input.status,
      posted === null ? null : iso(posted),
      iso(created),
      iso(closedAt ?? posted ?? created),
    );
    if (posted !== null)
      jobs.push({
        id,
        recruiterId,
        companyName: company.name,
        title: input.title,
        family: familyIndex.get(family.id)!,
        postedMs: posted,
        untilMs: Math.min(closedAt ?? now, deadline ?? now),
        closed,
        profile: analyzeJob(input),
      });
  }

  // The demo's published jobs (already in the database) take applications too; their family is
  // the one whose main taxonomy area the engine sees most in the job.
  const demoJobs = db
    .prepare(
      `SELECT j.id, j.recruiter_id, j.title, j.description, j.required_skills, j.nice_skills, j.min_years, j.status, j.posted_at, c.name AS company_name
              FROM jobs j JOIN companies c ON c.id = j.company_id WHERE j.id IN (${JOBS.map(() => '?').join(', ')}) AND j.posted_at IS NOT NULL`,
    )
    .all(...JOBS.map((j) => j.id)) as Array<Record<string, string | number>>;
  for (const d of demoJobs) {
    const profile = analyzeJob({
      title: String(d.title),
      description: String(d.description),
      requiredSkills: JSON.parse(String(d.required_skills)),
      niceToHaveSkills: JSON.parse(String(d.nice_skills)),
      minYears: Number(d.min_years),
    });
    const family = FAMILIES.reduce(
      (best, f, i) => ((profile.areas[f.areas[0]!] ?? 0) > (profile.areas[FAMILIES[best]!.areas[0]!] ?? 0) ? i : best),
      0,
    );
    const closed = d.status === 'closed';
    const postedMs = Date.parse(String(d.posted_at));
    jobs.push({
      id: String(d.id),
      recruiterId: String(d.recruiter_id),
      companyName: String(d.company_name),
      title: String(d.title),
      family,
      postedMs,
      untilMs: closed ? Math.min(now, postedMs + 30 * DAY) : now,
      closed,
      profile,
    });
  }

  // ---- Candidates: families in proportion to the jobs posted, so supply follows demand.
  const jobsPerFamily = FAMILIES.map((_, f) => 1 + jobs.filter((j) => j.family === f).length);
  const familyIds = FAMILIES.map((_, f) => f);
  const candFamily = new Uint8Array(o.candidates);
  const candYears = new Uint8Array(o.candidates);
  const pools: number[][] = FAMILIES.map(() => []);
  for (let c = 0; c < o.candidates; c++) {
    const f = rng.weighted(familyIds, jobsPerFamily);
    candFamily[c] = f;
    candYears[c] = Math.min(25, Math.floor(18 * rng.next() ** 1.6));
    pools[f]!.push(c);
  }

  // ---- Who applied where and when. Applications per job fall off as 1/(rank + 10), so a few
  // jobs have thousands and most have a handful; three in four applicants are of the job's family.
  const order = rng.shuffle(jobs.map((_, i) => i));
  const bigJob = jobs.findIndex((j) => j.id === DEMO_BIG_JOB.id);
  const share = new Float64Array(jobs.length);
  order.forEach((j, rank) => (share[j] = 1 / (rank + 10)));
  const wanted = new Int32Array(jobs.length);
  let rest = o.applications;
  if (bigJob >= 0) {
    wanted[bigJob] = Math.min(DEMO_BIG_JOB.applications, rest, o.candidates);
    rest -= wanted[bigJob]!;
    share[bigJob] = 0;
  }
  const totalShare = share.reduce((s, w) => s + w, 0);
  const cap = Math.floor(o.candidates / 2);
  for (let j = 0; j < jobs.length; j++)
    if (j !== bigJob) wanted[j] = Math.min(cap, Math.floor((rest * share[j]!) / totalShare));
  // What rounding down left over goes one by one to the jobs in rank order.
  const others = order.filter((j) => j !== bigJob);
  for (let k = 0, left = o.applications - wanted.reduce((s, n) => s + n, 0); left > 0 && others.length > 0; k++) {
    const j = others[k % others.length]!;
    if (wanted[j]! < cap) {
      wanted[j]!++;
      left--;
    }
  }
  const appCount = wanted.reduce((s, n) => s + n, 0);
  const appJob = new Int32Array(appCount);
  const appCand = new Int32Array(appCount);
  const appAt = new Float64Array(appCount);
  let a = 0;
  for (let j = 0; j < jobs.length; j++) {
    const job = jobs[j]!;
    const pool = pools[job.family]!;
    const chosen = new Set<number>();
    while (chosen.size < wanted[j]!) {
      const fromFamily = pool.length > 0 && rng.chance(0.75) && chosen.size < pool.length * 0.8;
      chosen.add(fromFamily ? rng.pick(pool) : rng.int(0, o.candidates - 1));
    }
    for (const c of chosen) {
      appJob[a] = j;
      appCand[a] = c;
      // Most applications come soon after posting.
      appAt[a] = job.postedMs + (job.untilMs - job.postedMs) * rng.next() ** 2;
      a++;
    }
  }

  // Each candidate's applications together, so a resume is analysed once for all of them.
  const firstApp = new Float64Array(o.candidates).fill(Infinity);
  const perCandidate = new Int32Array(o.candidates + 1);
  for (let i = 0; i < appCount; i++) {
    perCandidate[appCand[i]! + 1]!++;
    firstApp[appCand[i]!] = Math.min(firstApp[appCand[i]!]!, appAt[i]!);
  }
  for (let c = 0; c < o.candidates; c++) perCandidate[c + 1]! += perCandidate[c]!;
  const byCandidate = new Int32Array(appCount);
  const cursor = perCandidate.slice(0, o.candidates);
  for (let i = 0; i < appCount; i++) byCandidate[cursor[appCand[i]!]!++] = i;

  // ---- Candidates with profile and resume, then their applications, scored and moved along the pipeline.
  let resumesUnreadable = 0;
  let events = 0;
  const appsByStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
  for (let c = 0; c < o.candidates; c++) {
    const family = FAMILIES[candFamily[c]!]!;
    const years = candYears[c]!;
    const p = personName();
    const home = cityOf();
    const userId = crypto.randomUUID();
    const joined = Number.isFinite(firstApp[c]!) ? firstApp[c]! - rng.int(1, 60) * DAY : now - rng.int(0, 400) * DAY;
    const email = `${slug(p.first)}.${slug(p.last)}.${c}@${rng.pick(['example.com', 'example.net', 'example.org'])}`;
    insert.user.run(
      userId,
      email,
      `${p.first} ${p.last}`,
      'candidate',
      o.passwordHash,
      iso(joined),
      iso(joined),
      iso(joined),
    );
    const cv = resume(rng, {
      name: `${p.first} ${p.last}`,
      email,
      phone: phone(),
      home: `${home.city}, ${home.country}`,
      family,
      years,
      skillsOf,
      now,
    });
    insert.candidate.run(
      userId,
      phone(),
      `${home.city}, ${home.country}`,
      cv.experience,
      cv.education,
      cv.summary,
      JSON.stringify(cv.skills.slice(0, 8)),
      iso(joined),
    );
    const unreadable = rng.chance(UNREADABLE_SHARE);
    if (unreadable) resumesUnreadable++;
    const resumeId = crypto.randomUUID();
    const resumeName = `${slug(p.first)}-resume.pdf`;
    const resumeText = unreadable ? '' : cv.text;
    // No file is written to R2 for generated resumes: the rows carry the key the worker would use.
    insert.resume.run(
      resumeId,
      userId,
      resumeName,
      `resumes/${userId}/${resumeId}`,
      'application/pdf',
      20_000 + cv.text.length * 12,
      resumeText,
      unreadable ? 'unreadable' : 'ok',
      iso(joined + DAY / 2),
    );
    const profile = unreadable ? unreadableResume(UNREADABLE_REASON) : analyzeResume(cv.text);

    for (let k = perCandidate[c]!; k < perCandidate[c + 1]!; k++) {
      const i = byCandidate[k]!;
      const job = jobs[appJob[i]!]!;
      const at = appAt[i]!;
      const result = scoreMatch(profile, job.profile);
      const path = outcome(rng, { closed: job.closed, ageDays: (now - at) / DAY, score: result.score });
      const status = path.at(-1) ?? 'applied';
      appsByStatus[status]++;
      // Steps a few days apart, never in the future.
      const gap = Math.min(now - at, path.length * 4 * DAY) / (path.length + 1);
      const stepAt = (step: number) => iso(at + gap * (step + 1));
      const changed = path.length ? stepAt(path.length - 1) : iso(at);
      const appId = crypto.randomUUID();
      const cover = rng.chance(0.3)
        ? fill(rng.pick(COVER_LETTERS), {
            years,
            a: cv.skills[0] ?? family.titles[0]!,
            b: cv.skills[1] ?? '',
            company: job.companyName,
            title: job.title,
          })
        : '';
      insert.application.run(
        appId,
        job.id,
        userId,
        resumeId,
        resumeName,
        `applications/${appId}/${resumeId}`,
        resumeText,
        cover,
        status,
        status === 'rejected' ? rng.pick(REJECTION_REASONS) : null,
        result.score,
        result.status,
        JSON.stringify(result.breakdown),
        result.version,
        iso(at),
        changed,
        changed,
      );
      insert.event.run(crypto.randomUUID(), appId, userId, null, 'applied', '', iso(at));
      let from: ApplicationStatus = 'applied';
      for (const [step, to] of path.entries()) {
        const byCandidate = to === 'withdrawn';
        insert.event.run(
          crypto.randomUUID(),
          appId,
          byCandidate ? userId : job.recruiterId,
          from,
          to,
          byCandidate ? rng.pick(WITHDRAW_NOTES) : '',
          stepAt(step),
        );
        from = to;
      }
      events += 1 + path.length;
    }
  }

  // The jobs' application counters, recomputed from the rows (the worker keeps them as it inserts;
  // a recount is right whether or not a trigger already counted these INSERTs).
  db.exec('UPDATE jobs SET application_count = (SELECT COUNT(*) FROM applications a WHERE a.job_id = jobs.id)');

  return {
    companies: o.companies,
    recruiters: recruiterCount,
    jobs: o.jobs,
    jobsByStatus,
    candidates: o.candidates,
    resumes: o.candidates,
    resumesUnreadable,
    applications: appCount,
    applicationsByStatus: appsByStatus,
    applicationEvents: events,
    biggestJobApplications: Math.max(0, ...wanted),
  };
}

function jobDescription(
  rng: Rng,
  j: {
    company: string;
    industry: string;
    size: string;
    title: string;
    place: string;
    family: Family;
    required: string[];
    nice: string[];
    minYears: number;
  },
): string {
  const area = (taxonomy().areas.find((a) => a.id === j.family.areas[0])?.label ?? j.family.id).toLowerCase();
  const intro = fill(rng.pick(INTROS), {
    company: j.company,
    industry: j.industry.toLowerCase(),
    size: j.size,
    title: j.title,
    place: j.place,
    n: rng.int(4, 40),
    area,
  });
  const duties = rng
    .some(DUTIES, 4, 1)
    .map((d) => `- ${fill(d, { a: rng.pick(j.required), b: rng.pick(j.required) })}`);
  const ask = [
    j.minYears > 0
      ? `- ${j.minYears}+ year${j.minYears === 1 ? '' : 's'} of experience in a similar role`
      : '- Freshers and recent graduates are welcome',
    `- Hands-on ${listed(j.required)}`,
    ...(j.nice.length ? [`- ${listed(j.nice)} is a plus`] : []),
  ];
  return `${intro}\n\nWhat you will do\n${duties.join('\n')}\n\nWhat we look for\n${ask.join('\n')}`;
}

/** A plain-text resume with dated roles (the engine reads years of experience from them). */
function resume(
  rng: Rng,
  c: {
    name: string;
    email: string;
    phone: string;
    home: string;
    family: Family;
    years: number;
    skillsOf: (area: string) => string[];
    now: number;
  },
) {
  const [main, ...others] = c.family.areas;
  const skills = [
    ...rng.some(c.skillsOf(main!), rng.int(6, 10)),
    ...rng.some(others.flatMap(c.skillsOf), rng.int(1, 4)),
  ];
  const level = c.years < 2 ? 'Junior ' : c.years < 5 ? '' : c.years < 9 ? 'Senior ' : 'Lead ';
  const title = `${level}${rng.pick(c.family.titles)}`;
  const employer = () => `${rng.pick(NAME_WORDS)} ${rng.pick(rng.pick(FAMILY_SECTORS.get(c.family.id)!).suffixes)}`;
  const bullet = () =>
    `- ${fill(rng.pick(BULLETS), { a: rng.pick(skills), b: rng.pick(skills), n: rng.int(3, 40), p: rng.int(10, 45) })}`;

  // Up to three roles covering `years`, newest first.
  const roles: string[] = [];
  const currentEmployer = employer();
  if (c.years === 0) {
    const end = c.now - rng.int(1, 4) * 30 * DAY;
    roles.push(
      `${c.family.titles[0]} Intern, ${currentEmployer} — ${monthYear(end - 180 * DAY)} to ${monthYear(end)}`,
      bullet(),
      bullet(),
    );
  } else {
    let end: number | null = null;
    let left = c.years * 12;
    for (let r = 0; r < 3 && left > 0; r++) {
      const months = r === 2 ? left : Math.max(6, Math.min(left, rng.int(12, 60)));
      const start: number = (end ?? c.now) - months * 30.4 * DAY;
      const roleTitle = r === 0 ? title : rng.pick(c.family.titles);
      roles.push(
        `${roleTitle}, ${r === 0 ? currentEmployer : employer()} — ${monthYear(start)} to ${end === null ? 'Present' : monthYear(end)}`,
      );
      for (let b = r === 0 ? 3 : 2; b > 0; b--) roles.push(bullet());
      end = start - 30 * DAY;
      left -= months;
    }
  }
  const degree = rng.pick(c.family.degrees);
  const graduated = new Date(c.now).getUTCFullYear() - c.years - rng.int(0, 1);
  const education = `${degree}, ${rng.pick(UNIVERSITIES)}, ${graduated}`;
  const summary =
    c.years === 0
      ? `Recent graduate looking for a first role as a ${c.family.titles[0]!.toLowerCase()}; trained in ${listed(skills.slice(0, 3))}.`
      : `${title} with ${c.years} year${c.years === 1 ? '' : 's'} of experience in ${listed(skills.slice(0, 3))}.`;
  const text = [
    c.name,
    title,
    `${c.home} | ${c.email} | ${c.phone}`,
    '',
    'SUMMARY',
    summary,
    '',
    'EXPERIENCE',
    ...roles,
    '',
    'EDUCATION',
    education,
    '',
    'SKILLS',
    skills.join(', '),
  ].join('\n');
  return { text, skills, summary, education, experience: `${title} at ${currentEmployer}; ${c.years} years in total.` };
}

/** Sectors that hire each family, for the names of former employers in resumes. */
const FAMILY_SECTORS = new Map(
  FAMILIES.map((f) => [f.id, SECTORS.filter((s) => s.families.includes(f.id))] as const).map(([id, s]) => [
    id,
    s.length ? s : SECTORS,
  ]),
);

/**
 * Where an application got to: recent ones are mostly still "applied"; older ones moved, further
 * when the score is high. Closed jobs have decided everyone.
 */
function outcome(rng: Rng, a: { closed: boolean; ageDays: number; score: number | null }): ApplicationStatus[] {
  const q = (a.score ?? 40) / 100;
  const rejected = (): ApplicationStatus[] => [...STAGES.slice(0, rng.chance(q) ? rng.int(1, 2) : 0), 'rejected'];
  const withdrawn = (): ApplicationStatus[] => [...STAGES.slice(0, rng.int(0, 1)), 'withdrawn'];
  if (a.closed) {
    const r = rng.next();
    if (r < 0.02 + 0.06 * q) return [...STAGES];
    return r < 0.12 ? withdrawn() : rejected();
  }
  if (!rng.chance(Math.min(0.85, a.ageDays / 20))) return [];
  const r = rng.next();
  if (r < 0.06) return withdrawn();
  if (r < 0.06 + 0.45 * (1 - q)) return rejected();
  let depth = 1;
  if (rng.chance(q)) depth = 2;
  if (depth === 2 && rng.chance(q * 0.6)) depth = 3;
  if (depth === 3 && rng.chance(0.3)) depth = 4;
  return [...STAGES.slice(0, depth)];
}
