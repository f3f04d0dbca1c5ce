/** Where keyboard focus may go, and where it lands when the control that had it goes away. */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** Shown, enabled and reachable by Tab, in document order. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => canFocus(el) && el.tabIndex >= 0);
}

function canFocus(el: Target): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.isConnected || el.closest('[inert]')) return false;
  if ((el as HTMLButtonElement).disabled) return false;
  return el.getClientRects().length > 0;
}

// Structural: the DOM and workerd typings disagree on Element, so any focusable node will do.
type Target = { focus(): void } | null | undefined;
export type FocusCandidate = Target | string | (() => Target);

/**
 * Focuses the first candidate still on the page (an element, a selector, or a function giving
 * one); the page's <main> when none is. Never leaves focus on <body>.
 */
export function focusFirst(...candidates: FocusCandidate[]): HTMLElement | null {
  for (const c of candidates) {
    const el = typeof c === 'string' ? document.querySelector<HTMLElement>(c) : typeof c === 'function' ? c() : c;
    if (canFocus(el)) {
      el.focus();
      if (document.activeElement === el) return el;
    }
  }
  const main = document.getElementById('main');
  main?.focus();
  return main;
}

/**
 * focusFirst once the change that removed the focused control has been drawn, unless focus has
 * moved on meanwhile (a panel closed by Escape in between has given it back to its opener).
 */
export function focusAfterRender(...candidates: FocusCandidate[]): void {
  const before = document.activeElement;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (document.activeElement === before || focusIsLostOrIn(null)) focusFirst(...candidates);
    }),
  );
}

/**
 * True when nobody holds focus (it fell to <body>, or to <main> where focusFirst leaves it when
 * nothing better was shown) or it sits inside `root`.
 */
export function focusIsLostOrIn(root: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.id === 'main' || (!!root && root.contains(active));
}
