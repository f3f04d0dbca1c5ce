import { taxonomy, findSkills, keyOf } from '../worker/ats/taxonomy/taxonomy';
import { tokenizeWithCase } from '../worker/ats/text';
const tax = taxonomy();
for (const w of process.argv.slice(2)) {
  const { lower, raw } = tokenizeWithCase(w);
  const hits = findSkills(tax, lower.map(keyOf), raw);
  console.log(w, '->', hits.map(h => `${tax.skills[h.skill]!.name} [${tax.skills[h.skill]!.group}] "${h.surface}"`).join('; '));
}
