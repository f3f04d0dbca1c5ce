// Job alerts' frequencies and limit, apart from alerts.ts and its schemas: the alerts page shows
// them and fetches the form's schema only when the form is first used.
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export const ALERTS_MAX = 20;
