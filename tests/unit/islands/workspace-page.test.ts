// One page shell for every signed-in screen: WorkspacePage (crash boundary, route guard, role
// layout), PageHeader, the load boundary (spinner, error with Try again, content) and Stat.
// Rendered to static markup in Node.
import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { User } from '../../../src/contract';
import { ScreenZoneProvider, TimeAgo, useTime } from '../../../src/islands/hooks/use-time';
import { ErrorBoundary } from '../../../src/islands/ui';
import {
  LoadBoundary,
  LoadStatus,
  PageHeader,
  Stat,
  WorkspacePage,
} from '../../../src/islands/workspace/WorkspacePage';

const html = (el: ReactElement) => renderToStaticMarkup(el);

/** Every screen island of the signed-in areas (default exports), with the props its page passes. */
const screens = import.meta.glob<{ default: (props: never) => ReactElement }>(
  ['../../../src/islands/{candidate,recruiter,admin}/*.tsx', '../../../src/islands/messaging/Messages.tsx'],
  { eager: true },
);
const screenIslands = Object.entries(screens).filter(([, mod]) => typeof mod.default === 'function');

describe('WorkspacePage', () => {
  it('is the outermost element of every screen island', () => {
    expect(screenIslands.length).toBeGreaterThan(20);
    const bare: string[] = [];
    for (const [file, mod] of screenIslands) {
      const props = { id: 'x', role: 'candidate' } as never;
      // Before the session is known on the server, the shell shows the route guard's wait.
      if (!html(h(mod.default as never, props)).includes('class="loading-state guard-wait"')) bare.push(file);
      // An island whose export holds no state returns the shell itself (one with state sits in it).
      let outer: unknown = WorkspacePage;
      try {
        outer = mod.default(props).type;
      } catch {
        // a hook outside a render: the markup above speaks for it
      }
      if (outer !== WorkspacePage) bare.push(file);
    }
    expect(bare).toEqual([]);
  });

  it("writes a server-rendered screen's times in its user's zone, not the default one", () => {
    // The session store is empty on the server, as it is in the browser until it loads; the screen still
    // knows its user's zone, so the server and the hydrating browser write the same text.
    const Posted = () => h('p', null, useTime().dateTimeText('2026-01-10T20:00:00Z'));
    const viewer = (timeZone: string): User => ({
      id: 'u1',
      fullName: 'Ana Lima',
      email: 'ana+zone@example.com',
      role: 'Recruiter',
      emailVerified: true,
      timeZone,
    });
    const shown = (timeZone: string) =>
      html(h(WorkspacePage, { role: 'recruiter', viewer: viewer(timeZone), children: h(Posted) }));
    expect(shown('America/New_York')).toContain('<p>10 Jan 2026, 15:00 EST</p>');
    expect(shown('Asia/Kolkata')).toContain('<p>11 Jan 2026, 01:30 IST</p>');
    // Outside a screen (the header's bell) the session's zone applies: none here, so the default.
    expect(html(h(Posted))).toBe('<p>11 Jan 2026, 01:30 IST</p>');
  });

  it("writes a relative time as a <time> with its exact moment, in the screen user's zone", () => {
    const at = new Date(Date.now() - 5 * 60_000).toISOString();
    const shown = html(
      h(ScreenZoneProvider, {
        zone: 'America/New_York',
        children: h(TimeAgo, { at, exact: true, className: 'muted' }),
      }),
    );
    expect(shown).toMatch(new RegExp(`^<time class="muted" dateTime="${at}" title="[^"]+ E[SD]T">5 min ago</time>$`));
    expect(html(h(TimeAgo, { at }))).toMatch(/>today<\/time>$/);
  });

  it('puts the route guard inside a crash boundary', () => {
    const page = WorkspacePage({ role: 'admin', children: 'x' });
    expect(page.type).toBe(ErrorBoundary);
  });
});

describe('PageHeader', () => {
  it('renders eyebrow, one h1, lead and actions in that order', () => {
    const markup = html(
      h(PageHeader, {
        eyebrow: 'Jobs',
        title: 'Edit job',
        lead: 'Change what candidates see.',
        actions: h('button', null, 'Save'),
      }),
    );
    expect(markup).toBe(
      '<header class="page-head"><div><p class="page-eyebrow">Jobs</p><h1>Edit job</h1><p class="page-lead">Change what candidates see.</p></div><div class="page-actions"><button>Save</button></div></header>',
    );
  });

  it('leaves out the parts it is not given', () => {
    expect(html(h(PageHeader, { title: 'Help' }))).toBe('<header class="page-head"><div><h1>Help</h1></div></header>');
  });
});

describe('the load boundary', () => {
  it('shows a spinner that names what is loading, or the busy text it is given', () => {
    expect(html(h(LoadStatus, { state: { status: 'loading' }, what: 'your dashboard' }))).toContain(
      '<p>Loading your dashboard…</p>',
    );
    expect(html(h(LoadStatus, { state: { status: 'loading' }, what: 'jobs', busy: 'Finding jobs…' }))).toContain(
      '<p>Finding jobs…</p>',
    );
  });

  it('shows what failed, why, and Try again', () => {
    const markup = html(
      h(LoadStatus, {
        state: { status: 'error', message: 'The network is down.' },
        what: 'your applications',
        onRetry: () => {},
      }),
    );
    expect(markup).toContain('role="alert"');
    expect(markup).toContain('Could not load your applications');
    expect(markup).toContain('<p class="load-error-text">The network is down.</p>');
    expect(markup).toMatch(/<button type="button" class="btn btn-secondary btn-sm">Try again<\/button>/);
  });

  it("Try again calls the retry it is given, else the state's reload", () => {
    const calls: string[] = [];
    const retry = (el: ReactElement) => (el.props as { onRetry: () => void }).onRetry();
    retry(LoadStatus({ state: { status: 'error', message: 'x', reload: () => calls.push('reload') }, what: 'x' })!);
    retry(
      LoadStatus({
        state: { status: 'error', message: 'x', reload: () => calls.push('reload') },
        what: 'x',
        onRetry: () => calls.push('retry'),
      })!,
    );
    expect(calls).toEqual(['reload', 'retry']);
  });

  it('renders the content only once the call is ready', () => {
    const children = (data: { n: number }) => h('p', null, `count: ${data.n}`);
    expect(
      html(h(LoadBoundary<{ n: number }>, { state: { status: 'ready', data: { n: 3 } }, what: 'n', children })),
    ).toBe('<p>count: 3</p>');
    expect(html(h(LoadBoundary<{ n: number }>, { state: { status: 'loading' }, what: 'n', children }))).not.toContain(
      'count:',
    );
    expect(LoadStatus({ state: { status: 'ready' }, what: 'n' })).toBeNull();
  });
});

describe('Stat', () => {
  it('shows a figure with its label and note, grouped by thousands', () => {
    expect(html(h(Stat, { label: 'Users', value: 12345, note: '3 this week' }))).toBe(
      '<div class="stat card"><span class="stat-label">Users</span><span class="stat-value">12,345</span><span class="stat-note">3 this week</span></div>',
    );
  });

  it('is a link when it has href, and a skeleton until its value is known', () => {
    const markup = html(h(Stat, { label: 'Open reports', href: '/admin/reports' }));
    expect(markup).toMatch(/^<a class="stat card card-hover" href="\/admin\/reports">/);
    expect(markup).toContain(
      '<span class="figure-skeleton" aria-hidden="true"></span><span class="visually-hidden">Loading</span>',
    );
  });
});
