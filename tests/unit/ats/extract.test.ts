import { describe, expect, it } from 'vitest';

import { RESUME_MAX_BYTES } from '../../../src/contract/ats';
import { sniff } from '../../../worker/ats/extract/sniff';
import { analyzeResume, AtsInputError, extractResumeText } from '../../../worker/ats/index';
import { makeDocx, makePdf, SAMPLE_RESUME_PAGES } from '../../fixtures/resume-files';

async function refusal(bytes: Uint8Array): Promise<AtsInputError> {
  try {
    await extractResumeText(bytes);
  } catch (error) {
    if (error instanceof AtsInputError) return error;
    throw error;
  }
  throw new Error('expected the file to be refused');
}

describe('resume text extraction', () => {
  it('reads a two-page PDF', async () => {
    const { text, kind } = await extractResumeText(makePdf(SAMPLE_RESUME_PAGES));
    expect(kind).toBe('pdf');
    expect(text).toContain('Java, Spring Boot, Hibernate');
    expect(text).toContain('AWS Certified Developer');
    const profile = analyzeResume(text, { asOf: new Date(Date.UTC(2024, 0, 1)) });
    expect(Object.keys(profile.skills)).toEqual(expect.arrayContaining(['Java', 'Kubernetes', 'Spring Boot']));
    expect(profile.years).toBeGreaterThanOrEqual(6);
    // The first PDF loads PDF.js, which takes seconds on a busy machine.
  }, 60_000);

  it('reads a DOCX, paragraphs as lines and XML entities decoded', async () => {
    const { text, kind } = await extractResumeText(
      makeDocx([
        'Skills',
        'C# & ASP.NET <MVC>, SQL Server',
        'Experience: 5 years of experience in web development and support',
      ]),
    );
    expect(kind).toBe('docx');
    expect(text.split('\n')).toEqual([
      'Skills',
      'C# & ASP.NET <MVC>, SQL Server',
      'Experience: 5 years of experience in web development and support',
    ]);
  });

  it('checks the type by magic bytes, not by name', () => {
    expect(sniff(makePdf([['x']]))).toBe('pdf');
    expect(sniff(makeDocx(['x']))).toBe('docx');
    expect(sniff(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('legacy_office');
    expect(sniff(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]))).toBe('unknown');
  });

  it('refuses bad files with clear messages', async () => {
    expect((await refusal(new Uint8Array())).code).toBe('empty_file');
    expect((await refusal(new Uint8Array(RESUME_MAX_BYTES + 1).fill(0x25))).code).toBe('too_large');
    const png = await refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    expect(png.code).toBe('unsupported_type');
    expect(png.message).toMatch(/Only PDF and DOCX/);
    expect(
      (await refusal(new TextEncoder().encode('plain text resume with enough letters to count as a resume here'))).code,
    ).toBe('unsupported_type');
    expect((await refusal(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]))).message).toMatch(
      /\.doc files are not supported/,
    );
    const encrypted = await refusal(
      makePdf([['Confidential resume text with plenty of letters in it']], { encrypted: true }),
    );
    expect(encrypted.code).toBe('encrypted');
    expect(encrypted.message).toMatch(/password-protected/);
    const broken = makePdf(SAMPLE_RESUME_PAGES).slice(0, 400);
    expect(['unreadable', 'no_text']).toContain((await refusal(broken)).code);
    expect((await refusal(new TextEncoder().encode('%PDF-1.4\ngarbage that is not a pdf at all'))).code).toBe(
      'unreadable',
    );
    expect((await refusal(makePdf([[' ']]))).code).toBe('no_text');
    expect((await refusal(makeDocx([]))).code).toBe('no_text');
  });

  it('accepts plain text only when asked (the command line)', async () => {
    const bytes = new TextEncoder().encode('Summary\nA plain text resume with enough letters to be read as one.');
    expect((await extractResumeText(bytes, { allowText: true })).kind).toBe('txt');
  });
});
