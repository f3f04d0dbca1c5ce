/**
 * The labels candidates see beside an employer (PRODUCT.md "Trust"). Apart from employers.ts, whose
 * schemas would bring zod into the badge every island's kit carries.
 */
export const VERIFIED_EMPLOYER_LABEL = 'Verified employer';
export const UNVERIFIED_EMPLOYER_LABEL = 'Unverified employer';
