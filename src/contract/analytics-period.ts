// The period the recruiter's analytics cover: apart from recruiter.ts's schemas, so the analytics screen and the page
// renderer read it without loading zod.

export const ANALYTICS_DAYS = { default: 30, max: 365 } as const;
/** The periods the analytics screen offers. */
export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;

/** The period an analytics address asks for (`?days=`), when the screen offers it; else the default. */
export function analyticsDaysOf(search: string): number {
  const days = Number(new URLSearchParams(search).get('days'));
  return (ANALYTICS_RANGES as readonly number[]).includes(days) ? days : ANALYTICS_DAYS.default;
}
