import fc from 'fast-check';
import { inject } from 'vitest';

// Every property test runs from one seed: FC_SEED when the run sets one (vitest.config.ts prints
// it), a fixed seed otherwise, so CI runs the same samples every time. A seed that finds a failure
// becomes a named regression case beside the property it broke.
declare module 'vitest' {
  export interface ProvidedContext {
    fcSeed: number;
  }
}

fc.configureGlobal({ seed: inject('fcSeed') });
