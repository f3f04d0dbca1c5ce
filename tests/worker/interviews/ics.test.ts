import { describe, expect, it } from 'vitest';

import { escapeText, foldLine, writeCalendar } from '../../../worker/interviews/ics';

const event = {
  method: 'REQUEST' as const,
  uid: 'abc@hireloop',
  sequence: 2,
  stamp: new Date('2026-11-26T09:00:00.123Z'),
  start: new Date('2026-12-01T04:30:00Z'),
  minutes: 45,
  summary: 'Interview: Data Analyst, Gurugram; team',
  description: 'Bring\\your laptop\nRoom 4',
  organizer: { name: 'Rhea "R" Kapoor', email: 'rhea@example.com' },
  attendee: { name: 'Omar Candidate', email: 'omar@example.com' },
};

describe('iCalendar writer (RFC 5545)', () => {
  it('writes CRLF lines with UTC times, UID, SEQUENCE, METHOD, organizer and attendee', () => {
    const ics = writeCalendar(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('UID:abc@hireloop');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('DTSTAMP:20261126T090000Z');
    expect(lines).toContain('DTSTART:20261201T043000Z');
    expect(lines).toContain('DTEND:20261201T051500Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('ORGANIZER;CN="Rhea R Kapoor":mailto:rhea@example.com');
    // Folded at 75 octets: unfolded, the attendee line is whole.
    expect(ics.replace(/\r\n /g, '')).toContain(
      'ATTENDEE;CN="Omar Candidate";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:omar@example.com',
    );
    expect(lines).toContain('SUMMARY:Interview: Data Analyst\\, Gurugram\\; team');
    expect(lines).toContain('DESCRIPTION:Bring\\\\your laptop\\nRoom 4');
  });

  it('a cancellation says CANCEL and CANCELLED; a copy without attendee names nobody', () => {
    const ics = writeCalendar({ ...event, method: 'CANCEL', attendee: null });
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(ics).not.toContain('ATTENDEE');
    expect(ics).not.toContain('omar@example.com');
  });

  it('escapes TEXT: backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character, and unfolding gives the line back', () => {
    const line = `SUMMARY:${'Interview ₹ naïve 面接 '.repeat(12)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });
});
