import { CONFUSABLES_HEX, CONFUSABLES_VERSION } from './unicode/confusables.gen';

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

/**
 * The host of a website address or the domain of an email address, lowercased, without `www.`,
 * with punycode labels decoded to the Unicode they stand for ('' for a website with userinfo:
 * `https://acme.com@evil.example` goes to evil.example, so it names no host of the company's).
 */
export function hostOf(value: string): string {
  const v = value.trim().toLowerCase();
  if (!v) return '';
  if (v.includes('@') && !v.includes('/')) return decodeHost(v.slice(v.lastIndexOf('@') + 1).replace(/\.$/, ''));
  try {
    const url = new URL(/^[a-z]+:\/\//.test(v) ? v : `https://${v}`);
    if (url.username || url.password || url.href.split('/')[2]!.includes('@')) return '';
    return decodeHost(url.hostname.replace(/^www\./, '').replace(/\.$/, ''));
  } catch {
    return '';
  }
}

/** Whether a website address carries userinfo (`user@` before the host): refused, it hides the real host. */
export function hasUserinfo(website: string): boolean {
  const rest = website.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  return rest.split(/[/?#]/)[0]!.includes('@');
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

/**
 * UTS #39 confusable skeletons, from Unicode's confusables.txt (vendored with its version in
 * ./unicode; `npm run confusables` turns it into the module read here): NFD, each character replaced
 * by the prototype it reads as, NFD again. Two strings with one skeleton look the same.
 */
const fromHex = (codes: string) => String.fromCodePoint(...codes.split(' ').map((h) => parseInt(h, 16)));
const CONFUSABLE: Record<string, string> = Object.fromEntries(
  CONFUSABLES_HEX.split(';').map((entry) => {
    const [source, target] = entry.split('>');
    return [fromHex(source!), fromHex(target!)];
  }),
);
export { CONFUSABLES_VERSION };

export function skeleton(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFD')) out += CONFUSABLE[ch] ?? ch;
  return out.normalize('NFD');
}

/**
 * Small capitals are capital letters at lowercase height. Names compare without case, so each
 * folds to its letter (confusables.txt maps some to the Latin letter, others, such as ᴋ and ᴍ, to
 * another script's lookalike, which a case-insensitive comparison would miss).
 */
const SMALL_CAPITALS: Record<string, string> = {
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ꞯ: 'q',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
};

/** Words that name a legal form, not the company ("Acme Inc." is "Acme"). */
const LEGAL_FORMS = new Set(
  'inc incorporated llc llp ltd limited pvt private plc corp corporation co company gmbh ag sa sarl bv pty oy ab'.split(
    ' ',
  ),
);

/**
 * The words of a name as lookalikes meet: compatibility forms (fullwidth letters), case and small
 * capitals, the UTS #39 skeleton taken without case (lowercase, skeleton, lowercase, skeleton, so
 * "0" and "O" and "o" meet), accents, symbols (™, ®) and punctuation dropped, legal forms left out.
 */
export function nameWords(name: string): string[] {
  let words = folded.get(name);
  if (!words) {
    if (folded.size >= FOLDED_MAX) folded.clear();
    folded.set(name, (words = foldWords(name)));
  }
  return words;
}
/** Folded names, kept while a request weighs one name against every verified company's. */
const folded = new Map<string, string[]>();
const FOLDED_MAX = 20_000;

function foldWords(name: string): string[] {
  let text = name
    .replace(/\p{So}/gu, ' ')
    .normalize('NFKC')
    .toLowerCase();
  text = [...text].map((ch) => SMALL_CAPITALS[ch] ?? ch).join('');
  for (let i = 0; i < 3; i++) {
    const next = skeleton(text).toLowerCase();
    if (next === text) break;
    text = next;
  }
  return text
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !LEGAL_FORMS.has(w));
}

/** The key two names share when they read the same: their words run together. */
export const nameKey = (name: string): string => nameWords(name).join('');

/** Names of at least this many characters (folded) are also held when one edit away. */
export const NEAR_NAME_MIN = 6;

/** Whether two strings are at most one insertion, deletion or substitution apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const [s, t] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < s.length && s[i] === t[i]) i++;
  return s.length === t.length ? s.slice(i + 1) === t.slice(i + 1) : s.slice(i) === t.slice(i + 1);
}

/** Whether `words` hold `inner` as a run of whole words. */
function containsWords(words: string[], inner: string[]) {
  if (inner.length === 0 || inner.length > words.length) return false;
  for (let i = 0; i + inner.length <= words.length; i++) if (inner.every((w, j) => words[i + j] === w)) return true;
  return false;
}

/**
 * How a name stands to a verified company's: 'same' when they read the same (refused), 'near'
 * when it holds the verified name (as whole words, or anywhere once that name has
 * NEAR_NAME_MIN characters) or is one edit from it (names of NEAR_NAME_MIN or more), else null.
 */
export function nameLikeness(name: string, verified: string): 'same' | 'near' | null {
  const [words, theirs] = [nameWords(name), nameWords(verified)];
  const [key, their] = [words.join(''), theirs.join('')];
  if (!key || !their) return null;
  if (key === their) return 'same';
  if (containsWords(words, theirs)) return 'near';
  if (their.length >= NEAR_NAME_MIN && (key.includes(their) || withinOneEdit(key, their))) return 'near';
  return null;
}

/** The first label of a registrable domain, folded as names are: "kestrelpay" of "kestrelpay.co.in". */
export function domainLabelKey(domain: string): string {
  return nameWords(decodeHost(domain).split('.')[0] ?? '').join('');
}

/**
 * How a website's domain stands to a verified company's: 'same' when they fold to one domain
 * (refused), 'near' when the label reads the same under another suffix, holds the verified label,
 * or is one edit from it (labels of NEAR_NAME_MIN or more), else null.
 */
export function domainLikeness(domain: string, verified: string): 'same' | 'near' | null {
  if (!domain || !verified) return null;
  const suffix = (d: string) => d.split('.').slice(1).join('.');
  const [label, their] = [domainLabelKey(domain), domainLabelKey(verified)];
  if (!label || !their) return null;
  if (label === their) return suffix(decodeHost(domain)) === suffix(decodeHost(verified)) ? 'same' : 'near';
  if (their.length >= NEAR_NAME_MIN && (label.includes(their) || withinOneEdit(label, their))) return 'near';
  return null;
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
  const domain = registrableDomain(decodeHost(typed));
  if (!domain) return '';
  const [label, ...suffix] = domain.split('.');
  return `${nameKey(label!)}.${suffix.join('.')}`;
}

// ---- Punycode (RFC 3492): hosts are compared as the Unicode they display ----------------------

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / 700) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + 38));
}

/** Decodes one punycode label (without its `xn--`); null when it is not valid punycode. */
export function punycodeDecode(input: string): string | null {
  const out: number[] = [];
  const cut = input.lastIndexOf('-');
  for (const ch of cut > 0 ? input.slice(0, cut) : '') {
    if (ch.charCodeAt(0) >= 0x80) return null;
    out.push(ch.charCodeAt(0));
  }
  let [n, bias, i] = [128, 72, 0];
  for (let pos = cut > 0 ? cut + 1 : 0; pos < input.length;) {
    const old = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (pos >= input.length) return null;
      const c = input.charCodeAt(pos++);
      const digit = c - 48 < 10 ? c - 22 : c - 65 < 26 ? c - 65 : c - 97 < 26 ? c - 97 : BASE;
      if (digit >= BASE) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (i > 0x10ffff * 64) return null;
    }
    bias = adapt(i - old, out.length + 1, old === 0);
    n += Math.floor(i / (out.length + 1));
    i %= out.length + 1;
    if (n > 0x10ffff) return null;
    out.splice(i++, 0, n);
  }
  return String.fromCodePoint(...out);
}

/** A host with its `xn--` labels decoded (a label that does not decode stays as it is). */
export function decodeHost(host: string): string {
  return host
    .split('.')
    .map((label) => (label.startsWith('xn--') ? (punycodeDecode(label.slice(4)) ?? label) : label))
    .join('.');
}
