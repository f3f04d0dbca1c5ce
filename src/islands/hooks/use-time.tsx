import { createContext, type ReactNode, useContext, useMemo } from 'react';

import { readerZone } from '../../client/session/time';
import * as time from '../../contract/time';

const ScreenZone = createContext<string | null>(null);

/**
 * Gives the screen below the zone of the user it renders for. The route guard sets it from the session it shows,
 * which on a page the server rendered is that page's user: the server and the hydrating browser then write every
 * time alike, before the browser's session store has loaded.
 */
export function ScreenZoneProvider({ zone, children }: { zone: string | undefined; children: ReactNode }) {
  return <ScreenZone.Provider value={zone ?? null}>{children}</ScreenZone.Provider>;
}

/** The contract's time formats (src/contract/time.ts) in the zone of the screen's user, else the session's. */
export function useTime() {
  const zone = useContext(ScreenZone) ?? readerZone();
  return useMemo(
    () => ({
      zone,
      /** "26 Nov 2026". */
      dateText: (iso: string | null | undefined) => time.dateText(iso, zone),
      /** "26 Nov 2026, 19:35 IST". */
      dateTimeText: (iso: string) => time.dateTimeText(iso, zone),
      /** "19:35 IST" today, "Mon" this week, "12 Nov" this year, then the date. */
      shortTime: (iso: string, now?: number) => time.shortTime(iso, zone, now),
      /** "today", "3 days ago", then the date. */
      ago: (iso: string | null | undefined, now?: number) => time.ago(iso, zone, now),
      /** "just now", "5 min ago", then the date. */
      agoExact: (iso: string, now?: number) => time.agoExact(iso, zone, now),
      /** "Tuesday 1 December 2026, 10:00 India Standard Time". */
      slotWords: (iso: string) => time.slotWords(iso, zone),
    }),
    [zone],
  );
}

/**
 * "5 min ago" (`exact`) or "3 days ago", as a `<time>` with the full date and time on hover, in the screen's zone.
 * The server's text can differ from the hydrating browser's by the minute between them, so the browser's is taken.
 */
export function TimeAgo({ at, exact = false, className }: { at: string; exact?: boolean; className?: string }) {
  const { ago, agoExact, dateTimeText } = useTime();
  return (
    <time className={className} dateTime={at} title={dateTimeText(at)} suppressHydrationWarning>
      {exact ? agoExact(at) : ago(at)}
    </time>
  );
}
