/**
 * What each scorer version changed, in plain words for the people it scores: the version history of the
 * model card (/ai). The engineering log of the same versions, with their figures, is written by
 * `npm run ai:card` to docs/ats/versions.md. A new scorer version needs its note here (a test holds it).
 */
export const VERSION_NOTES: Record<string, string> = {
  'ats-1.0.0':
    'The first version. Your resume is compared with the job’s skills, its text and the years of experience it asks for, and you can see every part of your score.',
  'ats-1.1.0':
    'The job title counts: a resume that names the role, or the skills that make it, scores higher for it. Years of experience count for at most a tenth of the score.',
  'ats-2.0.0':
    'Fewer skills read by mistake. Common words (“clear”, “write”) and short abbreviations count as skills only where they are clearly used as one, and nothing is read from what a job says about colleagues or customers, or from what it says you do not need.',
  'ats-2.1.0':
    'A job’s field is respected: words from other professions in its text are not asked of you, and a named product also counts as the broader skill it belongs to (SAP FICO counts as SAP).',
  'ats-2.2.0':
    'More ways of saying a skill are understood: “lead a team” is team leadership, “review code” is code review.',
  'ats-2.3.0':
    'Fewer skills read by mistake: no skill is read across a comma, and where a job says you may grow later is not treated as a requirement.',
  'ats-2.4.0': 'Skills written as actions are understood: “manage the vendors” is vendor management.',
  'ats-2.5.0':
    'Skills with similar names are kept apart: a data migration is not a database migration, a store is not a warehouse.',
  'ats-2.6.0':
    'Skills listed in brackets or with slashes are read one by one, and the teams a job says you will work with are not asked of you.',
  'ats-2.7.0': 'A profit and loss statement is a skill of its own, no longer confused with a balance sheet.',
  'ats-2.8.0':
    'Editing tools count for their craft (Premiere Pro shows video editing), and typing speed counts as typing.',
  'ats-2.9.0': 'A task the job says someone else does is not asked of you, and “won’t” and “can’t” are read as no.',
  'ats-2.10.0':
    'The list of skills it knows was reviewed by people, and every stored score was computed again with it.',
  'ats-2.11.0':
    'Your resume is read as a recruiter reads it: a past employer’s name, a town or a hobby is never taken for a skill, and a skill you state in other words (“unit tests” for testing) counts as found.',
  'ats-2.12.0':
    'A skill you write in another form is no longer called missing: singular or plural (“APIs”, “KPI”), another verb form (“bug fixes”), joined or hyphenated (“reengineering”), or the very word the job uses for it. A skill inside the job title (“computer vision” in “Computer Vision Engineer”) counts as that skill, not as naming the role. A one-word skill is read from your resume only in a form of its own name (“machines” is not machining), and the name of your school or university is not taken for a skill.',
  'ats-2.13.0':
    'Years of experience count for at most a twentieth of the score, no longer a tenth, and how closely your skills centre on the role counts more: a few years less than a job asks no longer puts you below someone with the years whose work is another role’s.',
  'ats-2.14.0':
    'A short abbreviation in capitals is read as the abbreviation, not as an everyday word: “IT security” on your resume counts as cybersecurity, while “it supports the team” is not read as IT support.',
  'ats-2.15.0':
    'An abbreviation written with dots (“H.S.C.”, “B.A.”) is read as one abbreviation: its letters are no longer taken for skills, such as the C programming language. XAML no longer counts as WPF: it is written for several frameworks, so it is read as XAML.',
  'ats-2.16.0':
    'When a job lists several skills that are one and the same skill under different names, naming it once counts as one requirement met, not several. The languages you list (“Languages: Hindi, English, Tamil”) are read as languages you speak. A skill you say you are still learning, or a tool you say another team or a vendor used, is not taken for yours.',
};
