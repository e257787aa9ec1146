// Asset URLs follow the start-up data's asset base (GetWebConfig's asset_base_url) and fall back to the API host.
import { describe, expect, it } from 'vitest';
import { localBaseUrls } from '@common/api/paths';
import { resolveAssetBase } from '../startupData';
import { ApiClient } from './client';

describe('asset URLs', () => {
  it('resolve against the asset base the start-up data names, else against the API host', () => {
    const named: { base?: string } = {};
    const api = new ApiClient({ baseUrls: localBaseUrls('http://api.test'), usedomain: 'app.test', assetBase: () => named.base });
    expect(api.assetUrl('/static/land/1x1.svg')).toBe('http://api.test/static/land/1x1.svg');
    named.base = 'https://cdn.test/static';
    expect(api.assetUrl('/static/land/1x1.svg')).toBe('https://cdn.test/static/land/1x1.svg');
    expect(api.assetUrl('javascript:alert(1)')).toBe('');
  });

  it("reads the config's entry: a URL as it is, a path on the API host, anything else ignored", () => {
    expect(resolveAssetBase('/static', 'http://127.0.0.1:8787/')).toBe('http://127.0.0.1:8787/static');
    expect(resolveAssetBase('https://cdn.test/files/', 'http://api.test')).toBe('https://cdn.test/files');
    expect(resolveAssetBase(undefined, 'http://api.test')).toBeUndefined();
    expect(resolveAssetBase('ftp://files.test', 'http://api.test')).toBeUndefined();
    expect(resolveAssetBase('not a url', 'http://api.test')).toBeUndefined();
  });
});
