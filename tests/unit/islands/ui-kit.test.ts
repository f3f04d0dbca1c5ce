// The React UI kit renders the design system's classes with correct ARIA wiring. Rendered to
// static markup in Node (no DOM needed); interaction (the password toggle, the error screen's
// buttons) is plain React state and a reload.
import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import {
  Alert,
  Badge,
  Button,
  Card,
  clearIfSent,
  EmptyState,
  ErrorBoundary,
  ErrorScreen,
  LinkButton,
  LoadingState,
  PasswordField,
  Spinner,
  TextAreaField,
  TextField,
} from '../../../src/islands/ui';

const html = (el: ReactElement) => renderToStaticMarkup(el);
const doc = (el: ReactElement) => {
  const markup = html(el);
  return {
    markup,
    /** The value of attribute `name` on the first tag matching `tag`. */
    attr(tag: string, name: string) {
      const open = markup.match(new RegExp(`<${tag}\\b[^>]*>`))?.[0] ?? '';
      return open.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
    },
  };
};

describe('Button', () => {
  it('maps variant, size and block to the .btn classes and never submits by default', () => {
    const d = doc(h(Button, { variant: 'secondary', size: 'lg', block: true }, 'Save'));
    expect(d.attr('button', 'class')).toBe('btn btn-secondary btn-lg btn-block');
    expect(d.attr('button', 'type')).toBe('button');
    expect(doc(h(Button, null, 'Go')).attr('button', 'class')).toBe('btn');
  });

  it('is busy and disabled while loading, with a spinner and the loading text', () => {
    const d = doc(h(Button, { loading: true, loadingText: 'Saving…', type: 'submit' }, 'Save'));
    expect(d.attr('button', 'aria-busy')).toBe('true');
    expect(d.markup).toContain('disabled=""');
    expect(d.markup).toContain('class="spinner"');
    expect(d.markup).toContain('Saving…');
    expect(d.markup).not.toContain('>Save<');
  });

  it('LinkButton is a link with the button look', () => {
    const d = doc(h(LinkButton, { href: '/signup', variant: 'ghost' }, 'Sign Up'));
    expect(d.attr('a', 'href')).toBe('/signup');
    expect(d.attr('a', 'class')).toBe('btn btn-ghost');
  });
});

describe('TextField', () => {
  it('labels the input and wires hint and error to it', () => {
    const d = doc(
      h(TextField, { id: 'email', label: 'Email', hint: 'Work email', error: 'Email is invalid', required: true }),
    );
    expect(d.attr('label', 'for')).toBe('email');
    expect(d.attr('input', 'id')).toBe('email');
    expect(d.attr('input', 'class')).toBe('input');
    expect(d.attr('input', 'aria-invalid')).toBe('true');
    expect(d.attr('input', 'aria-describedby')).toBe('email-error email-hint');
    expect(d.markup).toContain('<p class="field-error" id="email-error">Email is invalid</p>');
    expect(d.markup).toContain('<p class="field-hint" id="email-hint">Work email</p>');
  });

  it('is not marked invalid and describes nothing without an error or hint', () => {
    const d = doc(h(TextField, { label: 'Name' }));
    expect(d.attr('input', 'aria-invalid')).toBeUndefined();
    expect(d.attr('input', 'aria-describedby')).toBeUndefined();
    expect(d.markup).not.toContain('field-error');
    // A generated id still ties label and input together.
    expect(d.attr('label', 'for')).toBe(d.attr('input', 'id'));
    expect(d.attr('input', 'id')).toBeTruthy();
  });

  it('marks optional fields when asked', () => {
    expect(html(h(TextField, { label: 'Website', markOptional: true }))).toContain('(optional)');
    expect(html(h(TextField, { label: 'Website', markOptional: true, required: true }))).not.toContain('(optional)');
  });

  it('TextAreaField has the same wiring', () => {
    const d = doc(h(TextAreaField, { id: 'bio', label: 'Bio', error: 'Too long' }));
    expect(d.attr('textarea', 'class')).toBe('textarea');
    expect(d.attr('textarea', 'aria-invalid')).toBe('true');
    expect(d.attr('textarea', 'aria-describedby')).toBe('bio-error');
  });
});

describe('clearIfSent', () => {
  it('empties a box that still holds the words sent, spaces aside', () => {
    expect(clearIfSent('See you at 10.')('See you at 10.')).toBe('');
    expect(clearIfSent('See you at 10.')('  See you at 10.\n')).toBe('');
  });

  it('keeps words typed while they were on their way, whole', () => {
    expect(clearIfSent('See you at 10.')('See you at 10. Bring the ID.')).toBe('See you at 10. Bring the ID.');
    expect(clearIfSent('See you at 10.')('Next one')).toBe('Next one');
    expect(clearIfSent('')('typed meanwhile')).toBe('typed meanwhile');
  });
});

describe('PasswordField', () => {
  it('starts hidden with a Show toggle that controls the input', () => {
    const d = doc(h(PasswordField, { id: 'pw', label: 'Password', error: 'Password is required' }));
    expect(d.attr('input', 'type')).toBe('password');
    expect(d.attr('input', 'autocomplete')).toBe('current-password');
    expect(d.attr('input', 'aria-describedby')).toBe('pw-error');
    expect(d.attr('button', 'type')).toBe('button');
    expect(d.attr('button', 'aria-controls')).toBe('pw');
    expect(d.attr('button', 'aria-pressed')).toBe('false');
    expect(d.attr('button', 'aria-label')).toBe('Show password');
  });
});

describe('surfaces', () => {
  it('Card renders the .card with an optional heading', () => {
    const d = doc(h(Card, { as: 'section', title: 'Profile', titleAs: 'h3', interactive: true }, 'Body'));
    expect(d.attr('section', 'class')).toBe('card card-hover');
    expect(d.markup).toContain('<h3 class="card-title">Profile</h3>');
  });

  it('Alert announces errors assertively and the rest politely', () => {
    expect(doc(h(Alert, { variant: 'error', title: 'Login failed' }, 'Try again')).attr('div', 'role')).toBe('alert');
    const ok = doc(h(Alert, { variant: 'success' }, 'Saved'));
    expect(ok.attr('div', 'role')).toBe('status');
    expect(ok.attr('div', 'class')).toBe('alert alert-success');
  });

  it('Badge maps its variant', () => {
    expect(doc(h(Badge, { variant: 'warning', children: 'Screening' })).attr('span', 'class')).toBe(
      'badge tone-warning',
    );
    expect(doc(h(Badge, { children: 'New' })).attr('span', 'class')).toBe('badge');
  });

  it('Spinner is decorative unless labelled; LoadingState shows its text', () => {
    expect(doc(h(Spinner, { size: 'sm' })).attr('span', 'aria-hidden')).toBe('true');
    const labelled = html(h(Spinner, { label: 'Loading jobs' }));
    expect(labelled).toContain('role="status"');
    expect(labelled).toContain('<span class="visually-hidden">Loading jobs</span>');
    const loading = html(h(LoadingState, { label: 'Checking your session…' }));
    expect(loading).toContain('class="loading-state"');
    expect(loading).toContain('Checking your session…');
  });

  it('EmptyState has a title, text and an action', () => {
    const markup = html(
      h(EmptyState, {
        title: 'No applications yet',
        description: 'Apply to a job to see it here.',
        action: h('a', { href: '/dashboard/jobs' }, 'Browse jobs'),
      }),
    );
    expect(markup).toContain('class="empty-state"');
    expect(markup).toContain('<h2>No applications yet</h2>');
    expect(markup).toContain('href="/dashboard/jobs"');
  });
});

describe('ErrorBoundary', () => {
  it('shows the error screen with Try Again and Go Home', () => {
    const markup = html(h(ErrorScreen));
    expect(markup).toContain('Oops! Something went wrong');
    expect(markup).toMatch(/<button type="button" class="btn">Try Again<\/button>/);
    expect(markup).toMatch(/<a class="btn btn-secondary" href="\/">Go Home<\/a>/);
  });

  it('renders its children until a crash, then the error screen', () => {
    expect(html(h(ErrorBoundary, null, h('p', null, 'fine')))).toBe('<p>fine</p>');

    const state = ErrorBoundary.getDerivedStateFromError(new Error('boom'));
    expect(state.failed).toBe(true);
    const boundary = new ErrorBoundary({ children: h('p', null, 'fine') });
    boundary.state = state;
    expect(html(boundary.render() as ReactElement)).toContain('Oops! Something went wrong');

    const custom = new ErrorBoundary({ children: null, fallback: h('p', null, 'Panel failed') });
    custom.state = state;
    expect(html(custom.render() as ReactElement)).toBe('<p>Panel failed</p>');
  });

  it('reports the crash to onError', () => {
    const seen: unknown[] = [];
    const boundary = new ErrorBoundary({ children: null, onError: (error) => seen.push(error) });
    const error = new Error('boom');
    boundary.componentDidCatch(error, { componentStack: '' });
    expect(seen).toEqual([error]);
  });
});
