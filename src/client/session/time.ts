import * as time from '../../contract/time';
import { $session } from './session';

/**
 * The contract's time formats in the signed-in reader's zone (src/contract/time.ts holds the rule
 * and the formats). The zone rides in the session store: the account's answer at sign-in, and
 * settings update it. Without a session (public pages) it is the rule's fallback, India's.
 */
export const readerZone = () => $session.get().user?.timeZone ?? time.DEFAULT_TIME_ZONE;

/** The zone this browser runs in: sent at sign-up and sign-in, offered first in settings. */
export const browserTimeZone = () => time.canonicalZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

/** Every zone the browser knows, the given ones included. */
export function timeZones(...wanted: string[]): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...wanted, ...known])].sort();
}

/** "26 Nov 2026" in the reader's zone. */
export const dateText = (iso: string | null | undefined) => time.dateText(iso, readerZone());
/** "26 Nov 2026, 19:35 IST". */
export const dateTimeText = (iso: string) => time.dateTimeText(iso, readerZone());
/** "19:35 IST" today, "Mon" this week, "12 Nov" this year, then the date. */
export const shortTime = (iso: string, now?: number) => time.shortTime(iso, readerZone(), now);
/** "today", "3 days ago", then the date. */
export const ago = (iso: string | null | undefined, now?: number) => time.ago(iso, readerZone(), now);
/** "just now", "5 min ago", then the date. */
export const agoExact = (iso: string, now?: number) => time.agoExact(iso, readerZone(), now);
/** "Tuesday 1 December 2026, 10:00 India Standard Time". */
export const slotWords = (iso: string) => time.slotWords(iso, readerZone());
