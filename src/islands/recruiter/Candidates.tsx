import { type FormEvent, useState } from 'react';

import { recruiter } from '../../client/api/recruiter';
import { useAddressState } from '../hooks/use-address';
import { useLoad } from '../hooks/use-load';
import { useTime } from '../hooks/use-time';
import { Button, EmptyState } from '../ui';
import { Pager } from '../ui/Pager';
import { LoadBoundary, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { Reasons, ScorePill, StatusBadge } from './parts';

const ADDRESS = { q: '', page: '1' };

/** /recruiter/candidates: everyone who applied to the company, searchable by skill. */
export default function Candidates() {
  return (
    <WorkspacePage role="recruiter">
      <People />
    </WorkspacePage>
  );
}

function People() {
  const { dateText } = useTime();
  // The search and the page live in the address, so a reload or a shared link keeps them.
  const [address, setAddress] = useAddressState(ADDRESS);
  const q = address.q;
  const page = Number(address.page) >= 1 ? Math.floor(Number(address.page)) : 1;
  const [typed, setTyped] = useState(q);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useLoad(() => recruiter.candidates(q, page), `${q}:${page}`, 'Candidates could not be loaded.');
  const setQ = (next: string) => setAddress({ q: next, page: '1' });
  const setPage = (p: number) => setAddress((a) => ({ ...a, page: String(p) }));

  function search(e: FormEvent) {
    e.preventDefault();
    setQ(typed.trim());
  }

  return (
    <>
      <PageHeader title="Candidates" lead="Everyone who applied to your jobs, with their best match." />
      <form className="search" role="search" onSubmit={search}>
        <label className="visually-hidden" htmlFor="skill-search">
          Search by skill
        </label>
        <input
          id="skill-search"
          className="input"
          type="search"
          placeholder="Search by skill, e.g. Kubernetes"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          maxLength={60}
        />
        <Button type="submit">Search</Button>
      </form>
      <LoadBoundary state={list} what="candidates">
        {(data) =>
          data.total === 0 ? (
            <EmptyState
              title={q ? `Nobody with "${q}" yet` : 'No candidates yet'}
              description={
                q ? 'Try a related skill, or clear the search.' : 'People who apply to your jobs appear here.'
              }
              action={
                q ? (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setTyped('');
                      setQ('');
                    }}
                  >
                    Clear search
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <ul className="people">
                {data.candidates.map((c) => (
                  <li key={c.candidate.id} className="person card">
                    <div className="person-head">
                      <div>
                        <h2 className="person-name">{c.candidate.fullName}</h2>
                        <p className="muted small">{c.candidate.email ?? 'Identity hidden until interview'}</p>
                      </div>
                      {c.bestMatch ? (
                        <div className="person-best">
                          <ScorePill score={c.bestMatch.score} />
                          <span className="small muted">best: {c.bestMatch.jobTitle}</span>
                        </div>
                      ) : null}
                    </div>
                    {c.skills.length > 0 && (
                      <p className="person-skills">
                        {c.skills.slice(0, 8).map((s) => (
                          <span key={s} className="chip">
                            {s}
                          </span>
                        ))}
                      </p>
                    )}
                    <div className="person-foot">
                      <span className="small muted">
                        {c.applicationCount} application{c.applicationCount === 1 ? '' : 's'} · last{' '}
                        {dateText(c.lastAppliedAt)}
                      </span>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-expanded={openId === c.candidate.id}
                        onClick={() => setOpenId(openId === c.candidate.id ? null : c.candidate.id)}
                      >
                        {openId === c.candidate.id ? 'Hide applications' : 'Applications'}
                      </Button>
                    </div>
                    {openId === c.candidate.id && <CandidateApplications id={c.candidate.id} />}
                  </li>
                ))}
              </ul>
              <Pager
                page={data.page}
                totalPages={data.totalPages}
                total={data.total}
                limit={data.limit}
                noun="candidates"
                onPage={setPage}
              />
            </>
          )
        }
      </LoadBoundary>
    </>
  );
}

function CandidateApplications({ id }: { id: string }) {
  const data = useLoad(() => recruiter.candidate(id), id, 'Their applications could not be loaded.');
  return (
    <div className="person-apps">
      <LoadBoundary state={data} what="their applications">
        {(c) => (
          <ul>
            {c.applications.map((a) => (
              <li key={a.id}>
                <ScorePill score={a.atsScore} status={a.atsStatus} />
                <div>
                  <a href={`/recruiter/jobs/${a.jobId}/applications?open=${a.id}`}>{a.jobTitle}</a>
                  <Reasons reasons={a.reasons} />
                </div>
                <StatusBadge status={a.status} />
              </li>
            ))}
          </ul>
        )}
      </LoadBoundary>
    </div>
  );
}
