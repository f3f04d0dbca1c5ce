import { taxonomy, keyOf } from '../worker/ats/taxonomy/taxonomy';
import { tokenize, stem, STOPWORDS } from '../worker/ats/text';
import { GENERAL_ENGLISH } from '../worker/ats/english';
const tax = taxonomy();
const eng = new Set(GENERAL_ENGLISH.split(/\s+/).filter(Boolean).map(stem));
const out: string[] = [];
for (const s of tax.skills) for (const a of [s.name, ...s.aliases]) {
  const t = tokenize(a).filter(x=>!STOPWORDS.has(x));
  if (tokenize(a).length === 1 && t.length===1 && eng.has(keyOf(t[0]!))) out.push(`${a} -> ${s.name} [${s.group}]`);
}
console.log(out.length); console.log(out.join('\n'));
