// The wave count of `npm run size:browser` (scripts/sizeBrowser/waves.ts): what starts a new wave and what joins one.
import { describe, expect, it } from 'vitest';
import { waves, type ScriptFetch } from '../../scripts/sizeBrowser/waves';

const f = (start: number, end: number, gzipBytes = 100): ScriptFetch => ({ url: `/assets/${start}.js`, start, end, gzipBytes });

describe('waves', () => {
  it('puts requests started while one of the wave is in flight in that wave', () => {
    const w = waves([f(0, 100), f(10, 50), f(90, 120)], 20);
    expect(w).toEqual([{ start: 0, end: 120, requests: 3, gzipBytes: 300 }]);
  });

  it('starts a new wave when a request starts more than the gap after the wave ended', () => {
    const w = waves([f(0, 100), f(115, 150), f(300, 320), f(200, 250)], 20);
    expect(w.map((x) => [x.start, x.requests])).toEqual([
      [0, 2],
      [200, 1],
      [300, 1],
    ]);
  });

  it('is empty without scripts', () => {
    expect(waves([], 20)).toEqual([]);
  });
});
