/** Calendar days in UTC as YYYY-MM-DD: the one place the product turns a time into a day. */
export const DAY_MS = 86_400_000;

/** The UTC day of a time (a Date or epoch milliseconds); today without one. */
export const utcDay = (time: Date | number = new Date()) => new Date(time).toISOString().slice(0, 10);

/** Midnight UTC that starts the day of `time`, as an ISO time. */
export const startOfUtcDay = (time: Date | number) => `${utcDay(time)}T00:00:00.000Z`;

export function addDays(day: string, n: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}
