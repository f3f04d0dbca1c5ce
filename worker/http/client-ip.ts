/** The caller's address as Cloudflare reports it; null for local tools that send none. */
export const clientIp = (headers: { header(name: string): string | undefined }) => headers.header('CF-Connecting-IP')?.trim() || null;
