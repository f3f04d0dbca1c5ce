/**
 * Scorer version, stored beside every score. Bump it whenever the taxonomy, the weights or any
 * step of analysis changes a result: the same inputs and version must always give the same score.
 */
export const ATS_SCORER_VERSION = 'ats-2.16.0';
