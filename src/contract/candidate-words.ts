// The candidate workspace's words that its API client needs, apart from candidate.ts and its schemas:
// every candidate page loads that client, and it must not bring zod along.

/** The multipart form field a resume upload carries its file in. */
export const RESUME_UPLOAD_FIELD = 'file';
export const FEED_SORTS = ['match', 'newest'] as const;
export const POSTED_WITHIN_CHOICES = [1, 3, 7, 14, 30] as const;
