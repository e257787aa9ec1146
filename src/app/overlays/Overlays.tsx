// Every overlay of the app, each rendering its machine's snapshot.
import { AlertDialog } from './AlertDialog';
import { LoadingOverlay } from './LoadingOverlay';
import { PopupStack } from './PopupStack';
import { ToastRegion } from './ToastRegion';

export function Overlays() {
  return (
    <>
      <PopupStack />
      <AlertDialog />
      <LoadingOverlay />
      <ToastRegion />
    </>
  );
}
