import { sameRole } from '../../contract/roles';
import { SESSION_KEYS } from '../../contract/session-keys';

/**
 * The public cards' match slots: nothing at all for visitors (no framework, no request); for a
 * signed-in candidate the fetching code is loaded on demand and fills each card's score.
 */
export function startBoardMatches(): void {
  const slots = [...document.querySelectorAll<HTMLElement>('[data-match-for]')];
  let candidate = false;
  try {
    candidate =
      sameRole(localStorage.getItem(SESSION_KEYS.userType), 'candidate') && !!localStorage.getItem(SESSION_KEYS.token);
  } catch {
    // storage disabled: treat as a visitor
  }
  if (slots.length && candidate) void import('./board-matches-fill').then((m) => m.fillMatches(slots));
}
