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
