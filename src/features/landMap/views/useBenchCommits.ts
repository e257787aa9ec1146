// Counts the map components' React commits for `npm run bench:map` (a no-op unless the bench asked for stats).
import { useEffect } from 'react';
import { benchStats } from '../render/stats';

export function useBenchCommits(): void {
  useEffect(() => {
    const stats = benchStats();
    if (stats) stats.commits += 1;
  });
}
