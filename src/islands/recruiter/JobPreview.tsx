import { moneyText } from '../../contract';
import type { JobDraft } from './JobForm';

const money = (n: string, currency: string) => {
  const value = Number(n);
  return Number.isFinite(value) && n.trim() !== '' ? moneyText(value, currency) : null;
};

/** The job as a candidate will read it; the description is shown as plain paragraphs (never as HTML). */
export function JobPreview({ draft: d, companyName }: { draft: JobDraft; companyName: string }) {
  const place = [d.city, d.country].filter(Boolean).join(', ');
  const from = money(d.salaryMin, d.salaryCurrency);
  const to = money(d.salaryMax, d.salaryCurrency);
  const salary = from && to ? `${from} – ${to}` : (from ?? to);
  return (
    <article className="job-preview card">
      <p className="job-preview-company">{companyName || 'Your company'}</p>
      <h2 className="job-preview-title">{d.title.trim() || 'Job title'}</h2>
      <p className="job-preview-facts">
        <span>{d.workplaceType === 'remote' ? 'Remote' : place || 'Location'}</span>
        <span>{d.workplaceType.charAt(0).toUpperCase() + d.workplaceType.slice(1)}</span>
        <span>{d.employmentType.replace('-', ' ')}</span>
        {Number(d.minYears) > 0 && <span>{d.minYears}+ years</span>}
      </p>
      {salary && d.showSalary && (
        <p className="job-preview-salary">
          {salary} <span className="muted">per {d.salaryPeriod}</span>
        </p>
      )}
      {d.requiredSkills.length + d.niceToHaveSkills.length > 0 && (
        <p className="job-preview-skills">
          {d.requiredSkills.map((s) => (
            <span key={s} className="chip chip-strong">
              {s}
            </span>
          ))}
          {d.niceToHaveSkills.map((s) => (
            <span key={s} className="chip">
              {s}
            </span>
          ))}
        </p>
      )}
      <div className="job-preview-text">
        {d.description.trim() ? d.description.split(/\n{2,}/).map((p, i) => <p key={i}>{p}</p>) : <p className="muted">The description appears here as you write it.</p>}
      </div>
    </article>
  );
}
