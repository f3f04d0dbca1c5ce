import { taxonomy, keyOf } from '../worker/ats/taxonomy/taxonomy';
import { tokenize, STOPWORDS } from '../worker/ats/text';
const tax = taxonomy();
const seen = new Map<string, string>();
for (const s of tax.skills) for (const a0 of [s.name, ...s.aliases]) {
  if (a0.endsWith('!')) continue;
  const a = a0;
  const t = tokenize(a);
  if (t.length !== 1 || !/^[a-z]+$/.test(t[0]!) || t[0]!.length < 3) continue;
  if (/[A-Z].*[A-Z]/.test(a)) continue; // acronyms
  const k = keyOf(t[0]!);
  if (!seen.has(k)) seen.set(k, `${t[0]}>${s.name}[${s.group}]`);
}
console.log([...seen.values()].join('\n'));
