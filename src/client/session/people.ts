import { hourOf } from '../../contract/time';
import { readerZone } from './time';

/** How a signed-in person is named on screen. */
export function displayName(user: { fullName?: string; email: string }): string {
  return user.fullName?.trim() || user.email.split('@')[0] || 'there';
}

export function firstName(user: { fullName?: string; email: string }): string {
  return displayName(user).split(/\s+/)[0] ?? '';
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** Good morning / afternoon / evening, by the clock of the reader's zone (`zone`: a session's, on the server). */
export function greeting(now = Date.now(), zone = readerZone()): string {
  const hour = hourOf(now, zone);
  return hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
}
