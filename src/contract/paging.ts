import { z } from 'zod';

import { DEFAULT_PAGE } from './constants';
import { maxPage, PAGE_TOO_DEEP } from './page-depth';
import { queryFields } from './query';

/** A list query whose page must end within MAX_PAGE_DEPTH rows (400 with PAGE_TOO_DEEP on `page`). */
export function withPageDepth<T extends z.ZodType<{ page: number; limit: number }>>(schema: T): T {
  return schema.refine((q) => q.page <= maxPage(q.limit), { path: ['page'], error: PAGE_TOO_DEEP });
}

/** `page` and `limit` of a list query: `limit` defaults to `defaultLimit` and is capped at `maxLimit`. */
export function pageQuerySchema(defaultLimit: number, maxLimit: number) {
  return z.object(
    queryFields({
      page: z.coerce
        .number({ error: 'Page must be a number' })
        .int()
        .min(1, { error: 'Page starts at 1' })
        .default(DEFAULT_PAGE),
      limit: z.coerce
        .number({ error: 'Limit must be a number' })
        .int()
        .min(1, { error: 'Limit must be at least 1' })
        .max(maxLimit, { error: `Limit must be at most ${maxLimit}` })
        .default(defaultLimit),
    }),
  );
}

export const pageInfoSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** The paging fields every list answers with; a page past the end is simply empty. */
export function pageInfo(total: number, page: number, limit: number): PageInfo {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

/** The row offset of a page. */
export const pageOffset = (page: number, limit: number) => (page - 1) * limit;
