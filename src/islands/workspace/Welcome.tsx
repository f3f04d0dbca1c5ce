import type { ReactNode } from 'react';
import type { Role } from '../../contract';
import { firstName, greeting } from '../../client/people';
import type { SessionUser } from '../../client/session';
import { RouteGuard } from '../auth/RouteGuard';

/** A role's home: behind the route guard, the greeting with a lead line, then the page's sections. */
export function WorkspaceHome({ role, lead, children }: { role: Role; lead: string; children: ReactNode }) {
  return (
    <RouteGuard role={role}>
      {({ user }) =>
        user && (
          <div className="workspace-page">
            <WelcomeHeader user={user}>{lead}</WelcomeHeader>
            {children}
          </div>
        )
      }
    </RouteGuard>
  );
}

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
