import { describe, expect, it } from 'vitest';

import { csvCell, toCsv } from '../../../src/contract';

describe('CSV exports', () => {
  it('keeps text that a spreadsheet would run as a formula as text', () => {
    for (const evil of ['=HYPERLINK("http://x.example","click")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      const cell = csvCell(evil);
      expect(cell.replace(/^"/, '').startsWith("'"), evil).toBe(true);
    }
    expect(csvCell('=1+2')).toBe("'=1+2");
  });

  it('quotes commas, quotes and line breaks, and leaves plain text and numbers alone', () => {
    expect(csvCell('Backend, Platform')).toBe('"Backend, Platform"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Growth Marketer')).toBe('Growth Marketer');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(
      toCsv([
        ['Job', 'Hired'],
        ['=cmd', 2],
      ]),
    ).toBe("Job,Hired\r\n'=cmd,2\r\n");
  });
});
