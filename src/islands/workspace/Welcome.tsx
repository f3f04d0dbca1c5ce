import type { ReactNode } from 'react';
import { firstName, greeting } from '../../client/people';
import type { SessionUser } from '../../client/session';

/** The greeting at the top of a workspace home. */
export function WelcomeHeader({ user, children }: { user: SessionUser; children: ReactNode }) {
  const name = firstName(user);
  return (
    <header className="welcome">
      <p className="welcome-eyebrow">{greeting()}</p>
      <h1>Welcome{name ? `, ${name}` : ''}</h1>
      <p className="muted welcome-lead">{children}</p>
    </header>
  );
}

export interface NextStep {
  href: string;
  title: string;
  text: string;
  cta: string;
}

/** What to do next: a grid of linked cards. */
export function NextSteps({ heading, steps }: { heading: string; steps: NextStep[] }) {
  return (
    <section className="next-steps" aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading">{heading}</h2>
      <ol className="step-grid">
        {steps.map((step, index) => (
          <li key={step.href + step.title} className="card step-card">
            <span className="step-number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p className="muted">{step.text}</p>
            <a className="step-link" href={step.href}>
              {step.cta}
              <span aria-hidden="true"> →</span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** An empty list explained, with the one action that fills it. */
export function EmptyState({ title, text, action }: { title: string; text: string; action?: { href: string; label: string } }) {
  return (
    <section className="card empty-state" aria-label={title}>
      <div className="empty-state-art" aria-hidden="true">
        <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <path d="M3 9h18M8 14h8" />
        </svg>
      </div>
      <h2>{title}</h2>
      <p className="muted">{text}</p>
      {action ? (
        <a className="btn" href={action.href}>
          {action.label}
        </a>
      ) : null}
    </section>
  );
}
