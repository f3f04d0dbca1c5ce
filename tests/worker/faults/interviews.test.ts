import { describe, it } from 'vitest';

import { exercise, MODES, type PathName } from './paths';

const PATHS: PathName[] = [
  'interview propose',
  'interview pick',
  'interview request',
  'interview cancel',
  'panel add',
  'scorecard submit',
  'scorecard reminder',
  'offer letter upload',
];

describe.each(PATHS)('fault injection: %s', (name) => {
  it.each(MODES)(
    'the Nth call of D1, R2, KV or a Durable Object fails (%s), for N = 1, 2, 3… until it completes',
    async (mode) => {
      await exercise(name, mode);
    },
    600_000,
  );
});
