import { OpenAPIHono } from '@hono/zod-openapi';
import { fieldErrors } from '../../src/contract';
import type { AppEnv } from '../env';
import { ApiFailure } from './errors';

/**
 * Every router of the API is made here, so that a payload failing its zod schema answers the same
 * way everywhere: 400 with the first message as `message` and every field's message in `fields`.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const fields = fieldErrors(result.error);
        throw new ApiFailure(400, Object.values(fields)[0] ?? 'Invalid request', fields);
      }
    },
  });
}
