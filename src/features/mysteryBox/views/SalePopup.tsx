// The 4th LAND sale popup: after sign-in once per session and not on a day the user said 'do not show today'; opened by
// the user (the event page's Buy) always. Closable; the sale flow inside it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { salePopupDue } from '@machines/mysteryBox/rules';
import type { SaleConfig } from '@machines/mysteryBox/types';
import { selectWalletChainId } from '@machines/wallet/selectors';
import { useAppActor } from '@kit/appActor';
import { Dialog } from '../../../components/Dialog';
import { saleApiDeps } from '../services/deps';
import { hideToday, markShown, popupState } from '../services/popupStore';
import { purchaseInfo } from '../services/saleApi';
import { SaleFlow } from './SaleFlow';
import './mysteryBox.css';
import { Button } from '../../../components/Button';

type SaleState = { kind: 'loading' } | { kind: 'none' } | { kind: 'open'; sale: SaleConfig };

export default function SalePopup(props: { onClose: () => void; afterSignIn: boolean }) {
  const { t } = useLingui();
  const { onClose, afterSignIn } = props;
  // Decided once, when the popup opens: an automatic one already shown this session or hidden today closes at once.
  const [due] = useState(() => !afterSignIn || salePopupDue(popupState(window.sessionStorage, window.localStorage, new Date())));
  const [hide, setHide] = useState(false);
  const [purchasing, setPurchasing] = useState(false);
  const [state, setState] = useState<SaleState>({ kind: 'loading' });
  const wallet = useAppActor('wallet');
  const chainId = useSelector(wallet, selectWalletChainId);
  const family = useSelector(wallet, (s) => s.context.networks.find((n) => n.chainId === chainId)?.family ?? null);

  useEffect(() => {
    if (!due) onClose();
    else if (afterSignIn) markShown(window.sessionStorage);
  }, [due, afterSignIn, onClose]);

  useEffect(() => {
    if (!due || !family) return;
    let live = true;
    purchaseInfo(saleApiDeps(), family).then(
      (sale) => live && setState(sale ? { kind: 'open', sale } : { kind: 'none' }),
      () => live && setState({ kind: 'none' }),
    );
    return () => {
      live = false;
    };
  }, [due, family]);

  if (!due) return null;
  const close = () => {
    if (hide) hideToday(window.localStorage, new Date());
    onClose();
  };
  return (
    <Dialog
      title={t`4th LAND sale`}
      size="wide"
      onCancel={close}
      actions={
        purchasing ? null : (
          <>
            <label className="sale-hide-today">
              <input type="checkbox" checked={hide} onChange={(e) => setHide(e.target.checked)} />
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
      {state.kind === 'loading' || chainId === null || family === null ? (
        <p aria-busy="true">
          <Trans>Loading the sale…</Trans>
        </p>
      ) : state.kind === 'none' ? (
        <p>
          <Trans>The 4th LAND sale is not open on this network.</Trans>
        </p>
      ) : (
        <SaleFlow sale={state.sale} chainId={chainId} network={family} onBusyChange={setPurchasing} />
      )}
    </Dialog>
  );
}
