// The 4th LAND sale popup: after sign-in once per session and not on a day the user said 'do not show today'; opened by
// the user (the event page's Buy) always. Closable; the sale flow inside it. The popup's machine decides all of that.
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import {
  selectHideToday,
  selectPopupChainId,
  selectPopupClosed,
  selectPopupFamily,
  selectPopupPurchasing,
  selectPopupSale,
  selectPopupView,
} from '@machines/mysteryBox/salePopupSelectors';
import { selectWalletChainId } from '@machines/wallet/selectors';
import { useAppActor } from '@kit/appActor';
import { Dialog } from '../../../components/Dialog';
import { salePopupLogic } from '../actors';
import { SaleFlow } from './SaleFlow';
import './mysteryBox.css';
import { Button } from '../../../components/Button';

const LOGIC = salePopupLogic();

export default function SalePopup(props: { onClose: () => void; afterSignIn: boolean }) {
  const { t } = useLingui();
  const { onClose, afterSignIn } = props;
  // The popup's own actor lives while the popup is in the stack; its input is read once, when it opens.
  const [input] = useState(() => ({ afterSignIn }));
  const popup = useActorRef(LOGIC, { input });
  const view = useSelector(popup, selectPopupView);
  const closed = useSelector(popup, selectPopupClosed);
  const sale = useSelector(popup, selectPopupSale);
  const chainId = useSelector(popup, selectPopupChainId);
  const family = useSelector(popup, selectPopupFamily);
  const hide = useSelector(popup, selectHideToday);
  const purchasing = useSelector(popup, selectPopupPurchasing);
  const wallet = useAppActor('wallet');
  const walletChainId = useSelector(wallet, selectWalletChainId);
  const walletFamily = useSelector(wallet, (s) => s.context.networks.find((n) => n.chainId === walletChainId)?.family ?? null);

  // The wallet is the app's actor: the popup's machine hears its network now and on each change (and keeps it while
  // it decides whether to show).
  useEffect(() => popup.send({ type: 'SALE_POPUP.NETWORK', chainId: walletChainId, family: walletFamily }), [popup, walletChainId, walletFamily]);
  // Closed by the machine (not due, or the user closed it): the popup leaves the stack.
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);

  const busy = useCallback((b: boolean) => popup.send({ type: 'SALE_POPUP.BUSY', busy: b }), [popup]);

  if (view === 'hidden') return null;
  const close = () => popup.send({ type: 'SALE_POPUP.CLOSE' });
  return (
    <Dialog
      title={t`4th LAND sale`}
      size="wide"
      onCancel={close}
      actions={
        purchasing ? null : (
          <>
            <label className="sale-hide-today">
              <input type="checkbox" checked={hide} onChange={(e) => popup.send({ type: 'SALE_POPUP.HIDE_TODAY', hide: e.target.checked })} />
              <Trans>Do not show today</Trans>
            </label>
            {/* 'OK' like every info popup: the sign-in helpers of the e2e suite close it by that name. */}
            <Button variant="primary" onClick={close}>
              <Trans>OK</Trans>
            </Button>
          </>
        )
      }
    >
      {view === 'none' ? (
        <p>
          <Trans>The 4th LAND sale is not open on this network.</Trans>
        </p>
      ) : view === 'ready' && sale && chainId !== null && family !== null ? (
        <SaleFlow sale={sale} chainId={chainId} network={family} onBusyChange={busy} />
      ) : (
        <p aria-busy="true">
          <Trans>Loading the sale…</Trans>
        </p>
      )}
    </Dialog>
  );
}
