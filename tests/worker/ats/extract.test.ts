import { describe, expect, it } from 'vitest';

import { analyzeJob, analyzeResume, AtsInputError, extractResumeText, scoreMatch } from '../../../worker/ats/index';
import { makeDocx, makePdf, SAMPLE_RESUME_PAGES } from '../../fixtures/resume-files';

// The same extraction the upload route will run, here inside workerd rather than Node.
describe('ATS extraction inside workerd', () => {
  it('reads a PDF with unpdf and scores it', async () => {
    const { text, kind } = await extractResumeText(makePdf(SAMPLE_RESUME_PAGES));
    expect(kind).toBe('pdf');
    expect(text).toContain('Spring Boot');
    const result = scoreMatch(
      analyzeResume(text, { asOf: new Date(Date.UTC(2024, 0, 1)) }),
      analyzeJob({ title: 'Java Developer', requiredSkills: ['Java', 'Kubernetes'], minYears: 3 }),
    );
    expect(result.status).toBe('scored');
    expect(result.breakdown?.requiredSkills.items.map((i) => [i.skill, i.found])).toEqual([
      ['Java', true],
      ['Kubernetes', true],
    ]);
    // The first PDF loads PDF.js into the isolate, which takes seconds on a busy machine.
  }, 60_000);

  it('reads a DOCX with fflate', async () => {
    const { text, kind } = await extractResumeText(
      makeDocx(['Skills', 'Litigation, legal drafting and legal research for civil suits']),
    );
    expect(kind).toBe('docx');
    expect(text).toBe('Skills\nLitigation, legal drafting and legal research for civil suits');
  });

  it('refuses an encrypted PDF with a clear message', async () => {
    const error = await extractResumeText(
      makePdf([['Private resume text with plenty of letters to read']], { encrypted: true }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AtsInputError);
    expect((error as AtsInputError).code).toBe('encrypted');
  });
});
