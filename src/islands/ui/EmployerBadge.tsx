import { UNVERIFIED_EMPLOYER_LABEL, VERIFIED_EMPLOYER_LABEL } from '../../contract';
import { Badge } from './Badge';

/** "Verified employer" or "Unverified employer" beside a company's name (the same words as the public pages). */
export function EmployerBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge variant="success" className="employer-badge">
      <span aria-hidden="true">✓ </span>
      {VERIFIED_EMPLOYER_LABEL}
    </Badge>
  ) : (
    <Badge variant="neutral" className="employer-badge">
      {UNVERIFIED_EMPLOYER_LABEL}
    </Badge>
  );
}
