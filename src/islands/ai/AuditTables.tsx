import { type AiAudit, AUDIT_MIN_SHARE, AUDIT_SMALL_SAMPLE, type PublicAudit } from '../../contract';

const rate = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)}%`);
const ratio = (x: number | null) => (x === null ? '—' : x.toFixed(2));

/**
 * The audit's tables, one per dimension: applicants, rates, impact ratios, exclusions and small
 * samples, then the unknown count. Rendered by the admin screen (every figure) and, without
 * JavaScript, by /ai/audit (the public summary: a small count reads "fewer than 5" or "withheld",
 * and a rate it goes into "—").
 */
export function AuditTables({ audit }: { audit: AiAudit | PublicAudit }) {
  return (
    <>
      {audit.dimensions.map((d) => (
        <section key={d.key} className="audit-dimension" aria-labelledby={`audit-${d.key}`}>
          <h2 id={`audit-${d.key}`}>{d.label}</h2>
          <div
            className="audit-table-wrap"
            tabIndex={0}
            role="region"
            aria-label={`${d.label}: rates and impact ratios`}
          >
            <table className="audit-table">
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col">Applicants</th>
                  <th scope="col">Scoring rate</th>
                  <th scope="col">Scoring impact ratio</th>
                  <th scope="col">Selection rate</th>
                  <th scope="col">Selection impact ratio</th>
                  <th scope="col">Note</th>
                </tr>
              </thead>
              <tbody>
                {d.rows.map((r) => (
                  <tr key={r.category}>
                    <th scope="row">{r.label}</th>
                    <td>{r.applicants}</td>
                    <td>{rate(r.scoringRate)}</td>
                    <td>{ratio(r.scoringImpactRatio)}</td>
                    <td>{rate(r.selectionRate)}</td>
                    <td>{ratio(r.selectionImpactRatio)}</td>
                    <td>
                      {[
                        r.excluded ? `Excluded (under ${AUDIT_MIN_SHARE * 100}%)` : '',
                        !r.excluded && r.smallSample ? `Small sample (under ${AUDIT_SMALL_SAMPLE})` : '',
                      ]
                        .filter(Boolean)
                        .join('; ')}
                    </td>
                  </tr>
                ))}
                <tr className="audit-unknown">
                  <th scope="row">Unknown (no answer or declined)</th>
                  <td>{d.unknown}</td>
                  <td colSpan={5}>Not in the rates or ratios</td>
                </tr>
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
