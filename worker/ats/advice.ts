import type { AtsNextStep } from '../../src/contract/ats';
import { engine, type JobProfile, type ResumeProfile, titleAlternatives } from './read/analyze';
import { scoreMatchDetailed } from './score';

// At most this many suggestions, each worth at least MIN_GAIN points.
const MOST = 3;
const MIN_GAIN = 0.5;

/** The resume as it would read with one more skill, shown once. */
function withSkill(resume: ResumeProfile, canonical: string, label: string): ResumeProfile {
  const { tax } = engine();
  const group = tax.skills[tax.byName.get(canonical.toLowerCase())!]!.group;
  return {
    ...resume,
    skills: { ...resume.skills, [canonical]: { count: 1, evidence: label, matchedAs: label, area: group } },
    terms: { ...resume.terms, [`§${canonical}`]: (resume.terms[`§${canonical}`] ?? 0) + 1 },
    areas: { ...resume.areas, [group]: (resume.areas[group] ?? 0) + (group === 'soft' ? 0.25 : 1) },
    length: resume.length + 1,
  };
}

/** The resume as it would read naming the job's first title once, as the job writes it. */
function withTitle(resume: ResumeProfile, job: JobProfile): ResumeProfile {
  const phrases = { ...resume.phrases };
  // A phrase it lacks is packed as seen once, on line 0.
  const terms = { ...resume.terms };
  for (const [u] of job.titleUnits[0] ?? []) {
    if (u.includes(' ')) phrases[u] = phrases[u] ?? 1;
    else terms[u] = (terms[u] ?? 0) + 1;
  }
  return { ...resume, phrases, terms };
}

/**
 * What would raise a candidate's score most, each with the points it is worth, computed by scoring
 * the resume again with the change made: a missing skill the job asks for (only if they have it),
 * the job's role title (only if it is theirs), dates for their roles so their years count. Never a
 * suggestion about who the person is: identity is not part of any score.
 */
export function nextSteps(resume: ResumeProfile, job: JobProfile): AtsNextStep[] {
  const base = scoreMatchDetailed(resume, job);
  if (base.exact === null || !base.result.breakdown) return [];
  const gain = (changed: ResumeProfile) => (scoreMatchDetailed(changed, job).exact ?? 0) - base.exact!;
  const out: AtsNextStep[] = [];
  const b = base.result.breakdown;
  for (const [list, items, kind] of [
    [job.required, b.requiredSkills.items, 'required'],
    [job.nice, b.niceToHaveSkills.items, 'nice'],
  ] as const) {
    list.forEach((s, i) => {
      if (items[i]!.found || !s.canonical) return;
      out.push({
        kind: 'skill',
        text: `If you have ${kind === 'required' ? 'the required skill ' : ''}“${s.label}”, name it on your resume in the job's words.`,
        points: gain(withSkill(resume, s.canonical, s.label)),
      });
    });
  }
  if (!b.title.roleNamed && job.titleUnits.length > 0) {
    const title = titleAlternatives(job.title)[0] ?? job.title;
    out.push({
      kind: 'title',
      text: `If “${title}” describes a role you have had, name it that way in your experience.`,
      points: gain(withTitle(resume, job)),
    });
  }
  if (job.minYears > 0 && resume.years === null) {
    out.push({
      kind: 'years',
      text: 'Give each role its dates (e.g. “Jan 2019 – Mar 2023”): years shown without dates cannot count.',
      points: gain({ ...resume, years: job.minYears }),
    });
  }
  return out
    .filter((s) => s.points >= MIN_GAIN)
    .sort((a, b) => b.points - a.points || (a.text < b.text ? -1 : 1))
    .slice(0, MOST)
    .map((s) => ({ ...s, points: Math.round(s.points * 10) / 10 }));
}
