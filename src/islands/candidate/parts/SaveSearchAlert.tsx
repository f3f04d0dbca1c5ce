import { useState } from 'react';

import { type AlertBody, candidate } from '../../../client/api/candidate';
import { failureMessage } from '../../../client/api/client';
import { Alert, Button } from '../../ui';

export interface SearchToSave {
  q: string;
  location: string;
  workplaceType: string;
  employmentType: string;
  minSalary: string;
}

/** The alert a search becomes: its keywords and filters, sent daily, named after what it looks for. */
export function alertFromSearch(s: SearchToSave): AlertBody {
  return {
    name: [s.q, s.location].filter(Boolean).join(' in ').slice(0, 80),
    keywords: s.q,
    location: s.location,
    workplaceType: (s.workplaceType || null) as AlertBody['workplaceType'],
    employmentType: (s.employmentType || null) as AlertBody['employmentType'],
    minSalary: s.minSalary ? Number(s.minSalary) : null,
    frequency: 'daily',
  };
}

/** "Save this search as an alert": one click, then a link to the alerts it joined. */
export function SaveSearchAlert({ search }: { search: SearchToSave }) {
  const [state, setState] = useState<{ status: 'idle' | 'saving' | 'saved' } | { status: 'error'; message: string }>({
    status: 'idle',
  });
  const key = JSON.stringify(search);
  const [savedFor, setSavedFor] = useState<string | null>(null);
  if (state.status === 'saved' && savedFor === key)
    return (
      <Alert variant="success">
        Saved as a daily alert. <a href="/dashboard/job-alerts">Manage your alerts</a>
      </Alert>
    );
  async function save() {
    setState({ status: 'saving' });
    try {
      await candidate.createAlert(alertFromSearch(search));
      setSavedFor(key);
      setState({ status: 'saved' });
    } catch (err) {
      setState({ status: 'error', message: failureMessage(err, 'We could not save this alert. Try again.') });
    }
  }
  return (
    <>
      <Button variant="secondary" size="sm" loading={state.status === 'saving'} loadingText="Saving…" onClick={save}>
        Save this search as an alert
      </Button>
      {state.status === 'error' && <Alert variant="error">{state.message}</Alert>}
    </>
  );
}
