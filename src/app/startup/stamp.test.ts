// The start-up stamp: the entry chunk's file name and the hour, so a deploy or a new hour fetches the data afresh.
import { describe, expect, it } from 'vitest';
import { startupStamp } from './stamp';

describe('startupStamp', () => {
  const hour = 3_600_000;
  it('is the entry file name and the hours since the epoch; same within the hour, new with the next one or a new build', () => {
    const t = 493_920 * hour;
    expect(startupStamp('http://127.0.0.1:4173/assets/index-DqTZ0Nr-.js', t)).toBe('index-DqTZ0Nr-.js-493920');
    expect(startupStamp('http://127.0.0.1:4173/assets/index-DqTZ0Nr-.js', t + hour - 1)).toBe('index-DqTZ0Nr-.js-493920');
    expect(startupStamp('http://127.0.0.1:4173/assets/index-DqTZ0Nr-.js', t + hour)).toBe('index-DqTZ0Nr-.js-493921');
    expect(startupStamp('http://127.0.0.1:4173/assets/index-Zz9.js', t)).toBe('index-Zz9.js-493920');
  });
});
