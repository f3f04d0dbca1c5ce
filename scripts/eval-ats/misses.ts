/**
 * Why a stated gold label of a job was missed (`npm run eval:ats -- --misses`): for the engine work,
 * never for the labellers.
 */
import { analyzeJob, type MentionRead } from '../../worker/ats/index';
import { ambiguousKeys } from '../../worker/ats/read/context';
import { normalizeText, STOPWORDS, tokenize, tokenizeWithCase } from '../../worker/ats/read/text';
import { findSkills, keyOf, lookupSkill, parentsOf, taxonomy } from '../../worker/ats/taxonomy/taxonomy';
import type { TermJob } from './terms';

/**
 * The first reason that explains a missed label, looked for in this order:
 *  - not a name of the taxonomy (the label cannot be met by any engine);
 *  - listed: a skill list item that names it and does not resolve to it;
 *  - read in a line of the job but dropped by a rule of worker/ats/read/rules.ts (the rule named);
 *  - split: a name of the skill written across a comma or semicolon;
 *  - forms: every content word of a name of the skill in one sentence, in another form or order
 *    (word prefixes of 5 letters meet: "documenting" / "documentation", "tests written" / "test writing");
 *  - abbreviation: the initials of a name of the skill written as a word ("SOP", "PPE");
 *  - partial: some, not all, content words of a name of the skill in one sentence;
 *  - inferred: no word of any name of the skill in the job: a skill the reader infers.
 */
export function printMisses(misses: ReadonlyArray<{ job: TermJob; skill: string }>): void {
  const tax = taxonomy();
  const loose = (t: string) => keyOf(t).slice(0, 5);
  const content = (phrase: string) => tokenize(phrase).filter((t) => !STOPWORDS.has(t) && t.length > 1);
  const groups = new Map<string, string[]>();
  for (const { job, skill } of misses) {
    const id = tax.byName.get(skill);
    const sentences = [job.title, ...normalizeText(job.description ?? '').split(/\n|(?<=[.!?])\s+/)].filter((l) =>
      l.trim(),
    );
    const listed = [...(job.requiredSkills ?? []), ...(job.niceToHaveSkills ?? [])];
    let why = 'inferred: no word of any name of the skill in the job';
    let where = '';
    if (id === undefined) why = 'label: not a canonical name of the taxonomy';
    else {
      const names = [tax.skills[id]!.name, ...tax.skills[id]!.aliases];
      const covers = (s: number) => s === id || parentsOf(tax, s, ambiguousKeys()).includes(id);
      const asListed = listed.find(
        (l) =>
          names.some((n) => content(n).join(' ') === content(l).join(' ')) ||
          content(l).join(' ').includes(content(tax.skills[id]!.name).join(' ')),
      );
      // The mentions of the skill (or of one it is broader than) that the reading dropped, and the rule that did.
      const mentions: MentionRead[] = [];
      analyzeJob(
        {
          title: job.title,
          description: job.description ?? '',
          requiredSkills: job.requiredSkills ?? [],
          niceToHaveSkills: job.niceToHaveSkills ?? [],
          minYears: job.minYears ?? 0,
        },
        { onMention: (m) => mentions.push(m) },
      );
      const found = mentions
        .filter((m) => !m.kept && covers(tax.byName.get(m.skill.toLowerCase())!))
        .map((m) => `rule ${m.rule}: "${m.words}" in "${m.text.slice(0, 90)}"`);
      const split = sentences.find((line) =>
        names.some(
          (n) =>
            content(n).length > 1 &&
            line.split(/[,;]/).length > 1 &&
            tokenize(line.replace(/[,;]/g, ' ')).join(' ').includes(tokenize(n).join(' ')),
        ),
      );
      const wordsIn = (line: string) => new Set(content(line).map(loose));
      const allIn = (n: string, line: string) =>
        content(n).length > 0 && content(n).every((t) => wordsIn(line).has(loose(t)));
      const someIn = (n: string, line: string) =>
        content(n)
          .filter((t) => !ambiguousKeys().has(keyOf(t)))
          .some((t) => wordsIn(line).has(loose(t)));
      const initials = names
        .map((n) => content(n))
        .filter((w) => w.length > 1)
        .map((w) =>
          w
            .map((t) => t[0])
            .join('')
            .toUpperCase(),
        );
      if (asListed && !found.length)
        [why, where] = [
          `listed: "${asListed}" resolves to ${(() => {
            const s = lookupSkill(tax, asListed);
            return s === null ? 'no skill' : tax.skills[s]!.name;
          })()}`,
          asListed,
        ];
      else if (found.length)
        [why, where] = [`dropped: ${found[0]!.split(': ')[0]}`, found[0]!.slice(found[0]!.indexOf(': ') + 2)];
      else if (split) [why, where] = ['split: a name written across a comma', split.slice(0, 100)];
      else {
        const hit = (test: (n: string, l: string) => boolean) => {
          for (const l of [...sentences, ...listed]) for (const n of names) if (test(n, l)) return { n, l };
          return null;
        };
        const forms = hit(allIn);
        const abbr = [...sentences, ...listed].find((l) =>
          tokenizeWithCase(l).raw.some((w) => w.length > 1 && initials.includes(w.replace(/s$/, ''))),
        );
        const part = hit(someIn);
        // The words of the name inside a longer skill the taxonomy found there ("Spring" in Spring Boot).
        const absorbed =
          forms &&
          (() => {
            const { lower, raw } = tokenizeWithCase(forms.l);
            const want = new Set(content(forms.n).map(loose));
            const h = findSkills(tax, lower.map(keyOf), raw).find(
              (x) => x.skill !== id && lower.slice(x.start, x.end).some((t) => want.has(loose(t))),
            );
            return h ? tax.skills[h.skill]!.name : null;
          })();
        if (absorbed)
          [why, where] = [
            `absorbed: the words belong to ${absorbed}, which implies no ${tax.skills[id]!.name}`,
            forms!.l.slice(0, 100),
          ];
        else if (forms) [why, where] = [`forms: "${forms.n}" in another form or order`, forms.l.slice(0, 100)];
        else if (abbr) [why, where] = ['abbreviation of a name', abbr.slice(0, 100)];
        else if (part) [why, where] = [`partial: words of "${part.n}"`, part.l.slice(0, 100)];
      }
    }
    const group = why.replace(/:.*$/, '');
    const list = groups.get(group) ?? [];
    list.push(`  ${String(job.id ?? job.title).padEnd(5)} ${skill.padEnd(34)} ${why}${where ? `  <- ${where}` : ''}`);
    groups.set(group, list);
  }
  console.log(`\nmissed gold labels by reason (${misses.length}):`);
  for (const [group, list] of [...groups].sort((a, b) => b[1].length - a[1].length))
    console.log(`${group} (${list.length})\n${list.join('\n')}`);
}
