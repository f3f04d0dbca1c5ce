import { type RefObject, useCallback, useEffect, useRef } from 'react';

import { announce } from '../../client/browser/announce';

/**
 * Announces a list's result (its count, or its empty state) once per query: a reload of the same
 * query, after a move say, stays quiet so the move's own outcome is what is heard.
 */
export function useResultAnnouncer(): (query: string, text: string) => void {
  const last = useRef<string | null>(null);
  return useCallback((query: string, text: string) => {
    if (last.current === query) return;
    last.current = query;
    announce(text);
  }, []);
}

/**
 * While a bar sticks below the header, the page's scroll-padding grows by its height, so a
 * focused row scrolls clear of it instead of under it (global.css reads --sticky-clearance).
 */
export function useStickyClearance(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const root = document.documentElement;
    const set = () => root.style.setProperty('--sticky-clearance', `${el.offsetHeight}px`);
    set();
    const observer = new ResizeObserver(set);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sticky-clearance');
    };
  }, [ref, active]);
}
