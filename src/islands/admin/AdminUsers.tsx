import { type FormEvent, useEffect, useRef, useState } from 'react';

import { adminApi } from '../../client/api/admin';
import { failureMessage } from '../../client/api/client';
import { announce } from '../../client/browser/announce';
import { focusAfterRender, focusFirst } from '../../client/browser/focus';
import {
  ACCOUNT_STATUS,
  ACCOUNT_STATUSES,
  type AccountStatus,
  ADMIN_USER_SEARCH_MAX,
  type AdminUser,
  type AdminUserList,
  type Role,
  ROLE_WORDS,
  ROLES,
} from '../../contract';
import { useLoad } from '../hooks/use-load';
import { useTime } from '../hooks/use-time';
import { Alert, Badge, Button, EmptyState, TextField } from '../ui';
import { Dialog } from '../ui/Dialog';
import { Pager } from '../ui/Pager';
import { LoadStatus, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';

interface Query {
  q: string;
  role: Role | '';
  status: AccountStatus | '';
}
const NO_QUERY: Query = { q: '', role: '', status: '' };

function Select<T extends string>(props: {
  id: string;
  label: string;
  value: T | '';
  options: readonly T[];
  words: (v: T) => string;
  any: string;
  onChange: (v: T | '') => void;
}) {
  return (
    <div className="field">
      <label className="label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="select"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as T | '')}
      >
        <option value="">{props.any}</option>
        {props.options.map((v) => (
          <option key={v} value={v}>
            {props.words(v)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** How many matched, in words: what the search announces. */
function resultWords(list: AdminUserList): string {
  if (list.total === 0) return 'No users match this search.';
  return `${list.total.toLocaleString()} ${list.total === 1 ? 'user' : 'users'} found, page ${list.page} of ${list.totalPages}.`;
}

/** /admin/users: find an account by name or email, filter by role and status, suspend or restore it. */
export default function AdminUsers() {
  const { dateText } = useTime();
  const [draft, setDraft] = useState<Query>(NO_QUERY);
  const [query, setQuery] = useState<Query>(NO_QUERY);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const searched = useRef(false);
  const list = useLoad<AdminUserList>(
    () =>
      adminApi.users({
        q: query.q || undefined,
        role: query.role || undefined,
        status: query.status || undefined,
        page,
      }),
    JSON.stringify([query, page]),
    'The users could not be loaded. Try again in a moment.',
  );
  const data = list.status === 'ready' ? list.data : null;

  // A search says what it found (a screen reader hears the count; the list itself is not a live region).
  useEffect(() => {
    if (!data || !searched.current) return;
    searched.current = false;
    announce(resultWords(data));
  }, [data]);

  function search(event: FormEvent) {
    event.preventDefault();
    searched.current = true;
    setDone(null);
    setQuery({ ...draft, q: draft.q.trim() });
    setPage(1);
  }

  function clear() {
    // The clear button goes with the query: focus moves to the search box before it goes.
    focusFirst('#user-search');
    searched.current = true;
    setDraft(NO_QUERY);
    setQuery(NO_QUERY);
    setPage(1);
  }

  async function confirm() {
    if (!pending) return;
    const suspend = pending.status !== 'suspended';
    setBusy(true);
    setError(null);
    try {
      const updated = suspend ? await adminApi.suspendUser(pending.id) : await adminApi.restoreUser(pending.id);
      const text = `${updated.fullName} is ${suspend ? 'suspended: signed out everywhere, open jobs closed' : 'restored and can sign in again'}.`;
      setDone(text);
      announce(text);
      if (list.status === 'ready')
        list.setData({ ...list.data, users: list.data.users.map((u) => (u.id === updated.id ? updated : u)) });
      setPending(null);
    } catch (err) {
      setError(failureMessage(err, 'That did not work. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  const filtered = query.q !== '' || query.role !== '' || query.status !== '';
  const suspending = pending?.status !== 'suspended';
  return (
    <WorkspacePage role="admin">
      <PageHeader
        title="Users"
        lead="Find an account by name or email, narrow by role or status, and suspend or restore it."
      />
      <form className="card admin-panel user-search" role="search" aria-label="Users" onSubmit={search}>
        <TextField
          id="user-search"
          label="Name or email"
          type="search"
          value={draft.q}
          maxLength={ADMIN_USER_SEARCH_MAX}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
        <div className="user-search-filters">
          <Select
            id="user-role"
            label="Role"
            value={draft.role}
            options={ROLES}
            words={(r) => ROLE_WORDS[r]}
            any="Any role"
            onChange={(role) => setDraft({ ...draft, role })}
          />
          <Select
            id="user-status"
            label="Status"
            value={draft.status}
            options={ACCOUNT_STATUSES}
            words={(s) => ACCOUNT_STATUS[s].label}
            any="Any status"
            onChange={(status) => setDraft({ ...draft, status })}
          />
        </div>
        <div className="user-search-actions">
          <Button type="submit">Search</Button>
          {filtered && (
            <Button type="button" variant="ghost" onClick={clear}>
              Clear
            </Button>
          )}
        </div>
      </form>

      {done && (
        <Alert variant="success" quiet>
          {done}
        </Alert>
      )}
      <LoadStatus state={list} what="users" />
      {data && data.total === 0 && (
        <EmptyState
          title={filtered ? 'No users match' : 'No users yet'}
          description={
            filtered
              ? 'Nobody matches this name, email, role and status. Check the spelling, or clear the filters.'
              : 'Accounts appear here as people sign up.'
          }
          action={
            filtered ? (
              <Button variant="secondary" onClick={clear}>
                Clear the search
              </Button>
            ) : undefined
          }
        />
      )}
      {data && data.total > 0 && (
        <section className="card admin-panel" aria-labelledby="user-results">
          <h2 id="user-results" className="user-results-head" tabIndex={-1}>
            {resultWords(data)}
          </h2>
          <ul className="user-list" aria-labelledby="user-results">
            {data.users.map((u) => {
              const { label, tone } = ACCOUNT_STATUS[u.status];
              return (
                <li key={u.id} className="user-row">
                  <div className="user-who">
                    <strong dir="auto">{u.fullName}</strong>
                    <span className="muted" dir="auto">
                      {u.email}
                    </span>
                  </div>
                  <div className="user-facts">
                    <span>{u.role}</span>
                    <Badge variant={tone}>{label}</Badge>
                    <span className="muted">
                      Joined <time dateTime={u.createdAt}>{dateText(u.createdAt)}</time>
                    </span>
                  </div>
                  {u.role !== ROLE_WORDS.admin && (
                    <Button
                      size="sm"
                      variant={u.status === 'suspended' ? 'secondary' : 'danger'}
                      aria-label={`${u.status === 'suspended' ? 'Restore' : 'Suspend'} ${u.fullName}`}
                      onClick={() => {
                        setError(null);
                        setPending(u);
                      }}
                    >
                      {u.status === 'suspended' ? 'Restore' : 'Suspend'}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          <Pager
            page={data.page}
            totalPages={data.totalPages}
            total={data.total}
            limit={data.limit}
            noun="users"
            onPage={(p) => {
              setPage(p);
              focusAfterRender('#user-results');
            }}
          />
        </section>
      )}

      <Dialog
        open={pending !== null}
        title={pending ? `${suspending ? 'Suspend' : 'Restore'} ${pending.fullName}?` : ''}
        onClose={() => !busy && setPending(null)}
        returnTo={['#user-results', '#user-search']}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPending(null)} disabled={busy}>
              Cancel
            </Button>
            <Button variant={suspending ? 'danger' : 'primary'} loading={busy} onClick={() => void confirm()}>
              {suspending ? 'Suspend account' : 'Restore account'}
            </Button>
          </>
        }
      >
        {pending && (
          <p className="user-dialog-text">
            {suspending
              ? `${pending.email} will be signed out everywhere, cannot sign in, and any open jobs they posted close. They are told by a notice. You can restore the account later.`
              : `${pending.email} can sign in again. Jobs closed by the suspension stay closed until they reopen them.`}
          </p>
        )}
        {error && <Alert variant="error">{error}</Alert>}
      </Dialog>
    </WorkspacePage>
  );
}
