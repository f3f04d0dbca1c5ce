import { interviews } from '../../../client/api/interviews';
import { onDemand } from '../../../client/browser/on-demand';
import type { CandidateApplicationDetail } from '../../../contract';
import { useLoad } from '../../hooks/use-load';
import { useOnDemand } from '../../hooks/use-on-demand';

// Most applications have no interview: its view (the times, the booking and their words) is fetched when one is there.
const loadView = onDemand(() => import('./InterviewView').then((m) => m.InterviewView));

/** The interview on the candidate's application page, when there is one. */
export function InterviewCard({ app }: { app: CandidateApplicationDetail }) {
  const state = useLoad(
    () => interviews.candidateInterview(app.id),
    `interview-${app.id}-${app.status}`,
    'We could not load the interview.',
  );
  const interview = state.status === 'ready' ? state.data.interview : null;
  const InterviewView = useOnDemand(loadView, interview !== null);
  if (state.status !== 'ready' || !interview || !InterviewView) return null;
  return <InterviewView app={app} state={{ data: { ...state.data, interview }, setData: state.setData }} />;
}
