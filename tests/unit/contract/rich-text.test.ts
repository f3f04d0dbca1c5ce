import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { blocksToHtml, excerpt, textBlocks } from '../../../src/contract';

describe('job description text', () => {
  it('reads light Markdown into headings, paragraphs and lists of plain text', () => {
    const blocks = textBlocks(
      '# Role\nWe build **fast** tools\nfor [hiring](https://x.example).\n\n1. Ship\n2. Learn\n   every day\n\n* `Go`\n- _Rust_',
    );
    expect(blocks).toEqual([
      { type: 'heading', text: 'Role' },
      { type: 'paragraph', text: 'We build fast tools for hiring.' },
      { type: 'list', ordered: true, items: ['Ship', 'Learn every day'] },
      { type: 'list', ordered: false, items: ['Go', 'Rust'] },
    ]);
    // The summary skips headings and ends on a whole word.
    expect(excerpt(`# Role\n${'We build tools. '.repeat(40)}`, 60)).toMatch(/^We build tools\. .{0,44}\S…$/);
  });

  it('emits no markup of its own from any input: every < in the HTML is one of its tags', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (source) => {
        const html = blocksToHtml(textBlocks(source));
        const tags = html.match(/<[^>]*>/g) ?? [];
        for (const tag of tags)
          expect(['<p>', '</p>', '<h3>', '</h3>', '<ul>', '</ul>', '<ol>', '</ol>', '<li>', '</li>']).toContain(tag);
        expect(html.replace(/<\/?(p|h3|ul|ol|li)>/g, '')).not.toMatch(/[<>"']/);
      }),
    );
  });
});
