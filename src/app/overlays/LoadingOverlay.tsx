// Full-page loading overlay shown while the loading machine counts running loads.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectLoadingVisible } from '@machines/overlay/selectors';
import { useAppActor } from '@kit/appActor';

export function LoadingOverlay() {
  const { t } = useLingui();
  const visible = useSelector(useAppActor('loading'), selectLoadingVisible);
  if (!visible) return null;
  return (
    <div className="overlay-backdrop loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <div className="spinner" aria-hidden="true" />
      <span className="sr-only">{t`Loading…`}</span>
    </div>
  );
}
