/**
 * A company's identity as the verification rules see it: the registrable domain of its website,
 * whether that domain can ever prove anything, and the folded keys that make lookalikes equal.
 * Pure functions, no I/O.
 */

/** Suffixes under which a registrable domain has three labels (a small, common part of the Public Suffix List). */
const TWO_LABEL_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'ac.uk',
  'gov.uk',
  'ltd.uk',
  'plc.uk',
  'me.uk',
  'co.in',
  'net.in',
  'org.in',
  'firm.in',
  'gen.in',
  'ind.in',
  'ac.in',
  'gov.in',
  'edu.in',
  'com.au',
  'net.au',
  'org.au',
  'edu.au',
  'co.nz',
  'org.nz',
  'co.jp',
  'ne.jp',
  'or.jp',
  'co.kr',
  'or.kr',
  'com.br',
  'com.cn',
  'com.hk',
  'com.tw',
  'com.sg',
  'com.my',
  'com.ph',
  'com.vn',
  'co.id',
  'co.th',
  'com.pk',
  'co.za',
  'com.ng',
  'com.eg',
  'com.sa',
  'co.il',
  'com.tr',
  'com.mx',
  'com.ar',
  'com.co',
  'com.pe',
  'co.ke',
]);

/** Hosting platforms: a site under them says nothing about who runs it. */
const PLATFORM_SUFFIXES = new Set([
  'github.io',
  'gitlab.io',
  'vercel.app',
  'netlify.app',
  'pages.dev',
  'workers.dev',
  'herokuapp.com',
  'web.app',
  'firebaseapp.com',
  'blogspot.com',
  'wordpress.com',
  'wixsite.com',
  'weebly.com',
  'squarespace.com',
  'webflow.io',
  'carrd.co',
  'notion.site',
  'azurewebsites.net',
]);

/** Mailbox and social domains anyone can hold an address or a page at: never a company's own. */
const FREE_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'google.com',
  'yahoo.com',
  'yahoo.co.in',
  'yahoo.co.uk',
  'ymail.com',
  'rocketmail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'zoho.com',
  'zohomail.in',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'web.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'rediffmail.com',
  'qq.com',
  '163.com',
  '126.com',
  'fastmail.com',
  'tutanota.com',
  'tuta.io',
  'hey.com',
  'inbox.com',
  'hushmail.com',
  // Reserved for documentation (RFC 2606): anyone may write them.
  'example.com',
  'example.org',
  'example.net',
  'linkedin.com',
  'facebook.com',
  'instagram.com',
  'x.com',
  'twitter.com',
  'github.com',
  'gitlab.com',
  'medium.com',
  'sites.google.com',
  'angel.co',
  'wellfound.com',
]);

/** Disposable inbox services: an address there proves nothing about anyone. */
const DISPOSABLE = new Set([
  'mailinator.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'sharklasers.com',
  'grr.la',
  '10minutemail.com',
  '10minutemail.net',
  'temp-mail.org',
  'tempmail.com',
  'tempmail.dev',
  'tempmailo.com',
  'throwawaymail.com',
  'yopmail.com',
  'yopmail.net',
  'getnada.com',
  'nada.email',
  'trashmail.com',
  'dispostable.com',
  'maildrop.cc',
  'mailnesia.com',
  'mintemail.com',
  'mohmal.com',
  'emailondeck.com',
  'fakeinbox.com',
  'spamgourmet.com',
  'mailcatch.com',
  'tempinbox.com',
  'burnermail.io',
  'moakt.com',
  'mailpoof.com',
  'tempr.email',
  'discard.email',
  'inboxkitten.com',
  'mail.tm',
]);

/** The host of a website address or the domain of an email address, lowercased, without `www.`. */
export function hostOf(value: string): string {
  const v = value.trim().toLowerCase();
  if (!v) return '';
  if (v.includes('@') && !v.includes('/')) return v.slice(v.lastIndexOf('@') + 1).replace(/\.$/, '');
  try {
    return new URL(/^[a-z]+:\/\//.test(v) ? v : `https://${v}`).hostname.replace(/^www\./, '').replace(/\.$/, '');
  } catch {
    return '';
  }
}

/** The registrable domain of a host ("careers.acme.co.uk" → "acme.co.uk"); '' when there is none. */
export function registrableDomain(host: string): string {
  const labels = host.toLowerCase().split('.').filter(Boolean);
  if (labels.length < 2 || /^[0-9.]+$/.test(host) || host.includes(':')) return '';
  const lastTwo = labels.slice(-2).join('.');
  const keep = TWO_LABEL_SUFFIXES.has(lastTwo) || PLATFORM_SUFFIXES.has(lastTwo) ? 3 : 2;
  return labels.length >= keep ? labels.slice(-keep).join('.') : '';
}

/** Free-mail, disposable and platform domains never prove who an employer is. */
export function provesNothing(domain: string): boolean {
  const lastTwo = domain.split('.').slice(-2).join('.');
  return (
    !domain ||
    FREE_MAIL.has(domain) ||
    DISPOSABLE.has(domain) ||
    PLATFORM_SUFFIXES.has(domain) ||
    PLATFORM_SUFFIXES.has(lastTwo)
  );
}

/** The domain a website can be verified by: its registrable domain, or '' when that proves nothing. */
export function evidenceDomain(website: string): string {
  const domain = registrableDomain(hostOf(website));
  return provesNothing(domain) ? '' : domain;
}

/** Whether an email address is at the given registrable domain (or one of its subdomains). */
export function emailAtDomain(email: string, domain: string): boolean {
  const host = hostOf(email);
  return !!domain && !provesNothing(domain) && (host === domain || host.endsWith(`.${domain}`));
}

/** Letters that look alike in common fonts, folded to the Latin letter they imitate. */
const HOMOGLYPHS: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ь: 'b',
  г: 'r',
  п: 'n',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ζ: 'z',
  // Digits and signs used for letters
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '|': 'l',
  '!': 'l',
  // Latin letters that pass for others
  i: 'l',
  ı: 'l',
  ł: 'l',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'p',
};

/** Words that name a legal form, not the company ("Acme Inc." is "Acme"). */
const LEGAL_FORMS =
  /\b(inc|incorporated|llc|llp|ltd|limited|pvt|private|plc|corp|corporation|co|company|gmbh|ag|sa|sarl|bv|pty|oy|ab)\b\.?/g;

/** Folds a name so lookalikes meet: compatibility forms, accents, case, homoglyphs, legal forms, spaces and punctuation. */
export function foldName(name: string): string {
  const plain = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(LEGAL_FORMS, ' ');
  let out = '';
  for (const ch of plain) out += HOMOGLYPHS[ch] ?? ch;
  return out
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The folded key of a website's domain: "g00gle.com", "GOOGLE.com." and "gооgle.com" (Cyrillic) all meet "google.com". */
export function domainKey(website: string): string {
  // The host as typed, before the URL parser turns Unicode into punycode, so homoglyphs can be folded.
  const typed = website
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .split(/[/?#:]/)[0]!
    .replace(/^www\./, '');
  const domain = registrableDomain(typed);
  if (!domain) return '';
  const [label, ...suffix] = domain.split('.');
  return `${foldName(label!)}.${suffix.join('.')}`;
}
