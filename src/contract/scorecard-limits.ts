// A scorecard's limits, apart from scorecards.ts and its schemas: the job editor shows them with the page
// and fetches the schema (and zod) only when its scorecard is first saved (issue 41's budget).
export const SCORECARD_LIMITS = {
  attributesMin: 3,
  attributesMax: 8,
  nameMax: 60,
  descriptionMax: 200,
  noteMax: 500,
  /** Colleagues on a panel besides its organiser. */
  panelMax: 10,
} as const;
