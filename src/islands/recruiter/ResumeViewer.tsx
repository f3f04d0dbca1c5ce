import { useEffect, useRef, useState } from 'react';

import { ApiError } from '../../client/api/client';
import { recruiter } from '../../client/api/recruiter';
import { announce } from '../../client/browser/announce';
import type { RecruiterApplicationDetail, ResumeView } from '../../contract';
import { useLoad } from '../hooks/use-load';
import { Alert, Button, LoadingState } from '../ui';
import { LoadBoundary } from '../workspace/WorkspacePage';
import type { DrawnPdf } from './pdf-pages';
import { type EvidenceMatch, type EvidencePhrase, evidencePhrases, findEvidence } from './resume-evidence';

/**
 * The resume inside the application panel: a PDF drawn by pdf.js (loaded only here, on demand) with
 * its text layer, a DOCX as the text read on upload, and under blind review before interview the
 * text with identity removed and never the file. The score's evidence lines are highlighted in it,
 * and "Next match" walks them.
 */
export function ResumeViewer({ a }: { a: RecruiterApplicationDetail }) {
  const view = useLoad(
    () => recruiter.resumeView(a.id),
    `${a.id}:${a.resumeAvailable}`,
    'The resume could not be loaded.',
  );
  const phrases = evidencePhrases(a.atsBreakdown);
  return (
    <div className="resume-viewer">
      <LoadBoundary state={view} what="the resume">
        {(v) =>
          v.file === 'pdf' ? (
            <PdfResume key={a.id} applicationId={a.id} view={v} phrases={phrases} />
          ) : (
            <TextResume view={v} phrases={phrases} />
          )
        }
      </LoadBoundary>
    </div>
  );
}

type Drawing = { status: 'loading' } | { status: 'ready'; drawn: DrawnPdf } | { status: 'error'; message: string };

function pdfFailure(err: unknown): string {
  if (err instanceof ApiError && err.status === 404)
    return 'The resume file is missing, so only the text read when the candidate applied is shown.';
  if (err instanceof ApiError) return `${err.message} The text read when the candidate applied is shown instead.`;
  return 'This PDF could not be shown: the file may be damaged. The text read when the candidate applied is shown instead; Download resume to try it elsewhere.';
}

function PdfResume({
  applicationId,
  view,
  phrases,
}: {
  applicationId: string;
  view: ResumeView;
  phrases: EvidencePhrase[];
}) {
  const pages = useRef<HTMLDivElement>(null);
  const [drawing, setDrawing] = useState<Drawing>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    let drawn: DrawnPdf | null = null;
    let resized: ResizeObserver | null = null;
    (async () => {
      const bytes = await recruiter.resumeBytes(applicationId);
      const { drawPdf } = await import('./pdf-pages');
      const box = pages.current;
      if (!live || !box) return;
      box.replaceChildren();
      drawn = await drawPdf(bytes, box, box.clientWidth);
      if (!live) return drawn.destroy();
      const pdf = drawn;
      // The panel changes width with the window (full screen on phones): the pages follow it.
      resized = new ResizeObserver(() => pdf.fit(box.clientWidth));
      resized.observe(box);
      setDrawing({ status: 'ready', drawn });
    })().catch((err: unknown) => {
      if (!live) return;
      pages.current?.replaceChildren();
      setDrawing({ status: 'error', message: pdfFailure(err) });
    });
    return () => {
      live = false;
      resized?.disconnect();
      drawn?.destroy();
    };
  }, [applicationId]);

  if (drawing.status === 'error') {
    return (
      <>
        <Alert variant="error" title="The PDF could not be shown">
          {drawing.message}
        </Alert>
        <TextResume view={view} phrases={phrases} />
      </>
    );
  }
  const matches = drawing.status === 'ready' ? findEvidence(drawing.drawn.pieces, phrases) : [];
  return (
    <>
      {drawing.status === 'loading' ? (
        <LoadingState label="Loading the resume…" />
      ) : (
        <EvidenceNav
          matches={matches}
          phrases={phrases}
          elementsOf={(m) => m.items.map((i) => drawing.drawn.elements[i]!)}
        />
      )}
      {drawing.status === 'ready' && drawing.drawn.pageCount > drawing.drawn.shownPages ? (
        <p className="muted small">
          The first {drawing.drawn.shownPages} of {drawing.drawn.pageCount} pages are shown; Download resume for the
          rest.
        </p>
      ) : null}
      <div ref={pages} className="resume-pages" aria-label="Resume file" role="document" />
    </>
  );
}

function TextResume({ view, phrases }: { view: ResumeView; phrases: EvidencePhrase[] }) {
  const box = useRef<HTMLDivElement>(null);
  const lines = view.text.split('\n');
  const matches = findEvidence(lines, phrases);
  const hit = new Set(matches.flatMap((m) => m.items));
  const caption = view.redacted
    ? 'The text read from the resume, with identity removed (blind review).'
    : view.file === 'docx'
      ? 'The text read from the DOCX file when the candidate applied.'
      : 'The text read from the resume when the candidate applied.';
  if (!view.text.trim())
    return (
      <p className="muted">
        No text could be read from this resume (for example a scanned image). Download it to read it.
      </p>
    );
  return (
    <>
      <p className="muted small">{caption}</p>
      <EvidenceNav
        matches={matches}
        phrases={phrases}
        elementsOf={(m) => m.items.map((i) => box.current?.children[i] as HTMLElement)}
      />
      <div
        ref={box}
        className="resume-text"
        aria-label={view.redacted ? 'Resume text, identity removed' : 'Resume text'}
        role="document"
      >
        {lines.map((line, i) =>
          hit.has(i) ? (
            <mark key={i} className="resume-line resume-hit">
              {line}
            </mark>
          ) : (
            <span key={i} className="resume-line">
              {line}
            </span>
          ),
        )}
      </div>
    </>
  );
}

/** How many evidence lines are highlighted, and Next / Previous match, which scroll to each and say which it is. */
function EvidenceNav({
  matches,
  phrases,
  elementsOf,
}: {
  matches: EvidenceMatch[];
  phrases: EvidencePhrase[];
  elementsOf: (m: EvidenceMatch) => HTMLElement[];
}) {
  const [current, setCurrent] = useState<number | null>(null);
  const count = matches.length;

  // The text layer's pieces are pdf.js's elements, not React's: their highlight is set here.
  useEffect(() => {
    const all = matches.flatMap(elementsOf);
    for (const el of all) el.classList.add('resume-hit');
    const now = current === null ? [] : elementsOf(matches[current]!);
    for (const el of now) el.classList.add('resume-hit-current');
    return () => {
      for (const el of now) el.classList.remove('resume-hit-current');
    };
  });

  if (phrases.length === 0) return null;
  if (count === 0) return <p className="muted small">The score's evidence lines could not be found in this text.</p>;

  function go(step: 1 | -1) {
    const next = current === null ? (step === 1 ? 0 : count - 1) : (current + step + count) % count;
    setCurrent(next);
    elementsOf(matches[next]!)[0]?.scrollIntoView({ block: 'center' });
    announce(`Match ${next + 1} of ${count}: ${matches[next]!.labels.join(', ')}.`);
  }

  return (
    <div className="resume-evidence">
      <p className="small">
        {current === null
          ? `${count} ${count === 1 ? 'place' : 'places'} the score quotes ${count === 1 ? 'is' : 'are'} highlighted.`
          : `Match ${current + 1} of ${count}: ${matches[current]!.labels.join(', ')}`}
      </p>
      <div className="resume-evidence-actions">
        <Button size="sm" variant="secondary" onClick={() => go(-1)}>
          Previous match
        </Button>
        <Button size="sm" variant="secondary" onClick={() => go(1)}>
          Next match
        </Button>
      </div>
    </div>
  );
}
