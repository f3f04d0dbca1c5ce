import { longDayText, type Offer, payText } from '../../contract';
import { useTime } from '../hooks/use-time';

/**
 * The offer's structured fields as a short list, on the recruiter's panel and the candidate's page:
 * pay by the one money formatter, the joining day as a calendar day, the expiry in the reader's zone
 * ("Expired on …" once the page knows it has passed). Nothing when the recruiter left them all out.
 */
export function OfferFacts({ offer: o, expired }: { offer: Offer; expired: boolean }) {
  const { dateTimeText } = useTime();
  const pay =
    o.pay && payText({ min: o.pay.amount, max: o.pay.amount, currency: o.pay.currency, period: o.pay.period });
  const facts: [string, string][] = [
    ...(o.title ? [['Title', o.title] as [string, string]] : []),
    ...(pay ? [['Pay', pay] as [string, string]] : []),
    ...(o.joiningDate ? [['Joining date', longDayText(o.joiningDate)] as [string, string]] : []),
    ...(o.location ? [['Location', o.location] as [string, string]] : []),
    ...(o.expiresAt ? [[expired ? 'Expired on' : 'Accept by', dateTimeText(o.expiresAt)] as [string, string]] : []),
  ];
  if (facts.length === 0) return null;
  return (
    <dl className="offer-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
