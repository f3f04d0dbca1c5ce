/**
 * npm run api:types - writes src/client/api/api-types.gen.ts, the types the islands' API client is
 * checked against, from the OpenAPI document the worker's routes declare. Run it after adding or
 * changing a route; tests/unit/scripts/api-types.test.ts fails while the committed file is behind.
 */
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

// The routers import cloudflare:workers (a Durable Object class) which only workerd provides.
const stub = new URL('./lib/cloudflare-workers-stub.ts', import.meta.url).href;
registerHooks({
  resolve: (specifier, context, next) =>
    specifier === 'cloudflare:workers' ? { url: stub, shortCircuit: true } : next(specifier, context),
});

const { API_TYPES_FILE, apiTypesSource, servedDocument } = await import('./lib/api-types');
writeFileSync(new URL(`../${API_TYPES_FILE}`, import.meta.url), await apiTypesSource(await servedDocument()));
console.log(`wrote ${API_TYPES_FILE}`);
