import { createApp } from '../../worker/app';
import { scheduled } from '../../worker/scheduled';

/**
 * The worker as tests run it: the real Hono app with every API route and the edge guard. Astro's
 * renderer needs the built site, so pages answer a marker naming the path that was let through.
 */
export const app = createApp(
  async (request) =>
    new Response(`page ${new URL(request.url).pathname}`, { headers: { 'content-type': 'text/html' } }),
);

/**
 * Work a request hands to `waitUntil` (its notices) finishes before the test sees the answer, so
 * tests read a settled state; tests/worker/notices/ drives `app` itself to see the answer first.
 */
async function fetch(request: Request, env: Env, ctx: ExecutionContext) {
  const pending: Promise<unknown>[] = [];
  const response = await app.fetch(request, env, {
    ...ctx,
    waitUntil: (p: Promise<unknown>) => void pending.push(p),
    passThroughOnException: () => ctx.passThroughOnException(),
    props: ctx.props,
  } as ExecutionContext);
  await Promise.all(pending);
  return response;
}

export default { fetch, scheduled };
export { ConversationRoom } from '../../worker/messaging/room';
