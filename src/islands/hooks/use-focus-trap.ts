import { type RefObject, useEffect, useRef } from 'react';

import { focusables, type FocusCandidate, focusFirst, focusIsLostOrIn } from '../../client/browser/focus';

export interface FocusTrapOptions {
  /** While true, Tab and Shift+Tab cycle inside the element (false: a non-modal popup). */
  modal?: boolean;
  /** Escape calls this: anywhere while modal, else inside or on the control that opened it. */
  onEscape?: () => void;
  /** Where focus goes on closing when the control that opened it is gone: the first still shown. */
  returnTo?: FocusCandidate[];
}

/**
 * Every panel, dialog and popup: focus moves in when it opens, stays in while it is modal, and
 * on closing returns to the control that opened it, or to `returnTo` when that control is gone;
 * never to <body>.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}) {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const opener =
      document.activeElement instanceof HTMLElement && !root.contains(document.activeElement)
        ? document.activeElement
        : null;
    if (!root.contains(document.activeElement)) root.focus();

    const onKey = (e: KeyboardEvent) => {
      const { modal = true, onEscape } = latest.current;
      const inside = root.contains(document.activeElement);
      if (e.key === 'Escape' && onEscape && (modal || inside || document.activeElement === opener)) {
        e.preventDefault();
        onEscape();
        return;
      }
      if (e.key !== 'Tab' || !modal) return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        e.preventDefault();
        root.focus();
      } else if (e.shiftKey && (!inside || document.activeElement === first || document.activeElement === root)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (!inside || document.activeElement === last)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // After the close is drawn: back to the opener, unless the user has moved on elsewhere.
      requestAnimationFrame(() => {
        if (focusIsLostOrIn(root)) focusFirst(opener, ...(latest.current.returnTo ?? []));
      });
    };
  }, [active, ref]);
}
