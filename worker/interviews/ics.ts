/**
 * A small iCalendar (RFC 5545) writer for one interview event: CRLF line ends, lines folded at 75
 * octets (never inside a UTF-8 character), TEXT values escaped (\ ; , and newlines), parameter
 * values quoted, times in UTC. METHOD REQUEST invites or updates (same UID, higher SEQUENCE);
 * METHOD CANCEL removes the event from the attendee's calendar (RFC 5546).
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  /** When this revision was written. */
  stamp: Date;
  start: Date;
  minutes: number;
  summary: string;
  description: string;
  organizer: CalendarPerson;
  /** Left out of a copy whose reader may not see who the candidate is. */
  attendee: CalendarPerson | null;
}

const encoder = new TextEncoder();

/** TEXT value escaping: backslash, semicolon, comma, and newlines as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN): quoted, without the quotes and control characters it may not hold. */
function paramValue(value: string): string {
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/** A UTC date-time: 20261201T103000Z. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Folds one content line into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const person = (role: 'ORGANIZER' | 'ATTENDEE', p: CalendarPerson, extra = '') =>
  `${role};CN=${paramValue(p.name)}${extra}:mailto:${p.email}`;

export function writeCalendar(e: CalendarEvent): string {
  const end = new Date(e.start.getTime() + e.minutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hireloop//Interviews//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${e.method}`,
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART:${utcStamp(e.start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    person('ORGANIZER', e.organizer),
    ...(e.attendee ? [person('ATTENDEE', e.attendee, ';ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED')] : []),
    `STATUS:${e.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
