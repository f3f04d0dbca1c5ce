import { describe, expect, it } from 'vitest';

import { publicPath } from '../../../src/layouts/paths';

describe('publicPath', () => {
  it('drops the .html of file-format pages and trailing slashes', () => {
    expect(publicPath('/')).toBe('/');
    expect(publicPath('/index.html')).toBe('/');
    expect(publicPath('/terms.html')).toBe('/terms');
    expect(publicPath('/privacy')).toBe('/privacy');
    expect(publicPath('/privacy/')).toBe('/privacy');
    expect(publicPath('/docs/index.html')).toBe('/docs');
  });
});
