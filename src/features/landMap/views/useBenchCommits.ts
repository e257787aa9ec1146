// Counts the map components' React commits for `npm run bench:map`, per component (a no-op unless the bench asked for stats).
import { useEffect } from 'react';
import { benchStats } from '../render/stats';

export function useBenchCommits(component: string): void {
  useEffect(() => {
    const stats = benchStats();
    if (!stats) return;
    stats.commits += 1;
    stats.commitsBy[component] = (stats.commitsBy[component] ?? 0) + 1;
  });
}
