import { IDEMPOTENCY_KEY_HEADER } from '../contract';
import { API_BASE, bearerFor, errorFromResponse } from './api';
import { DEFAULT_RETRY_POLICY, sendWithRetries } from './retry';
import { $session } from './session';

/**
 * A multipart upload that reports how many bytes have gone (fetch cannot): XMLHttpRequest with the
 * session's bearer token and the action's Idempotency-Key, sent again through a blip like every
 * keyed POST (retry.ts). Resolves with the parsed JSON answer; a refusal rejects with the same
 * ApiError the API client gives, so callers treat both alike (a 401 is retried by the caller
 * through the API client, which refreshes the session).
 */
export async function uploadWithProgress<T>(path: string, form: FormData, idempotencyKey: string, onProgress: (fraction: number) => void): Promise<T> {
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
      xhr.onload = () =>
        resolve(new Response(xhr.responseText, { status: xhr.status, headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'text/plain' } }));
      xhr.onerror = () => reject(new TypeError('Network error'));
      xhr.send(form);
    });
  const response = await sendWithRetries(send, { retriable: true, policy: DEFAULT_RETRY_POLICY });
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as T;
}
