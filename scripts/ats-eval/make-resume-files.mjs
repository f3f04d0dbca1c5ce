// Makes the PDF and DOCX files of the written evaluation resumes.
//
//   node scripts/ats-eval/make-resume-files.mjs
//
// For each resume with source "written" and form "pdf" or "docx" in
// scripts/ats-eval/fresh/resumes.texts.json and scripts/ats-eval/dev/resumes.texts.json
// it writes <set>/files/<id>.pdf or <set>/files/<id>.docx from the resume's `text`.
//
// - pdf: the text is laid out as a simple HTML resume (name, headings, bullets, table rows)
//   and printed to A4 by Chromium through playwright-core (/usr/bin/chromium).
// - docx: a minimal WordprocessingML package, one paragraph per line of the text, zipped with
//   fflate at a fixed mtime, so the files are byte-identical between runs.
//
// Plain Node ESM (runs on Node 20 without tsx). The text of a file is exactly the `text` field.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { strToU8, zipSync } from 'fflate';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const SETS = ['fresh', 'dev'].map((s) => resolve(here, s));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// ---------- shared line classification ----------
const BULLET = /^\s*(?:[•●▪◦‣∙·*\-–—]|â€¢|â—|Â·|ï‚§)\s+/;
function isHeading(line) {
  const t = line.trim();
  if (!t || t.length > 60) return false;
  if (BULLET.test(t)) return false;
  const letters = t.replace(/\([^)]*\)/g, '').replace(/[^A-Za-z]/g, ''); // 'WORK EXPERIENCE (6 years)' is a heading
  if (letters.length >= 3 && letters === letters.toUpperCase() && !/[|]/.test(t) && !/\d{4}/.test(t)) return true;
  return /^[A-Z][A-Za-z &/']{2,40}:$/.test(t);
}

// a line of a text table: 3 to 8 cells separated by '|' (a long '|' list of skills stays a paragraph)
function isTableRow(line) {
  const t = line.trim();
  const n = t.replace(/^\||\|$/g, '').split('|').length;
  return n >= 3 && n <= 8;
}

// ---------- HTML / PDF ----------
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function toHtml(text) {
  const lines = text.split('\n');
  let i = 0;
  while (i < lines.length && !lines[i].trim()) i++;
  const out = [];
  const name = lines[i] ?? '';
  out.push(`<h1>${esc(name.trim())}</h1>`);
  i++;
  // contact / headline lines directly under the name, up to the first blank line or heading
  const sub = [];
  while (i < lines.length && lines[i].trim() && !isHeading(lines[i])) sub.push(lines[i++].trim());
  if (sub.length) out.push(`<div class="sub">${sub.map((s) => `<div>${esc(s)}</div>`).join('')}</div>`);
  let list = null;
  let table = null;
  const flush = () => {
    if (list) {
      out.push(`<ul>${list.join('')}</ul>`);
      list = null;
    }
    if (table) {
      out.push(`<table>${table.join('')}</table>`);
      table = null;
    }
  };
  for (; i < lines.length; i++) {
    const raw = lines[i];
    const t = raw.trim();
    if (!t) {
      flush();
      continue;
    }
    if (isHeading(t)) {
      flush();
      out.push(`<h2>${esc(t)}</h2>`);
      continue;
    }
    if (isTableRow(t) && (isTableRow(lines[i - 1] ?? '') || isTableRow(lines[i + 1] ?? '') || table)) {
      if (list) {
        out.push(`<ul>${list.join('')}</ul>`);
        list = null;
      }
      table ??= [];
      const cells = t
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((c) => c.trim());
      if (cells.every((c) => /^-*$/.test(c))) continue; // markdown-ish separator row
      table.push(`<tr>${cells.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`);
      continue;
    }
    if (BULLET.test(t)) {
      if (table) {
        out.push(`<table>${table.join('')}</table>`);
        table = null;
      }
      list ??= [];
      list.push(`<li>${esc(t.replace(BULLET, ''))}</li>`);
      continue;
    }
    flush();
    out.push(`<p>${esc(t)}</p>`);
  }
  flush();
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(name.trim())}</title><style>
  @page { margin: 16mm 15mm; }
  body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 10.5pt; color: #222; line-height: 1.38; }
  h1 { font-size: 20pt; margin: 0 0 4px; color: #17324d; letter-spacing: .3px; }
  .sub { color: #555; margin-bottom: 10px; border-bottom: 2px solid #17324d; padding-bottom: 8px; }
  h2 { font-size: 11.5pt; text-transform: none; color: #17324d; border-bottom: 1px solid #c9d3dd; margin: 14px 0 6px; padding-bottom: 2px; }
  p { margin: 3px 0; }
  ul { margin: 3px 0 6px 18px; padding: 0; }
  li { margin: 1px 0; }
  table { border-collapse: collapse; margin: 4px 0 8px; width: 100%; }
  td { border: 1px solid #c9d3dd; padding: 3px 6px; vertical-align: top; }
  </style></head><body>${out.join('\n')}</body></html>`;
}

// ---------- DOCX ----------
const xmlEsc = (s) =>
  s
    // characters not allowed in XML 1.0
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

function toDocx(text) {
  const paras = text.split('\n').map((line) => {
    const bold = isHeading(line) ? '<w:rPr><w:b/></w:rPr>' : '';
    return line.length ? `<w:p><w:r>${bold}<w:t xml:space="preserve">${xmlEsc(line)}</w:t></w:r></w:p>` : '<w:p/>';
  });
  const documentXml =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body>${paras.join('')}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>` +
    '<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr>' +
    '</w:body></w:document>';
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '</Types>';
  const rels =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
    '</Relationships>';
  // fixed local-time mtime: fflate reads the local date parts, so this is the same in every time zone
  const mtime = new Date(2020, 0, 1, 0, 0, 0);
  return zipSync(
    {
      '[Content_Types].xml': [strToU8(contentTypes), { mtime }],
      '_rels/.rels': [strToU8(rels), { mtime }],
      'word/document.xml': [strToU8(documentXml), { mtime }],
    },
    { level: 6, mtime },
  );
}

export { toHtml, toDocx };

// ---------- main ----------
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();

async function main() {
  const jobs = [];
  for (const dir of SETS) {
    const list = JSON.parse(readFileSync(join(dir, 'resumes.texts.json'), 'utf8'));
    for (const r of list) {
      if (r.source !== 'written' || (r.form !== 'pdf' && r.form !== 'docx')) continue;
      if (!r.file) throw new Error(`${r.id}: form ${r.form} without file`);
      jobs.push({ dir, r });
    }
  }

  let browser = null;
  let made = 0;
  try {
    for (const { dir, r } of jobs) {
      const path = join(dir, r.file);
      mkdirSync(dirname(path), { recursive: true });
      if (r.form === 'docx') {
        writeFileSync(path, toDocx(r.text));
      } else {
        browser ??= await chromium.launch({
          executablePath: CHROMIUM,
          args: [
            '--no-sandbox',
            '--headless',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        });
        const page = await browser.newPage();
        await page.setContent(toHtml(r.text), { waitUntil: 'load' });
        writeFileSync(path, await page.pdf({ format: 'A4', printBackground: true }));
        await page.close();
      }
      made++;
      console.log(`${r.id}\t${r.form}\t${path}`);
    }
  } finally {
    if (browser) await browser.close();
  }
  console.log(`made ${made} files`);
}
