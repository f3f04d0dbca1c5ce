import { Inflate, Unzlib } from 'fflate';

import { AtsInputError } from './sniff';

// Compressed bytes inflated at a time: DEFLATE expands at most about 1,032-fold, so one step
// yields at most about 4 MB before the running total is checked again.
const STEP = 4 * 1024;

/**
 * DEFLATE data (raw for zip entries, zlib-wrapped for PDF streams) unpacked, refused with
 * 'oversized_content' as soon as it passes `cap` bytes: a bomb never unpacks, whatever its headers
 * claim. Damaged data is 'unreadable'.
 */
export function inflateCapped(data: Uint8Array, cap: number, format: 'raw' | 'zlib'): Uint8Array {
  const parts: Uint8Array[] = [];
  let size = 0;
  const sink = (chunk: Uint8Array) => {
    size += chunk.length;
    if (size <= cap) parts.push(chunk);
  };
  const inflater = format === 'zlib' ? new Unzlib(sink) : new Inflate(sink);
  try {
    for (let at = 0; at < data.length && size <= cap; at += STEP)
      inflater.push(data.subarray(at, at + STEP), at + STEP >= data.length);
  } catch (error) {
    throw new AtsInputError('unreadable', error instanceof Error ? error.message.slice(0, 120) : undefined);
  }
  if (size > cap) throw new AtsInputError('oversized_content');
  const out = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
