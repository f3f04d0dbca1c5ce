import { MATCH_WORDS, matchLevel } from '../../islands/candidate/parts/format';
import { clearSession, readStoredSession, setAccessToken } from '../session/session';
import { API_BASE, createApiClient, dataOf, typedCalls } from './client';

/** Fills the cards' match slots with the signed-in candidate's score and applied mark. */
export async function fillMatches(slots: HTMLElement[]): Promise<void> {
  const client = createApiClient({
    baseUrl: API_BASE,
    getToken: () => readStoredSession()?.token ?? null,
    setToken: setAccessToken,
    endSession: clearSession,
    goToLogin: () => {},
  });
  const ids = slots.map((s) => s.dataset.matchFor ?? '');
  try {
    const { GET } = typedCalls(client, { redirectOnExpiry: false });
    const { matches } = await dataOf(GET('/api/candidate/matches', { params: { query: { ids: ids.join(',') } } }));
    const byId = new Map(matches.map((m) => [m.id, m]));
    for (const slot of slots) {
      const m = byId.get(slot.dataset.matchFor ?? '');
      if (!m || (m.score === null && !m.applied)) continue;
      if (m.applied) {
        slot.textContent = 'Applied';
        slot.dataset.level = 'applied';
      } else if (m.score !== null) {
        const level = matchLevel(m.score);
        slot.textContent = `${Math.round(m.score)}% · ${MATCH_WORDS[level]}`;
        slot.dataset.level = level;
      }
      slot.hidden = false;
    }
  } catch {
    // the cards read fine without scores
  }
}
