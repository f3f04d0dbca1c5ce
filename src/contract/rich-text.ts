/**
 * Job descriptions are plain text or light Markdown. They are never rendered as raw HTML: this turns
 * them into blocks of plain text (paragraphs, headings, lists) that React and Astro render as
 * elements, with inline markers (**bold**, `code`, [link](url)) reduced to their text. The one HTML
 * form, for schema.org JSON-LD, escapes every character it emits.
 */
export type TextBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] };

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*?)\s*#*\s*$/;

/** Inline Markdown reduced to its text: links keep their label, emphasis and code lose their markers. */
export function plainInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
    .replace(/\[([^\]]+)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function textBlocks(source: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: plainInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = line.match(HEADING);
    const bullet = line.match(BULLET);
    const numbered = bullet ? null : line.match(NUMBERED);
    if (!line.trim()) flush();
    else if (heading?.[1]) {
      flush();
      blocks.push({ type: 'heading', text: plainInline(heading[1]) });
    } else if (bullet || numbered) {
      const ordered = !!numbered;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(plainInline((bullet ?? numbered)![1] ?? ''));
    } else if (list) {
      // A continuation line belongs to the last item.
      list.items[list.items.length - 1] += ` ${plainInline(line)}`;
    } else paragraph.push(line.trim());
  }
  flush();
  return blocks.filter((b) => (b.type === 'list' ? b.items.length > 0 : b.text.length > 0));
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** HTML for places that require it (JSON-LD description): only <p>, <h3>, <ul>/<ol>, <li>, all text escaped. */
export function blocksToHtml(blocks: TextBlock[]): string {
  return blocks
    .map((b) => {
      if (b.type === 'heading') return `<h3>${escapeHtml(b.text)}</h3>`;
      if (b.type === 'paragraph') return `<p>${escapeHtml(b.text)}</p>`;
      const tag = b.ordered ? 'ol' : 'ul';
      return `<${tag}>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</${tag}>`;
    })
    .join('');
}

/** A one-line summary for job cards. */
export function excerpt(source: string, max = 220): string {
  // Headings ("What you will do") read badly run into a sentence: the summary skips them.
  const text = textBlocks(source)
    .filter((b) => b.type !== 'heading')
    .map((b) => (b.type === 'list' ? b.items.join('; ') : b.text))
    .join(' ');
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
