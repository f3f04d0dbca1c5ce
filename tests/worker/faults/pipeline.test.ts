import { describe, it } from 'vitest';

import { exercise, MODES, type PathName } from './paths';

const PATHS: PathName[] = ['single move', 'bulk move', 'job publish', 'job edit', 'job close'];

describe.each(PATHS)('fault injection: %s', (name) => {
  it.each(MODES)(
    'the Nth call of D1, R2, KV or a Durable Object fails (%s), for N = 1, 2, 3… until it completes',
    async (mode) => {
      await exercise(name, mode);
    },
    600_000,
  );
});
