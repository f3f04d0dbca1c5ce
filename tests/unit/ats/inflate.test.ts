import { deflateSync, zlibSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';

import { inflateCapped } from '../../../worker/ats/extract/inflate';
import { AtsInputError } from '../../../worker/ats/extract/sniff';

// What inflateCapped reads at a time (its STEP): the work it does is counted in these steps.
const STEP = 4 * 1024;
const MB = 1024 * 1024;

describe('capped inflation', () => {
  it('stops reading as soon as the output passes the cap, long before the end of the input', () => {
    // Bytes that barely compress (a fixed linear congruential sequence): each step of input is about
    // a step of output, so the reads show how far inflation went.
    const noise = new Uint8Array(1 * MB);
    let x = 12_345;
    for (let i = 0; i < noise.length; i++) noise[i] = (x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0) >>> 24;
    const cap = 64 * 1024;
    for (const [format, pack] of [
      ['raw', deflateSync],
      ['zlib', zlibSync],
    ] as const) {
      const packed = pack(noise);
      expect(Math.ceil(packed.length / STEP), format).toBeGreaterThan(200);
      const read = vi.spyOn(packed, 'subarray');
      let refused: unknown;
      try {
        inflateCapped(packed, cap, format);
      } catch (error) {
        refused = error;
      }
      expect(refused, format).toBeInstanceOf(AtsInputError);
      expect((refused as AtsInputError).code, format).toBe('oversized_content');
      // The inflater holds back a little output, so a few steps more than the cap itself.
      expect(read.mock.calls.length, format).toBeLessThanOrEqual(cap / STEP + 4);
    }
  });

  it('unpacks what stays under the cap whole', () => {
    const text = new TextEncoder().encode('Senior Backend Engineer. '.repeat(20_000));
    expect(inflateCapped(deflateSync(text), 1 * MB, 'raw')).toEqual(text);
    expect(inflateCapped(zlibSync(text), text.length, 'zlib')).toEqual(text);
    expect(() => inflateCapped(zlibSync(text), text.length - 1, 'zlib')).toThrow(AtsInputError);
  });
});
