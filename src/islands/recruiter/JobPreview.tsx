import type { Job } from '../../contract';
import { JobPosting, type PostedJob } from '../candidate/parts/JobPosting';
import type { JobDraft } from './JobForm';
import { questionInputOf } from './ScreeningQuestionsField';

const number = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) ? null : Number(v));

/** The form as it stands, as the job a candidate would be shown: a salary only when shown and given. */
function asPosted(d: JobDraft): PostedJob {
  const min = number(d.salaryMin);
  const max = number(d.salaryMax);
  return {
    title: d.title.trim() || 'Job title',
    description: d.description.trim() || 'The description appears here as you write it.',
    city: d.city.trim(),
    country: d.country.trim(),
    workplaceType: d.workplaceType as Job['workplaceType'],
    employmentType: d.employmentType as Job['employmentType'],
    minYears: number(d.minYears) ?? 0,
    salary:
      d.showSalary && (min !== null || max !== null)
        ? { min, max, currency: d.salaryCurrency, period: d.salaryPeriod as NonNullable<Job['salary']>['period'] }
        : null,
    requiredSkills: d.requiredSkills,
    niceToHaveSkills: d.niceToHaveSkills,
    openings: number(d.openings) ?? 1,
    deadline: d.deadline || null,
    postedAt: null,
    screeningQuestions: d.screeningQuestions.filter((q) => q.label.trim()).map(questionInputOf),
  };
}

/** The job as a candidate will read it: the candidate's own renderer (JobPosting), fed the form. */
export function JobPreview({ draft, companyName }: { draft: JobDraft; companyName: string }) {
  return (
    <div className="job-preview">
      <JobPosting job={asPosted(draft)} company={{ name: companyName || 'Your company' }} titleAs="h2" narrow />
    </div>
  );
}
