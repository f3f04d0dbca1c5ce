import type { ClientDirective } from 'astro';

/**
 * `client:painted`: hydrate once the server's HTML is on screen. A signed-in page renders its first
 * screen on the server, so its largest paint needs no script; an island fetched during parsing
 * (`client:load`) put its scripts, and their evaluation, ahead of that paint (issue 41, item 3:
 * docs/site.md). This waits for the document to be parsed and then for the next frame to be
 * painted and shown. A hidden document (a tab opened in the background) paints nothing, so it hydrates at once.
 */
const painted: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  const afterNextPaint = () => {
    if (document.visibilityState === 'hidden') void hydrate();
    // A task queued from a frame's callback runs after that frame is painted; the second frame
    // waits until the first is on screen (its raster can lag on a busy phone).
    else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(hydrate)));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterNextPaint, { once: true });
  else afterNextPaint();
};

export default painted;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:painted'?: boolean;
  }
}
