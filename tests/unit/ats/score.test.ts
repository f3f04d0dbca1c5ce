import { describe, expect, it } from 'vitest';

import { atsPartTexts, atsResultSchema } from '../../../src/contract/ats';
import {
  analyzeJob,
  analyzeResume,
  matchesAlert,
  rankCandidatesForJob,
  rankJobsForCandidate,
  scoreMatch,
} from '../../../worker/ats/index';

const asOf = new Date(Date.UTC(2024, 0, 1));
const job = analyzeJob({
  title: 'Java Developer',
  description: 'Build backend services in Java with Spring Boot and REST APIs on MySQL; deploy on Kubernetes.',
  requiredSkills: ['Java', 'Spring Boot', 'SQL'],
  niceToHaveSkills: ['k8s', 'Terraform'],
  minYears: 3,
});

const resume = (name: string, email: string, phone: string, extra = '') =>
  [
    name,
    `${email} | ${phone} | 12 Park Street, Pune 411001`,
    'Date of Birth: 04/05/1990   Gender: Female   Marital Status: Married',
    'Summary',
    `She is a backend developer. ${extra}`,
    'Skills',
    'Java, Spring Boot, MySQL, Kubernetes, REST APIs, JUnit',
    'Experience',
    'Software Engineer, Acme - Jan 2019 - Present',
    'Built Spring Boot microservices and REST APIs backed by MySQL; deployed on Kubernetes.',
    'Education',
    'B.E. Computer Engineering, Pune University, 2014 - 2018',
    `Declaration: I, ${name}, declare the above is true.`,
  ].join('\n');

describe('ATS score', () => {
  it('scores 0..100 as an integer with a breakdown that matches the contract', () => {
    const r = scoreMatch(analyzeResume(resume('Asha Rao', 'asha@example.com', '+91 98765 43210'), { asOf }), job);
    expect(atsResultSchema.parse(r)).toEqual(r);
    expect(r.status).toBe('scored');
    expect(Number.isInteger(r.score)).toBe(true);
    expect(r.score).toBeGreaterThan(60);
    const b = r.breakdown!;
    const weights =
      b.requiredSkills.weight +
      b.niceToHaveSkills.weight +
      b.relevance.weight +
      b.title.weight +
      b.role!.weight +
      b.experience.weight;
    expect(weights).toBeCloseTo(1, 1);
    const points =
      b.requiredSkills.points +
      b.niceToHaveSkills.points +
      b.relevance.points +
      b.title.points +
      b.role!.points +
      b.experience.points;
    expect(Math.abs(points - r.score!)).toBeLessThanOrEqual(1);
  });

  it('lists skills found with their evidence and skills missing', () => {
    const b = scoreMatch(
      analyzeResume(resume('Asha Rao', 'asha@example.com', '+91 98765 43210'), { asOf }),
      job,
    ).breakdown!;
    const sql = b.requiredSkills.items.find((i) => i.skill === 'SQL');
    expect(b.requiredSkills.items.find((i) => i.skill === 'Java')).toMatchObject({ found: true, canonical: 'Java' });
    expect(b.niceToHaveSkills.items.find((i) => i.skill === 'k8s')).toMatchObject({
      found: true,
      canonical: 'Kubernetes',
      matchedAs: 'Kubernetes',
    });
    expect(b.niceToHaveSkills.items.find((i) => i.skill === 'Terraform')).toMatchObject({
      found: false,
      evidence: null,
    });
    // SQL is listed as its own skill; the resume names MySQL only, so it is reported missing, not guessed.
    expect(sql?.found).toBe(false);
    expect(b.experience.resumeYears).toBe(5);
  });

  it('counts listed skills that read as one taxonomy skill once: one mention earns one requirement', () => {
    const profile = analyzeResume(resume('Asha Rao', 'asha@example.com', '+91 98765 43210'), { asOf });
    const jobWith = (requiredSkills: string[], niceToHaveSkills: string[]) =>
      analyzeJob({
        title: 'Platform Engineer',
        description: 'Run our platform.',
        requiredSkills,
        niceToHaveSkills,
        minYears: 0,
      });
    const once = scoreMatch(profile, jobWith(['Kubernetes', 'Terraform', 'Ansible'], ['Java', 'Go'])).breakdown!;
    // The same jobs with another name of a listed skill added: "k8s" is Kubernetes, "Java SE" is Java.
    const twice = scoreMatch(
      profile,
      jobWith(['Kubernetes', 'k8s', 'Terraform', 'Ansible'], ['Java', 'Java SE', 'Go']),
    ).breakdown!;
    expect(twice.requiredSkills.items.filter((i) => i.canonical === 'Kubernetes' && i.found)).toHaveLength(2);
    expect(twice.requiredSkills.value).toBe(once.requiredSkills.value);
    expect(twice.niceToHaveSkills.value).toBe(once.niceToHaveSkills.value);
    // Found Kubernetes is one of three requirements, not two of four.
    expect(once.requiredSkills.value).toBeLessThan(0.5);
  });

  it('gives the same result for the same inputs, every time', () => {
    const text = resume('Asha Rao', 'asha@example.com', '+91 98765 43210');
    const first = scoreMatch(analyzeResume(text, { asOf }), job);
    for (let i = 0; i < 3; i++)
      expect(
        scoreMatch(
          analyzeResume(text, { asOf }),
          analyzeJob({
            ...job,
            title: 'Java Developer',
            description:
              'Build backend services in Java with Spring Boot and REST APIs on MySQL; deploy on Kubernetes.',
            requiredSkills: ['Java', 'Spring Boot', 'SQL'],
            niceToHaveSkills: ['k8s', 'Terraform'],
            minYears: 3,
          }),
        ),
      ).toEqual(first);
  });

  it('does not change when name, email, phone, address, gender or age change', () => {
    const a = scoreMatch(analyzeResume(resume('Asha Rao', 'asha@example.com', '+91 98765 43210'), { asOf }), job);
    const other = resume('Bartholomew Kowalczyk-Smith', 'b.k.smith1987@mail.example.org', '(020) 7946 0958')
      .replace('Female', 'Male')
      .replace('Married', 'Single')
      .replace('04/05/1990', '12/11/1975')
      .replace('She is', 'He is')
      .replace('12 Park Street, Pune 411001', '221B Baker Street, London NW1 6XE');
    const b = scoreMatch(analyzeResume(other, { asOf }), job);
    expect(b).toEqual(a);
  });

  it('answers "insufficient data", not a low number, for unreadable resumes', () => {
    const r = scoreMatch(analyzeResume('   \n  ', { asOf }), job);
    expect(r).toMatchObject({ score: null, status: 'insufficient_data', breakdown: null });
  });

  it('ranks candidates and jobs best first, and matches alerts through the taxonomy', () => {
    const strong = analyzeResume(resume('A B', 'a@b.co', '+1 555 010 0000'), { asOf });
    const weak = analyzeResume(
      'Summary\nSales executive for FMCG products.\nSkills\nNegotiation, lead generation, cold calling, key accounts\n' +
        'met monthly targets across the territory '.repeat(5),
      { asOf },
    );
    const empty = analyzeResume('', { asOf });
    const ranked = rankCandidatesForJob(job, [{ profile: weak }, { profile: empty }, { profile: strong }]);
    expect(ranked.map((r) => r.index)).toEqual([2, 0, 1]);
    const sales = analyzeJob({
      title: 'Sales Executive',
      description: 'Generate leads and close deals.',
      requiredSkills: ['Lead generation'],
    });
    expect(rankJobsForCandidate(weak, [{ profile: job }, { profile: sales }])[0]!.index).toBe(1);
    expect(matchesAlert({ keywords: 'kubernetes, spring' }, job)).toBe(true);
    expect(matchesAlert({ keywords: ['K8S'] }, job)).toBe(true);
    expect(matchesAlert({ keywords: 'react' }, job)).toBe(false);
    expect(matchesAlert({ keywords: 'java', minScore: 50 }, job, weak)).toBe(false);
    expect(matchesAlert({ keywords: 'java', minScore: 50 }, job, strong)).toBe(true);
  });

  it('shows role identity as its own evidence: the defining skills of the role, found or not', () => {
    const tester = analyzeJob({
      title: 'Manual Test Engineer',
      description: 'Write test cases from user stories, run regression testing and log defects in JIRA.',
      requiredSkills: ['Manual testing', 'Test cases', 'Regression testing', 'Defect tracking'],
    });
    const manual = analyzeResume(
      `Skills\nManual testing, test cases, regression testing, defect tracking, JIRA\nExperience\nTest Engineer at Acme, 2019 - 2023.\n${'Wrote and executed test cases for billing releases; logged defects in JIRA. '.repeat(4)}`,
      { asOf },
    );
    const automation = analyzeResume(
      `Skills\nSelenium, TestNG, Java, Jenkins, Page Object Model\nExperience\nAutomation Engineer at Acme, 2019 - 2023.\n${'Built Selenium WebDriver frameworks in Java with TestNG and ran them in Jenkins. '.repeat(4)}`,
      { asOf },
    );
    const a = scoreMatch(manual, tester).breakdown!.role!;
    const b = scoreMatch(automation, tester).breakdown!.role!;
    expect(a.definingSkills!.map((d) => d.skill)).toHaveLength(4);
    expect(a.definingSkills!.filter((d) => d.found).length).toBeGreaterThanOrEqual(3);
    expect(b.definingSkills!.filter((d) => d.found)).toEqual([]);
    expect(a.value).toBeGreaterThan(b.value);
    // The phrase is the title part's best pair, named in both parts.
    const title = scoreMatch(manual, tester).breakdown!.title;
    expect(title.roleNamed).toBe(true);
    expect(a.titlePhrase).toBe(title.matchedPhrases[0]);
    expect(a.titlePhrase).toContain(' ');
    expect(b.titlePhrase).toBeNull();
    const text = (r: typeof manual) =>
      atsPartTexts(scoreMatch(r, tester).breakdown!).find((p) => p.key === 'role')!.text;
    expect(text(manual)).toMatch(
      new RegExp(`^Names the role \\(“${a.titlePhrase}”\\)\\. Shows [34] of the 4 skills that define the role: `),
    );
    expect(text(automation)).toMatch(/^Shows none of the skills that define the role \(/);
    expect(text(automation)).toContain('Selenium');
  });

  describe('title match', () => {
    const base = 'Skills\nManual testing, test cases, defect tracking, regression testing, JIRA, SQL\nExperience\n';
    const qa = analyzeJob({
      title: 'QA Test Engineer',
      description: 'Write and run test cases, log defects.',
      requiredSkills: ['Manual testing'],
    });
    const titled = analyzeResume(
      `${base}Worked as Test Engineer at Acme, 2019 - 2022.\n${'Executed functional test cases for billing releases and logged defects with clear steps. '.repeat(4)}`,
      { asOf },
    );
    const apart = analyzeResume(
      `${base}Worked as an engineer at Acme, 2019 - 2022; test runs daily.\n${'Executed functional test cases for billing releases and logged defects with clear steps. '.repeat(4)}`,
      { asOf },
    );

    it('credits the title words side by side more than the same words apart, and shows the line', () => {
      const a = scoreMatch(titled, qa).breakdown!.title;
      const b = scoreMatch(apart, qa).breakdown!.title;
      expect(a.value).toBeGreaterThan(b.value);
      expect(a.matchedPhrases).toContain('test engineer');
      expect(a.evidence).toContain('Test Engineer at Acme');
      expect(a.roleNamed).toBe(true);
      // Words apart are named as such, earn a small share, and never read as the role.
      // "QA Test" is Software testing, which the resume's Manual testing implies: a related skill, not the title.
      expect(b.matchedPhrases).toEqual(['Manual testing', 'test', 'engineer']);
      expect(b.roleNamed).toBe(false);
      expect(b.value).toBeLessThan(0.3);
    });

    it('takes a bracketed qualifier for what it is, not a title of its own', () => {
      const fe = analyzeJob({ title: 'Frontend Engineer (React)' });
      expect(fe.titleUnits).toHaveLength(1);
      const reactOnly = analyzeResume(
        `Summary
Built dashboards in React and Redux.
${'Wrote components, hooks and tests for a billing product. '.repeat(5)}`,
        { asOf },
      );
      const t = scoreMatch(reactOnly, fe).breakdown!.title;
      expect(t.roleNamed).toBe(false);
      expect(t.points).toBeLessThan(2);
    });

    it('skips stopwords inside a title and takes the best of alternative titles', () => {
      const ops = analyzeJob({ title: 'Head of Operations / Plant Manager' });
      expect(ops.titleUnits).toHaveLength(2);
      const r = analyzeResume(
        `Summary\nHead - Operations for a logistics firm since 2015.\n${'Managed vendors, SLAs and inventory. '.repeat(6)}`,
        { asOf },
      );
      const t = scoreMatch(r, ops).breakdown!.title;
      expect(t.matchedPhrases[0]).toBe('head operations');
      expect(t.roleNamed).toBe(true);
      expect(t.value).toBeGreaterThan(0.7);
    });

    it("reads a title's skill on a resume as that skill, not as the role", () => {
      const cv = analyzeJob({ title: 'Computer Vision Engineer', requiredSkills: ['Computer vision'] });
      const filler = 'Built REST services and smart contracts for payment clients. '.repeat(5);
      const skillOnly = analyzeResume(
        `Skills\nJava, Solidity, Computer Vision, Cloud Computing\nExperience\nBlockchain Developer at Acme, 2019 - 2022.\n${filler}`,
        { asOf },
      );
      const role = analyzeResume(
        `Skills\nPython, OpenCV, PyTorch\nExperience\nComputer Vision Engineer at Acme, 2019 - 2022.\n${filler}`,
        { asOf },
      );
      const a = scoreMatch(skillOnly, cv).breakdown!;
      const b = scoreMatch(role, cv).breakdown!;
      // Both show the skill; only the second names the role, with its line.
      expect(a.requiredSkills.items[0]!.found).toBe(true);
      expect(a.title.roleNamed).toBe(false);
      expect(a.title.value).toBeLessThan(0.3);
      expect(b.title.roleNamed).toBe(true);
      expect(b.title.evidence).toContain('Computer Vision Engineer at Acme');
      // A title that is all one skill's name is still named by it ("Talent Acquisition", below).
    });

    it('meets a title skill under another name, with partial credit only', () => {
      const ta = analyzeJob({ title: 'Talent Acquisition' });
      const recruiter = analyzeResume(
        `Summary\nRecruiter: end-to-end recruitment for IT roles.\n${'Sourced and screened profiles from portals, scheduled interviews with hiring managers and closed offers. '.repeat(4)}`,
        { asOf },
      );
      const same = analyzeResume(
        `Summary\nTalent acquisition for IT roles.\n${'Sourced and screened profiles from portals, scheduled interviews with hiring managers and closed offers. '.repeat(4)}`,
        { asOf },
      );
      const v = scoreMatch(recruiter, ta).breakdown!.title.value;
      expect(v).toBeGreaterThan(0);
      expect(v).toBeLessThan(scoreMatch(same, ta).breakdown!.title.value);
    });
  });
  it('saturates the title: naming the role again adds less than naming it once', () => {
    const qa = analyzeJob({ title: 'Test Engineer' });
    const filler = 'Executed functional test cases for billing releases and logged defects with clear steps. '.repeat(
      4,
    );
    const v = (times: number) =>
      scoreMatch(analyzeResume(`Summary\n${'Test Engineer at Acme. '.repeat(times)}\n${filler}`, { asOf }), qa)
        .breakdown!.title.value;
    const [one, two, three] = [v(1), v(2), v(3)];
    expect(one).toBeGreaterThan(0.6);
    expect(two - one).toBeGreaterThan(0);
    expect(three - two).toBeLessThan(two - one);
    expect(three).toBeLessThanOrEqual(1);
  });

  it('keeps experience a bounded part: unknown years cost at most half its weight', () => {
    const text = resume('Asha Rao', 'asha@example.com', '+91 98765 43210');
    const dated = scoreMatch(analyzeResume(text, { asOf }), job).breakdown!;
    const undated = scoreMatch(
      analyzeResume(text.replace('Jan 2019 - Present', 'since a while'), { asOf }),
      job,
    ).breakdown!;
    expect(dated.experience.value).toBe(1);
    expect(undated.experience.resumeYears).toBeNull();
    expect(dated.experience.weight).toBeLessThanOrEqual(0.1);
    expect(dated.experience.points - undated.experience.points).toBeLessThanOrEqual(
      dated.experience.weight * 50 + 0.01,
    );
  });
  it("does not let years alone lift a neighbouring role's resume above the role's own", () => {
    const tester = analyzeJob({
      title: 'Manual Test Engineer',
      description: 'Write test cases from user stories, run regression testing and log defects in JIRA.',
      requiredSkills: ['Manual testing', 'Test cases', 'Regression testing', 'Defect tracking'],
      minYears: 3,
    });
    // Half a year of the role's own work against eleven of a neighbouring role's, the same skills listed.
    const own = analyzeResume(
      `Skills\nManual testing, test cases, regression testing, defect tracking, JIRA\nExperience\nTrainee at Acme, Jun 2023 - Dec 2023.\n${'Wrote and executed test cases for billing releases; logged defects in JIRA. '.repeat(4)}`,
      { asOf },
    );
    const neighbour = analyzeResume(
      `Skills\nManual testing, test cases, regression testing, defect tracking, JIRA, Selenium, TestNG, Java, Jenkins\nExperience\nAutomation Lead at Acme, 2012 - 2023.\n${'Built Selenium WebDriver frameworks in Java with TestNG and ran them in Jenkins. '.repeat(3)}`,
      { asOf },
    );
    const [a, b] = [scoreMatch(own, tester).breakdown!, scoreMatch(neighbour, tester).breakdown!];
    expect(a.experience.value).toBeLessThan(0.5);
    expect(b.experience.value).toBe(1);
    expect(a.role!.value).toBeGreaterThan(b.role!.value);
    const ranked = rankCandidatesForJob(tester, [{ profile: neighbour }, { profile: own }]);
    expect(ranked.map((r) => r.item.profile)).toEqual([own, neighbour]);
  });

  it('shows terms in the breakdown as the job wrote them, not as stems', () => {
    const sales = analyzeJob({
      title: 'Territory Sales Officer',
      description: 'Grow revenue across the territory through distributors.',
    });
    const r = analyzeResume(
      `Summary\nSales officer who grew revenue 20% across the territory with distributors and retailers.\n${'Handled dealers, schemes and collections every month. '.repeat(4)}`,
      { asOf },
    );
    const b = scoreMatch(r, sales).breakdown!;
    expect(b.relevance.matchedTerms).toContain('revenue');
    expect(b.relevance.matchedTerms).not.toContain('revenu');
    expect(b.title.matchedPhrases).toContain('sales officer');
  });
  it('quotes the part of a long resume line that names the title', () => {
    const qa = analyzeJob({ title: 'Test Engineer' });
    const long = `${'Worked on billing, reporting and customer portals for retail banks. '.repeat(6)}Joined Acme as Test Engineer in 2019. ${'Wrote test cases. '.repeat(10)}`;
    const t = scoreMatch(analyzeResume(`Summary\n${long}`, { asOf }), qa).breakdown!.title;
    expect(t.evidence).toContain('Test Engineer');
    expect(t.evidence!.length).toBeLessThanOrEqual(162);
  });
  it('still scores profiles stored by an older scorer (no title phrases), without a title part', () => {
    const old = { ...analyzeResume(resume('Asha Rao', 'asha@example.com', '+91 98765 43210'), { asOf }) } as Partial<
      ReturnType<typeof analyzeResume>
    >;
    delete old.phrases;
    const oldJob = { ...job } as Partial<typeof job>;
    delete oldJob.titleUnits;
    const r = scoreMatch(old as ReturnType<typeof analyzeResume>, oldJob as typeof job);
    expect(r.status).toBe('scored');
    expect(r.breakdown!.title).toMatchObject({ value: 0, weight: 0, points: 0 });
  });
});
