/** The public job board, its pages' data, sitemap and edge cache. Its face: what the other concerns and the composition root use. */
export { edgeCache, isPublicListing } from './edge-cache';
export { jobPostingJsonLd, jsonLdText } from './jsonld';
export { publicBoard, publicCompany, publicJob } from './service';
export { robotsTxt, sitemapXml } from './sitemap';
