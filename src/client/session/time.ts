import * as time from '../../contract/time';
import { $session } from './session';

/**
 * The signed-in reader's zone (src/contract/time.ts holds the rule and the formats; islands format
 * through useTime()). The zone rides in the session store: the account's answer at sign-in, and
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
