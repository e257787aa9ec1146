// The toast on screen, announced politely to screen readers.
import { useSelector } from '@xstate/react';
import { selectToast } from '@machines/overlay/selectors';
import { useAppActor } from '@kit/appActor';
import { MessageText } from '../../components/MessageText';

export function ToastRegion() {
  const actor = useAppActor('toast');
  const toast = useSelector(actor, selectToast);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast && (
        <div className="toast" data-tone={toast.tone} data-testid="toast" onClick={() => actor.send({ type: 'TOAST.DISMISS' })}>
          <MessageText message={toast.message} />
        </div>
      )}
    </div>
  );
}
