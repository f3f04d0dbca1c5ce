import { DAY_MS } from './days';

/**
 * The one rule for time: every time a person reads (pages, islands, notifications, emails) is
 * written here, in the reader's time zone and with the zone named ("26 Nov 2026, 19:35 IST").
 * A user's zone is the one stored on their account (taken from the browser at sign-up or sign-in,
 * edited in settings), else their company's, else India's. Calendar days (deadlines, analytics
 * days) are UTC days (days.ts) and are written as days, never shifted. Dates are built from
 * Intl's parts in en-GB ("26 Nov 2026", 24-hour clock), so every ICU writes them alike; zone
 * abbreviations come from the table below, since en-US writes India's as "GMT+5:30".
 */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
export const TIME_ZONE_MESSAGE = 'Choose a time zone';

/** A zone the runtime knows by its IANA name ("Asia/Kolkata"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** Old names browsers still report (Chromium gives "Asia/Calcutta" for India), kept by today's name. */
const LEGACY_ZONES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Europe/Kiev': 'Europe/Kyiv',
};
export const canonicalZone = (zone: string) => LEGACY_ZONES[zone] ?? zone;

/** A user's zone by the rule: their own, else their company's, else India's. */
export const zoneOf = (own: string | null | undefined, company?: string | null) => own || company || DEFAULT_TIME_ZONE;

/** The short names people use, by the zone's long name (Intl's own short names are often "GMT+x"). */
const ABBREVIATIONS: Record<string, string> = {
  'India Standard Time': 'IST',
  'Coordinated Universal Time': 'UTC',
  'Greenwich Mean Time': 'GMT',
  'British Summer Time': 'BST',
  'Western European Standard Time': 'WET',
  'Western European Summer Time': 'WEST',
  'Central European Standard Time': 'CET',
  'Central European Summer Time': 'CEST',
  'Eastern European Standard Time': 'EET',
  'Eastern European Summer Time': 'EEST',
  'Eastern Standard Time': 'EST',
  'Eastern Daylight Time': 'EDT',
  'Central Standard Time': 'CST',
  'Central Daylight Time': 'CDT',
  'Mountain Standard Time': 'MST',
  'Mountain Daylight Time': 'MDT',
  'Pacific Standard Time': 'PST',
  'Pacific Daylight Time': 'PDT',
  'Gulf Standard Time': 'GST',
  'Pakistan Standard Time': 'PKT',
  'Nepal Time': 'NPT',
  'Singapore Standard Time': 'SGT',
  'Hong Kong Standard Time': 'HKT',
  'Japan Standard Time': 'JST',
  'Australian Eastern Standard Time': 'AEST',
  'Australian Eastern Daylight Time': 'AEDT',
};

const formats = new Map<string, Intl.DateTimeFormat>();
/** Formatters cost to build; one per zone and shape. */
function formatter(zone: string, shape: 'parts' | 'long' | 'short'): Intl.DateTimeFormat {
  const key = `${zone}|${shape}`;
  let f = formats.get(key);
  if (!f) {
    f =
      shape === 'parts'
        ? new Intl.DateTimeFormat('en-GB', {
            timeZone: zone,
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          })
        : new Intl.DateTimeFormat(shape === 'long' ? 'en-US' : 'en-IN', { timeZone: zone, timeZoneName: shape });
    formats.set(key, f);
  }
  return f;
}

const partOf = (f: Intl.DateTimeFormat, at: Date, type: Intl.DateTimeFormatPartTypes) =>
  f.formatToParts(at).find((p) => p.type === type)?.value ?? '';

/** The zone as people say it at that instant: "India Standard Time", "British Summer Time". */
export const zoneName = (zone: string, iso: string | number = Date.now()) =>
  partOf(formatter(zone, 'long'), new Date(iso), 'timeZoneName');

/** The zone's short name at that instant: "IST", "BST", "EDT"; "GMT+5:45" where people use none. */
export function zoneAbbreviation(zone: string, iso: string | number = Date.now()): string {
  return ABBREVIATIONS[zoneName(zone, iso)] ?? partOf(formatter(zone, 'short'), new Date(iso), 'timeZoneName');
}

/** A zone in a list to choose from: "India Standard Time (Kolkata)", its place telling apart zones of one name. */
export function zoneLabel(zone: string): string {
  const place = zone.split('/').pop()!.replaceAll('_', ' ');
  return `${zoneName(zone)} (${place})`;
}

interface Parts {
  weekday: string;
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}
function partsOf(iso: string | number, zone: string): Parts {
  const parts = formatter(zone, 'parts').formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: part('weekday'),
    day: part('day'),
    month: part('month'),
    year: part('year'),
    hour: part('hour'),
    minute: part('minute'),
  };
}
const short = (p: Parts) => `${p.day} ${p.month.slice(0, 3)} ${p.year}`;

/** The hour (0-23) of an instant on the clocks of `zone`. */
export const hourOf = (iso: string | number, zone: string) => Number(partsOf(iso, zone).hour);

/** "26 Nov 2026": the day of an instant in `zone`; empty without one. */
export const dateText = (iso: string | null | undefined, zone: string) => (iso ? short(partsOf(iso, zone)) : '');

/** "26 November 2026". */
export function longDateText(iso: string, zone: string): string {
  const p = partsOf(iso, zone);
  return `${p.day} ${p.month} ${p.year}`;
}

/** "19:35 IST". */
export function timeText(iso: string, zone: string): string {
  const p = partsOf(iso, zone);
  return `${p.hour}:${p.minute} ${zoneAbbreviation(zone, iso)}`;
}

/** "26 Nov 2026, 19:35 IST". */
export const dateTimeText = (iso: string, zone: string) => `${dateText(iso, zone)}, ${timeText(iso, zone)}`;

/** A calendar day (YYYY-MM-DD, a UTC day) as "26 Nov 2026"; no zone shifts it. */
export const dayText = (day: string) => dateText(`${day}T00:00:00Z`, 'UTC');
/** A calendar day without its year: "26 Nov" (chart labels). */
export const shortDayText = (day: string) => dayText(day).replace(/ \d{4}$/, '');
/** A calendar day as "26 November 2026". */
export const longDayText = (day: string) => longDateText(`${day}T00:00:00Z`, 'UTC');

/** An interview time, the zone as people say it: "Tuesday 1 December 2026, 10:00 India Standard Time". */
export function slotWords(iso: string, zone: string): string {
  const p = partsOf(iso, zone);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${zoneName(zone, iso)}`;
}

/** For lists and bubbles: "19:35 IST" the same day, "Mon" this week, "12 Nov" this year, then the date. */
export function shortTime(iso: string, zone: string, now: number = Date.now()): string {
  const p = partsOf(iso, zone);
  const today = partsOf(now, zone);
  if (short(p) === short(today)) return timeText(iso, zone);
  if (now - Date.parse(iso) < 6 * DAY_MS) return p.weekday.slice(0, 3);
  return p.year === today.year ? `${p.day} ${p.month.slice(0, 3)}` : short(p);
}

/** Whole days from `iso` to `now`. */
export const daysSince = (iso: string, now = Date.now()) => Math.floor((now - Date.parse(iso)) / DAY_MS);

/** "today", "yesterday", "3 days ago", "2 weeks ago", then the date in `zone`. */
export function ago(iso: string | null | undefined, zone: string, now = Date.now()): string {
  if (!iso) return '';
  const days = daysSince(iso, now);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 14) return `${days} days ago`;
  if (days < 60) return `${Math.floor(days / 7)} weeks ago`;
  return dateText(iso, zone);
}

/** For activity: "just now", "5 min ago", "3 h ago", "yesterday", "2 days ago", then the date in `zone`. */
export function agoExact(iso: string, zone: string, now = Date.now()): string {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.round(minutes / 60)} h ago`;
  if (minutes < 7 * 24 * 60) {
    const days = Math.round(minutes / 1440);
    return days === 1 ? 'yesterday' : `${days} days ago`;
  }
  return dateText(iso, zone);
}
