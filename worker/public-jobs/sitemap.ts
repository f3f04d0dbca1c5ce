import { utcDay } from '../../src/contract';
import { clock } from '../clock';
import { companiesForSitemap, openJobsForSitemap } from './store';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The public pages worth indexing besides jobs and companies. */
const FIXED_PAGES = ['/', '/jobs'];

/** sitemap.xml (sitemaps.org 0.9): the board, every open job and every company with an open job. */
export async function sitemapXml(db: D1Database, origin: string, now = clock.date()): Promise<string> {
  const day = utcDay(now);
  const [jobs, companies] = await Promise.all([openJobsForSitemap(db, day), companiesForSitemap(db, day)]);
  const entry = (path: string, lastmod?: string) =>
    `<url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  const urls = [
    ...FIXED_PAGES.map((p) => entry(p)),
    ...jobs.map((j) => entry(`/jobs/${encodeURIComponent(j.id)}`, j.lastmod)),
    ...companies.map((c) => entry(`/companies/${encodeURIComponent(c.id)}`, c.lastmod)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the public site may be indexed, the signed-in areas and the API may not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /recruiter',
    'Disallow: /admin',
    'Disallow: /company/',
    'Disallow: /oauth-success',
    'Disallow: /reset-password/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
