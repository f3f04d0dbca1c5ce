/**
 * The page's one polite live region (rendered by the Base layout, present before any island) and
 * the one way to speak through it: results, outcomes and empty states are announced here rather
 * than by status elements that appear with their text already in them.
 */
export const LIVE_REGION_ID = 'live-region';

let pending: number | undefined;

export function announce(text: string): void {
  const region = typeof document === 'undefined' ? null : document.getElementById(LIVE_REGION_ID);
  if (!region || !text) return;
  // Emptied first and filled a moment later, so the same words said twice are spoken twice.
  region.textContent = '';
  window.clearTimeout(pending);
  pending = window.setTimeout(() => {
    region.textContent = text;
  }, 100);
}
