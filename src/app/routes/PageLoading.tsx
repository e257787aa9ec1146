// What a page change shows until the next page's code is in: a progress bar at the top and a skeleton of a page.
import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../components/Skeleton';

export function PageLoading() {
  const { t } = useLingui();
  return (
    <div className="page-loading" data-testid="page-loading">
      <div className="route-progress" role="progressbar" aria-label={t`Loading the page…`} />
      <div className="page-loading-body">
        <Skeleton width="40%" height="2rem" />
        <Skeleton lines={3} />
        <Skeleton shape="rect" width="100%" height="12rem" />
      </div>
    </div>
  );
}
