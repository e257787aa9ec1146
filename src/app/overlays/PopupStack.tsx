// Confirm and info popups, newest on top; Esc and the backdrop cancel where the popup allows it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback } from 'react';
import { selectPopups } from '@machines/overlay/selectors';
import { useAppActor } from '@kit/appActor';
import { MessageText } from '../../components/MessageText';
import { Dialog } from '../../components/Dialog';
import { Button } from '../../components/Button';
import { openedAfterSignIn, SALE_POPUP_ID } from '@machines/mysteryBox/popup';
import { withCatalogs } from '../../i18n/i18n';

// The 4th LAND sale popup the login flow opens after sign-in: its own view, loaded only when it opens.
const SalePopup = lazy(() => withCatalogs(import('../../features/mysteryBox/views/SalePopup'), 'mysteryBox'));

export function PopupStack() {
  const { t } = useLingui();
  const actor = useAppActor('popups');
  const popups = useSelector(actor, selectPopups);
  const closeSale = useCallback(() => actor.send({ type: 'POPUP.CLOSE', id: SALE_POPUP_ID }), [actor]);
  return (
    <>
      {popups.map((p) =>
        p.id === SALE_POPUP_ID ? (
          <Suspense key={p.id} fallback={null}>
            <SalePopup onClose={closeSale} afterSignIn={openedAfterSignIn(p)} />
          </Suspense>
        ) : (
          <Dialog
            key={p.id}
            title={p.title ? <MessageText message={p.title} /> : p.kind === 'confirm' ? t`Confirm` : t`Information`}
            onCancel={() => actor.send({ type: 'POPUP.CANCEL', id: p.id })}
            actions={
              p.kind === 'confirm' ? (
                <>
                  <Button onClick={() => actor.send({ type: 'POPUP.CANCEL', id: p.id })}>
                    <Trans>Cancel</Trans>
                  </Button>
                  <Button variant="primary" autoFocus onClick={() => actor.send({ type: 'POPUP.CONFIRM', id: p.id })}>
                    <Trans>Confirm</Trans>
                  </Button>
                </>
              ) : (
                <Button variant="primary" autoFocus onClick={() => actor.send({ type: 'POPUP.CONFIRM', id: p.id })}>
                  <Trans>OK</Trans>
                </Button>
              )
            }
          >
            <p>
              <MessageText message={p.message} />
            </p>
          </Dialog>
        ),
      )}
    </>
  );
}
