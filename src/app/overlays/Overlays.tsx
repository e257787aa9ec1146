// Every overlay of the app, each rendering its machine's snapshot; the alert's dialog (and its captcha) loads when one opens.
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectAlertMessage } from '@machines/overlay/selectors';
import { useAppActor } from '@kit/appActor';
import { LoadingOverlay } from './LoadingOverlay';
import { PopupStack } from './PopupStack';
import { ToastRegion } from './ToastRegion';

const AlertDialog = lazy(() => import('./AlertDialog').then((m) => ({ default: m.AlertDialog })));

function AlertSlot() {
  const open = useSelector(useAppActor('alert'), (s) => selectAlertMessage(s) !== null);
  return open ? (
    <Suspense fallback={null}>
      <AlertDialog />
    </Suspense>
  ) : null;
}

export function Overlays() {
  return (
    <>
      <PopupStack />
      <AlertSlot />
      <LoadingOverlay />
      <ToastRegion />
    </>
  );
}
