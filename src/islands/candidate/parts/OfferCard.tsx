import { offers } from '../../../client/api/offers';
import { onDemand } from '../../../client/browser/on-demand';
import type { CandidateApplicationDetail } from '../../../contract';
import { useLoad } from '../../hooks/use-load';
import { useOnDemand } from '../../hooks/use-on-demand';

// Most applications have no offer: its view (the letter, the answers and their words) is fetched when one is there.
const loadView = onDemand(() => import('./OfferView').then((m) => m.OfferView));

/** The offer on the candidate's application page, when there is one. */
export function OfferCard({ app, onAnswered }: { app: CandidateApplicationDetail; onAnswered: () => void }) {
  const offer = useLoad(
    () => offers.candidateOffer(app.id).then((r) => r.offer),
    `offer-${app.id}-${app.status}`,
    'We could not load the offer.',
  );
  const OfferView = useOnDemand(loadView, offer.status === 'ready' && offer.data !== null);
  if (offer.status !== 'ready' || !offer.data || !OfferView) return null;
  return <OfferView app={app} offer={{ ...offer, data: offer.data }} onAnswered={onAnswered} />;
}
