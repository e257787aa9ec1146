// Add wallet popup: the registered wallets, an address fetched from the wallet, then register it (the wallet signs).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { addWalletMachine } from '@machines/account/addWalletMachine';
import type { ActorRefFrom } from 'xstate';
import { selectAddWalletBusy, selectAddWalletError, selectAddWalletList, selectAddWalletOpen, selectFetchedAddress } from '@machines/account/selectors';
import { Dialog } from '../../../components/Dialog';
import { FieldMessage } from './FieldMessage';
import { DialogButtons } from './FormParts';
import { Button } from '../../../components/Button';

export function AddWalletPopup({ add }: { add: ActorRefFrom<typeof addWalletMachine> }) {
  const { t } = useLingui();
  const open = useSelector(add, selectAddWalletOpen);
  const busy = useSelector(add, selectAddWalletBusy);
  const error = useSelector(add, selectAddWalletError);
  const wallets = useSelector(add, selectAddWalletList);
  const fetched = useSelector(add, selectFetchedAddress);
  const canCancel = useSelector(add, (s) => s.can({ type: 'ADD_WALLET.CLOSE' }));
  const canFetch = useSelector(add, (s) => s.can({ type: 'ADD_WALLET.FETCH' }));
  const canSubmit = useSelector(add, (s) => s.can({ type: 'ADD_WALLET.SUBMIT' }));
  if (!open) return null;
  const close = () => add.send({ type: 'ADD_WALLET.CLOSE' });
  return (
    <Dialog
      title={<Trans>Add wallet</Trans>}
      onCancel={close}
      actions={
        <DialogButtons
          canCancel={canCancel}
          canConfirm={canSubmit}
          onCancel={close}
          cancel={<Trans>Close</Trans>}
          confirm={<Trans>Add wallet</Trans>}
          onConfirm={() => add.send({ type: 'ADD_WALLET.SUBMIT' })}
        />
      }
    >
      <div className="account-form" aria-busy={busy}>
        <h3>
          <Trans>Registered wallets</Trans>
        </h3>
        {wallets.length === 0 ? (
          <p>
            <Trans>No wallet is registered yet.</Trans>
          </p>
        ) : (
          <ul className="wallet-list" aria-label={t`Registered wallets`}>
            {wallets.map((w) => (
              <li key={w} className="wallet-address">
                {w}
              </li>
            ))}
          </ul>
        )}
        <div className="code-row">
          <output className="wallet-address" aria-label={t`New wallet address`}>
            {fetched ?? ''}
          </output>
          <Button onClick={() => add.send({ type: 'ADD_WALLET.FETCH' })} disabled={!canFetch}>
            <Trans>Get address from wallet</Trans>
          </Button>
        </div>
        <FieldMessage message={error} />
      </div>
    </Dialog>
  );
}
