import { AI_NOTICE, type AiNotice as Notice } from '../../contract';

/**
 * The notice where the score is used (job pages, the apply screen): what the matching engine
 * assesses with each part's weight, what it never uses, the human alternative, the model card.
 * Server-rendered on public pages (no JavaScript), part of the island elsewhere.
 */
export function AiNotice({
  notice,
  headingLevel = 'h2',
  alternative = true,
}: {
  notice: Notice;
  headingLevel?: 'h2' | 'h3';
  alternative?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <section className="ai-notice" aria-label={AI_NOTICE.title} data-ai-notice>
      <Heading>{AI_NOTICE.title}</Heading>
      <p>{AI_NOTICE.lead}</p>
      <p>{AI_NOTICE.assesses}</p>
      <ul>
        {notice.parts.map((p) => (
          <li key={p.key}>
            <strong>{p.name}</strong> ({Math.round(p.weight * 100)}%){p.assesses ? `: ${p.assesses}` : ''}
          </li>
        ))}
      </ul>
      <p>{AI_NOTICE.neverUses}</p>
      {alternative && <p>{AI_NOTICE.alternative}</p>}
      <p>
        <a href={AI_NOTICE.href}>{AI_NOTICE.link}</a> (scorer {notice.version})
      </p>
    </section>
  );
}
