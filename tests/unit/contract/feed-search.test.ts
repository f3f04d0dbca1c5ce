// Find jobs' search lives in the address: the island's first render and the server's first screen read it with one
// rule, and the feed call's query comes from it.
import { describe, expect, it } from 'vitest';

import { FEED_SEARCH_DEFAULTS, feedQuery, feedQuerySchema, feedSearchOf } from '../../../src/contract';

describe('feedSearchOf', () => {
  it('reads every filter from the address, a missing or empty one as unset, and ignores other parameters', () => {
    expect(feedSearchOf('')).toEqual(FEED_SEARCH_DEFAULTS);
    expect(feedSearchOf('?q=r%C3%A9sum%C3%A9+%D7%A2%D7%91%D7%A8%D7%99%D7%AA&location=&sort=newest&utm=x')).toEqual({
      ...FEED_SEARCH_DEFAULTS,
      q: 'résumé עברית',
      sort: 'newest',
    });
  });
});

describe('feedQuery', () => {
  it("drops unset filters and choices the lists do not offer, and the API's schema accepts what is left", () => {
    const query = feedQuery(feedSearchOf('?workplaceType=moon&employmentType=contract&minSalary=5000&sort=sideways'));
    expect(query).toMatchObject({
      workplaceType: undefined,
      employmentType: 'contract',
      minSalary: 5000,
      sort: undefined,
    });
    expect(feedQuerySchema.parse(query)).toMatchObject({ employmentType: 'contract', minSalary: 5000, sort: 'match' });
  });

  it('leaves a value out of range to the schema, which refuses it with its message', () => {
    const result = feedQuerySchema.safeParse(feedQuery(feedSearchOf('?postedWithin=999')));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Posted within must be a number of days up to 365');
  });
});
