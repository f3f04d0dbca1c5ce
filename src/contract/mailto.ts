/**
 * A mailto link to a sender's address; characters that would add a header or a recipient are encoded.
 * Apart from contact.ts: the admin's dashboard links senders, and contact.ts would bring its schemas.
 */
export const mailtoHref = (address: string) =>
  `mailto:${address.trim().replace(/[?&#%,;\s<>"]/g, (ch) => encodeURIComponent(ch))}`;
