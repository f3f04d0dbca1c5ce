import type { PathsWithMethod, SuccessResponseJSON } from 'openapi-typescript-helpers';
import { API_BASE, bearerFor, errorFromResponse } from './api';
import type { paths } from './api-types.gen';
import { $session } from './session';

/**
 * A multipart upload that reports how many bytes have gone (fetch cannot): XMLHttpRequest with the
 * session's bearer token. Resolves with the parsed JSON answer, typed by the document; a refusal
 * rejects with the same ApiError the API client gives, so callers treat both alike (a 401 is
 * retried by the caller through the API client, which refreshes the session).
 */
export function uploadWithProgress<P extends PathsWithMethod<paths, 'post'>>(path: P, form: FormData, onProgress: (fraction: number) => void) {
  return new Promise<SuccessResponseJSON<paths[P]['post']>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const authorization = bearerFor($session.get().token);
    if (authorization) xhr.setRequestHeader('Authorization', authorization);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const response = new Response(xhr.responseText, { status: xhr.status, headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'text/plain' } });
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText));
      else void errorFromResponse(response).then(reject);
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.send(form);
  });
}
