import { getDocument, GlobalWorkerOptions, TextLayer } from 'pdfjs-dist';
// The build copies pdf.js's worker from node_modules into the site's assets (a hashed /_astro/ file):
// it runs from this origin, never a CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js, loaded only by import() when the panel shows a PDF resume (it joins no page's scripts).
 * Each page is drawn on a canvas at the width it is given, with pdf.js's text layer over it so the
 * text can be selected and found.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

// A resume longer than this is shown in part; the download has it all.
const MAX_PAGES = 12;

export interface DrawnPdf {
  pageCount: number;
  shownPages: number;
  /** The text layer's pieces in reading order, and the element showing each. */
  pieces: string[];
  elements: HTMLElement[];
  /** Sets the pages to a new width (the panel changed size): canvas and text layer scale together. */
  fit: (width: number) => void;
  destroy: () => void;
}

/** A page's box at `width`: the scale pdf.js's text layer reads, and the page's size in CSS pixels. */
function size(frame: HTMLElement, base: { width: number; height: number }, width: number) {
  const scale = width / base.width;
  frame.style.setProperty('--total-scale-factor', String(scale));
  frame.style.width = `${Math.floor(base.width * scale)}px`;
  frame.style.height = `${Math.floor(base.height * scale)}px`;
}

export async function drawPdf(data: Uint8Array, container: HTMLElement, width: number): Promise<DrawnPdf> {
  // No code from the file runs: pdf.js 5.7 has no eval left (its isEvalSupported option went with
  // it), and with useWasm off it compiles none of the file's functions to WebAssembly either.
  const task = getDocument({ data, useWasm: false, enableXfa: false });
  const destroy = () => void task.destroy();
  try {
    const pdf = await task.promise;
    const pieces: string[] = [];
    const elements: HTMLElement[] = [];
    const ratio = window.devicePixelRatio || 1;
    const shownPages = Math.min(pdf.numPages, MAX_PAGES);
    const frames: { frame: HTMLElement; base: { width: number; height: number } }[] = [];
    for (let n = 1; n <= shownPages; n++) {
      const page = await pdf.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: width / base.width });
      const frame = document.createElement('div');
      frame.className = 'resume-page';
      size(frame, base, width);
      frames.push({ frame, base });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.setAttribute('aria-hidden', 'true');
      const text = document.createElement('div');
      text.className = 'textLayer';
      frame.appendChild(canvas);
      frame.appendChild(text);
      container.appendChild(frame);
      await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
      const layer = new TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport });
      await layer.render();
      pieces.push(...layer.textContentItemsStr);
      elements.push(...layer.textDivs);
    }
    const fit = (w: number) => {
      for (const { frame, base } of frames) size(frame, base, w);
    };
    return { pageCount: pdf.numPages, shownPages, pieces, elements, fit, destroy };
  } catch (err) {
    destroy();
    throw err;
  }
}
