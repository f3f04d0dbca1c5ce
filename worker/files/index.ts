/** Signed file links and the orphan-file sweep. Its face: what the other concerns and the composition root use. */
export { fileLinkPath, signFileLink } from './links';
export { type FileOwner, inChunks, sweepOrphanFiles } from './orphans';
export { fileRoutes } from './routes';
