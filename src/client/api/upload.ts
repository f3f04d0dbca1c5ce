import type { PathsWithMethod, SuccessResponseJSON } from 'openapi-typescript-helpers';

import { IDEMPOTENCY_KEY_HEADER } from '../../contract';
import { $session } from '../session/session';
import type { paths } from './api-types.gen';
import { API_BASE, bearerFor, errorFromResponse } from './client';
import { DEFAULT_RETRY_POLICY, sendWithRetries } from './retry';

/**
 * The XHR's answer as a Response with every header it may read (Retry-After among them), so the
 * retry rules of retry.ts read it as they read fetch's.
 */
function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'text/plain');
  return new Response(xhr.responseText, { status: xhr.status, headers });
}

/**
 * A multipart upload that reports how many bytes have gone (fetch cannot): XMLHttpRequest with the
 * session's bearer token and the action's Idempotency-Key, sent again through a blip like every
 * keyed POST, Retry-After included (retry.ts). Resolves with the parsed JSON answer, typed by the document; a refusal
 * rejects with the same ApiError the API client gives, so callers treat both alike (a 401 is
 * retried by the caller through the API client, which refreshes the session).
 */
export async function uploadWithProgress<P extends PathsWithMethod<paths, 'post'>>(
  path: P,
  form: FormData,
  idempotencyKey: string,
  onProgress: (fraction: number) => void,
): Promise<SuccessResponseJSON<paths[P]['post']>> {
  const send = () =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${API_BASE}${path}`);
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
      const authorization = bearerFor($session.get().token);
      if (authorization) xhr.setRequestHeader('Authorization', authorization);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
      xhr.onload = () => resolve(responseOf(xhr));
      xhr.onerror = () => reject(new TypeError('Network error'));
      xhr.send(form);
    });
  const response = await sendWithRetries(send, { retriable: true, policy: DEFAULT_RETRY_POLICY });
  if (!response.ok) throw await errorFromResponse(response);
  return response.json();
}
