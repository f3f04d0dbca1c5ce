import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { CONFUSABLES_MODULE, CONFUSABLES_TXT, confusablesModule } from '../../scripts/lib/confusables';
import {
  CONFUSABLES_VERSION,
  decodeHost,
  domainLikeness,
  nameKey,
  nameLikeness,
  punycodeDecode,
  skeleton,
  withinOneEdit,
} from '../../worker/companies/identity';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('UTS #39 skeletons from the vendored confusables.txt', () => {
  it('the generated table is the vendored text (npm run confusables after replacing it)', () => {
    expect(read(CONFUSABLES_MODULE)).toBe(confusablesModule(read(CONFUSABLES_TXT)));
    expect(CONFUSABLES_VERSION).toBe(read(CONFUSABLES_TXT).match(/^# Version: (\S+)/m)![1]);
  });

  it('maps what Unicode lists: Lisu KA to K, Latin alpha to a, Cyrillic shha to h, m to rn', () => {
    expect(skeleton('ꓗestrel Pɑy')).toBe('Kestrel Pay');
    expect(skeleton('Brigһtpath')).toBe('Brightpath');
    expect(skeleton('m')).toBe('rn');
    expect(nameKey('ᴋestrel Pay')).toBe(nameKey('Kestrel Pay'));
    expect(nameKey('ＫＥＳＴＲＥＬ PAY™')).toBe(nameKey('kestrel pay'));
  });

  it('weighs names: the same, close (contains, one edit from a name of six or more), or apart', () => {
    expect(nameLikeness('Kestrel Pɑy', 'Kestrel Pay')).toBe('same');
    expect(nameLikeness('Kestrel Pay (Official)', 'Kestrel Pay')).toBe('near');
    expect(nameLikeness('Kestrel Pays', 'Kestrel Pay')).toBe('near');
    expect(nameLikeness('Ola Foods', 'Ola')).toBe('near');
    expect(nameLikeness('Koala Foods', 'Ola')).toBeNull();
    expect(nameLikeness('Olx', 'Ola')).toBeNull();
    expect(nameLikeness('Kestrel Careers', 'Kestrel Pay')).toBeNull();
    expect(withinOneEdit('kestrelpay', 'kestrelpays')).toBe(true);
    expect(withinOneEdit('kestrelpay', 'kestre1pay')).toBe(true);
    expect(withinOneEdit('kestrelpay', 'kestrlepay')).toBe(false);
  });

  it('decodes punycode hosts before weighing domains', () => {
    expect(punycodeDecode('mnchen-3ya')).toBe('münchen');
    expect(decodeHost('xn--kestrelpy-7yh.com')).toBe('kestrelpаy.com');
    expect(domainLikeness('xn--kestrelpy-7yh.com', 'kestrelpay.com')).toBe('same');
    expect(domainLikeness('kestrelpay.in', 'kestrelpay.com')).toBe('near');
    expect(domainLikeness('acme.com', 'kestrelpay.com')).toBeNull();
  });
});
