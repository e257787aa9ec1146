// The featured listings' skeleton: as many cards as the hero shows, shaped like a market card (square picture, two lines).
import { Skeleton } from '../../../components/Skeleton';

/** How many listings the hero shows: one row of four on a desktop, two rows of two on a phone. */
export const FEATURED_COUNT = 4;

export function FeaturedSkeleton() {
  return (
    <ul className="home-featured-grid" aria-hidden="true">
      {Array.from({ length: FEATURED_COUNT }, (_, i) => (
        <li key={i} className="home-featured-card home-featured-skeleton">
          <Skeleton shape="rect" width="100%" className="home-featured-skeleton-picture" />
          <Skeleton lines={3} />
        </li>
      ))}
    </ul>
  );
}
