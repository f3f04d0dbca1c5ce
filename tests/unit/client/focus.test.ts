// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';

import { focusAfterRender, focusFirst, focusIsLostOrIn } from '../../../src/client/browser/focus';

// A panel's move schedules "focus back on Move to" for after its render; Escape can close the
// panel first, and the panel's focus trap then gives focus back to the list. Whichever of the two
// runs first, focus must end on the list's control, never on <main> (a CI run saw it there).

const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));

beforeEach(() => {
  document.body.innerHTML = `
    <main id="main" tabindex="-1">
      <div class="filters"><select id="stage"><option>Any</option></select></div>
      <div class="panel"><select id="move-to"><option>Screening</option></select><button id="move">Move</button></div>
    </main>`;
});

const byId = (id: string) => document.getElementById(id)!;

describe('focus after a change is drawn', () => {
  it('keeps away when focus has moved on before it runs (the panel closed and focused the list)', async () => {
    byId('move-to').focus();
    focusAfterRender(() => document.getElementById('move-to'));
    byId('move-to').parentElement!.remove(); // Escape closed the panel
    focusFirst(byId('stage')); // its trap gave focus back to the list
    await frame();
    await frame();
    await frame();
    expect(document.activeElement?.id).toBe('stage');
  });

  it('falls back to <main> when nothing it names is left, and <main> then counts as lost for whoever comes next', async () => {
    byId('move-to').focus();
    focusAfterRender(() => document.getElementById('move-to'));
    byId('move-to').parentElement!.remove();
    await frame();
    await frame();
    await frame();
    expect(document.activeElement?.id).toBe('main');
    expect(focusIsLostOrIn(null)).toBe(true);
  });

  it('still moves focus when it stayed where it was (the usual case: back to "Move to" after saving)', async () => {
    byId('move').focus();
    focusAfterRender(() => document.getElementById('move-to'));
    await frame();
    await frame();
    await frame();
    expect(document.activeElement?.id).toBe('move-to');
  });

  it('a control that holds focus is not lost', () => {
    byId('stage').focus();
    expect(focusIsLostOrIn(null)).toBe(false);
    expect(focusIsLostOrIn(byId('stage').parentElement)).toBe(true);
  });
});
