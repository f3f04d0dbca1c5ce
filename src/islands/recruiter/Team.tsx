import { type FormEvent, useRef, useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { team } from '../../client/api/team';
import { schemaOnDemand } from '../../client/browser/forms';
import type { Team as TeamData, TeamMember } from '../../contract';
import { INVITE_TTL_DAYS, TEAM_MESSAGES } from '../../contract/team-words';
import { useLoad } from '../hooks/use-load';
import { useTime } from '../hooks/use-time';
import { Alert, Badge, Button, TextField } from '../ui';
import { Dialog } from '../ui/Dialog';
import { LoadBoundary, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';

type Outcome = { variant: 'success' | 'error'; text: string } | null;

/** /recruiter/team: the company's members, inviting colleagues, open invitations; the owner removes members. */
export default function Team() {
  return (
    <WorkspacePage role="recruiter">
      <TeamScreen />
    </WorkspacePage>
  );
}

function TeamScreen() {
  const data = useLoad(() => team.get(), 'team', 'Your team could not be loaded.');
  return (
    <>
      <PageHeader title="Team" lead="Colleagues who share your company's jobs, applicants and private notes." />
      <LoadBoundary state={data} what="your team">
        {(t) => <TeamBody team={t} reload={data.reload} />}
      </LoadBoundary>
    </>
  );
}

function TeamBody({ team: t, reload }: { team: TeamData; reload: () => void }) {
  const { dateText } = useTime();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [handing, setHanding] = useState<TeamMember | null>(null);
  const [busy, setBusy] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);

  function report(next: Outcome) {
    setOutcome(next);
    // Focus follows the outcome, so keyboard and screen-reader users land on what happened.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  async function remove() {
    if (!removing) return;
    setBusy(true);
    try {
      const { message } = await team.removeMember(removing.id);
      report({ variant: 'success', text: `${removing.fullName}: ${message}` });
      reload();
    } catch (err) {
      report({ variant: 'error', text: failureMessage(err, 'The member could not be removed. Please try again.') });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  async function handOver() {
    if (!handing) return;
    setBusy(true);
    try {
      await team.transferOwnership(handing.id);
      report({ variant: 'success', text: TEAM_MESSAGES.transferred(handing.fullName) });
      reload();
    } catch (err) {
      report({
        variant: 'error',
        text: failureMessage(err, 'The company could not be handed over. Please try again.'),
      });
    } finally {
      setBusy(false);
      setHanding(null);
    }
  }

  async function cancel(id: string, email: string) {
    try {
      await team.cancelInvite(id);
      report({ variant: 'success', text: `The invitation to ${email} is cancelled.` });
      reload();
    } catch (err) {
      report({
        variant: 'error',
        text: failureMessage(err, 'The invitation could not be cancelled. Please try again.'),
      });
    }
  }

  return (
    <div className="team">
      <div ref={outcomeRef} tabIndex={-1} className="team-outcome">
        {outcome && <Alert variant={outcome.variant}>{outcome.text}</Alert>}
      </div>
      <section className="card form-card" aria-labelledby="members-h">
        <h2 id="members-h">Members of {t.company.name}</h2>
        <ul className="team-list">
          {t.members.map((m) => (
            <li key={m.id} className="team-row">
              <div className="team-who">
                <span>
                  <strong>{m.fullName}</strong>
                  {m.you && <span className="muted"> (you)</span>}
                </span>
                <span className="muted small team-email">{m.email}</span>
              </div>
              <div className="team-actions">
                {m.owner ? <Badge variant="success">Owner</Badge> : <Badge variant="neutral">Member</Badge>}
                {t.youOwn && !m.owner && (
                  <>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setHanding(m)}
                      aria-label={`Make ${m.fullName} the owner`}
                    >
                      Make owner
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setRemoving(m)}
                      aria-label={`Remove ${m.fullName}`}
                    >
                      Remove
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
        {!t.youOwn && (
          <p className="muted small">
            Only the owner of the company can remove members, change its name or website, or hand it over.
          </p>
        )}
        {t.youOwn && (
          <p className="muted small">
            You own {t.company.name}: you change its name and website. To leave it for another company, hand it over to
            a colleague first.
          </p>
        )}
      </section>

      <InviteForm canInvite={t.canInvite} onInvited={(text) => (report({ variant: 'success', text }), reload())} />

      <section className="card form-card" aria-labelledby="invites-h">
        <h2 id="invites-h">Open invitations</h2>
        {t.invites.length === 0 ? (
          <p className="muted">No open invitations.</p>
        ) : (
          <ul className="team-list">
            {t.invites.map((i) => (
              <li key={i.id} className="team-row">
                <div className="team-who">
                  <strong className="team-email">{i.email}</strong>
                  <span className="muted small">
                    Invited by {i.invitedBy} · expires {dateText(i.expiresAt)}
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => cancel(i.id, i.email)}
                  aria-label={`Cancel the invitation to ${i.email}`}
                >
                  Cancel invitation
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Dialog
        open={handing !== null}
        title={handing ? `Make ${handing.fullName} the owner?` : 'Hand over the company'}
        onClose={() => setHanding(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setHanding(null)}>
              Keep it
            </Button>
            <Button onClick={handOver} loading={busy} loadingText="Handing over...">
              Hand over {t.company.name}
            </Button>
          </>
        }
      >
        <p>
          {handing?.fullName} will own {t.company.name}: only they change its name and website and remove members. You
          stay a member, and can then leave it for another company.
        </p>
      </Dialog>

      <Dialog
        open={removing !== null}
        title={removing ? `Remove ${removing.fullName}?` : 'Remove member'}
        onClose={() => setRemoving(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              Keep them
            </Button>
            <Button variant="danger" onClick={remove} loading={busy} loadingText="Removing...">
              Remove from {t.company.name}
            </Button>
          </>
        }
      >
        <p>
          They lose access to {t.company.name}&rsquo;s jobs, applicants, notes and conversations at once, and are signed
          out everywhere. Jobs they posted stay with the company.
        </p>
      </Dialog>
    </div>
  );
}

const inviteCheck = schemaOnDemand(() => import('../../contract/team').then((m) => m.inviteInputSchema));

function InviteForm({ canInvite, onInvited }: { canInvite: boolean; onInvited: (message: string) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const checked = await inviteCheck.validate({ email });
      if (!checked.ok) return setError(checked.errors.email ?? null);
      setError(null);
      setBusy(true);
      const { message } = await team.invite(checked.data.email);
      setEmail('');
      onInvited(message);
    } catch (err) {
      setError(failureMessage(err, 'The invitation could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="card form-card"
      onSubmit={submit}
      onFocus={inviteCheck.preload}
      noValidate
      aria-labelledby="invite-h"
    >
      <h2 id="invite-h">Invite a colleague</h2>
      {canInvite ? (
        <>
          <p className="muted small">
            We email them a link that works once and expires in {INVITE_TTL_DAYS} days. Accepting creates their account,
            or adds their existing recruiter account, to your company.
          </p>
          <TextField
            label="Work email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
          />
          <div className="form-actions">
            <Button type="submit" loading={busy} loadingText="Sending...">
              Send invitation
            </Button>
          </div>
        </>
      ) : (
        <Alert variant="info">
          Verify your email address to invite colleagues: open the link we emailed you, or use “Resend the link” at the
          top of the page.
        </Alert>
      )}
    </form>
  );
}
