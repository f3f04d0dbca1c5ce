/**
 * Saves a file from a short-lived signed link. Candidate files are always served as attachments in
 * a sandbox (never rendered in this site's origin), so the browser downloads them.
 */
export function downloadFrom(url: string, name: string): void {
  const a = Object.assign(document.createElement('a'), { href: url, download: name, rel: 'noopener' });
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Saves text made in the page (a CSV export) as a file; nothing leaves the browser. */
export function downloadText(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  downloadFrom(url, name);
  URL.revokeObjectURL(url);
}
