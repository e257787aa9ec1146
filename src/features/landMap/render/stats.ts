// Measurements for `npm run bench:map`: collected only when the bench defines window.__LAND_MAP_BENCH__ before the page
// loads, so the app itself records nothing.

export interface LandMapBenchStats {
  /** Milliseconds each frame's drawing took. */
  draws: number[];
  /** When new data reached the renderer and when it was first painted with every tile (performance.now()). */
  firstFullPaint: { dataSeen: number; painted: number }[];
  /** Commits of the map panel's React components. */
  commits: number;
  /** The same commits by component, to tell which one re-renders. */
  commitsBy: Record<string, number>;
}

declare global {
  interface Window {
    __LAND_MAP_BENCH__?: LandMapBenchStats;
  }
}

export function benchStats(): LandMapBenchStats | undefined {
  return typeof window === 'undefined' ? undefined : window.__LAND_MAP_BENCH__;
}
