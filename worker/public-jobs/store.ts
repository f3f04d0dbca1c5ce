import { LISTED_SQL, listedSql } from '../jobs';

/** A sitemap file holds at most 50,000 addresses; the fixed pages and the companies take the rest. */
export const SITEMAP_JOBS_MAX = 45_000;

export interface SitemapRow {
  id: string;
  lastmod: string;
}

/** Every open job with when it last changed, newest first. */
export async function openJobsForSitemap(db: D1Database, today: string): Promise<SitemapRow[]> {
  const { results } = await db
    .prepare(`SELECT j.id, j.updated_at AS lastmod FROM jobs j WHERE ${LISTED_SQL} ORDER BY j.posted_at DESC LIMIT ?`)
    .bind(today, SITEMAP_JOBS_MAX)
    .all<SitemapRow>();
  return results;
}

/** Companies with an open job, with the later of the company's and its open jobs' last change. */
export async function companiesForSitemap(db: D1Database, today: string): Promise<SitemapRow[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, MAX(c.updated_at, MAX(j.updated_at)) AS lastmod FROM jobs j JOIN companies c ON c.id = j.company_id
       WHERE ${listedSql('c')} GROUP BY c.id ORDER BY c.id`,
    )
    .bind(today)
    .all<SitemapRow>();
  return results;
}
