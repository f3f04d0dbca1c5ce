import { describe, expect, it } from 'vitest';

import { deadlineBlocksOpening, deadlinePassed } from '../../../src/contract';

const now = new Date('2026-03-10T23:59:00Z');

describe('job deadlines', () => {
  it('refuses going live with a past deadline, never a draft, a closing, today or none', () => {
    expect(deadlineBlocksOpening({ status: 'open', deadline: '2026-03-09' }, null, now)).toBe(true);
    expect(
      deadlineBlocksOpening(
        { status: 'open', deadline: '2026-03-09' },
        { status: 'closed', deadline: '2026-03-09' },
        now,
      ),
    ).toBe(true);
    expect(
      deadlineBlocksOpening({ status: 'open', deadline: '2026-03-09' }, { status: 'open', deadline: null }, now),
    ).toBe(true);
    expect(deadlineBlocksOpening({ status: 'open', deadline: '2026-03-10' }, null, now)).toBe(false);
    expect(deadlineBlocksOpening({ status: 'open', deadline: null }, null, now)).toBe(false);
    expect(deadlineBlocksOpening({ status: 'draft', deadline: '2026-03-01' }, null, now)).toBe(false);
    expect(
      deadlineBlocksOpening(
        { status: 'closed', deadline: '2026-03-01' },
        { status: 'open', deadline: '2026-03-01' },
        now,
      ),
    ).toBe(false);
    // An open job whose deadline passed while it was open may still be edited.
    expect(
      deadlineBlocksOpening(
        { status: 'open', deadline: '2026-03-01' },
        { status: 'open', deadline: '2026-03-01' },
        now,
      ),
    ).toBe(false);
  });

  it('flags open jobs whose deadline day is over', () => {
    expect(deadlinePassed({ status: 'open', deadline: '2026-03-09' }, now)).toBe(true);
    expect(deadlinePassed({ status: 'open', deadline: '2026-03-10' }, now)).toBe(false);
    expect(deadlinePassed({ status: 'closed', deadline: '2026-03-09' }, now)).toBe(false);
    expect(deadlinePassed({ status: 'open', deadline: null }, now)).toBe(false);
  });
});
