/**
 * The public path of a page. Static pages are built as files (terms.html) and served without the
 * extension (/terms), which is the address links, canonical URLs and the nav should use.
 */
export function publicPath(pathname: string): string {
  const path = pathname.replace(/(?:\/index)?\.html$/, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
