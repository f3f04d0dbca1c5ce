/**
 * Proxy mode: when BACKEND_ORIGIN is configured, every /api request is forwarded to that backend
 * (method, path, query, body, cookies and headers), and its answer is passed back as it is. The
 * edge guard in front of the pages still runs on this worker.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host'];

export function forwardedRequest(request: Request, backendOrigin: string): Request {
  const incoming = new URL(request.url);
  const target = new URL(incoming.pathname + incoming.search, backendOrigin);
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.set('X-Forwarded-Host', incoming.host);
  headers.set('X-Forwarded-Proto', incoming.protocol.replace(':', ''));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(target, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    redirect: 'manual',
  });
}

export async function proxyToBackend(request: Request, backendOrigin: string): Promise<Response> {
  const answer = await fetch(forwardedRequest(request, backendOrigin));
  // Re-wrap so later middleware (security headers) can change the headers.
  return new Response(answer.body, answer);
}
