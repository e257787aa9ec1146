// Select quantity modal for an ERC-1155 LAND: owned quantity, Min and Max, minus and plus, a number input, Cancel and Confirm.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { quantityMachine } from '@machines/staking/quantityMachine';
import { selectCanConfirmQuantity, selectCanMinus, selectCanPlus, selectQuantityOwned, selectQuantityText } from '@machines/staking/selectors';
import { Dialog } from '../../../components/Dialog';
import { landTitle } from '../../../i18n/cityLabels';
import { Button } from '../../../components/Button';

/** Talks to the quantity flow itself: the popup only waits for its answer. */
export function QuantityModal(props: { quantity: ActorRefFrom<typeof quantityMachine>; landName: string }) {
  const { t, i18n } = useLingui();
  const send = props.quantity.send;
  const text = useSelector(props.quantity, selectQuantityText);
  const owned = useSelector(props.quantity, selectQuantityOwned);
  const canConfirm = useSelector(props.quantity, selectCanConfirmQuantity);
  const canMinus = useSelector(props.quantity, selectCanMinus);
  const canPlus = useSelector(props.quantity, selectCanPlus);
  return (
    <Dialog
      title={t`Select quantity`}
      onCancel={() => send({ type: 'QTY.CANCEL' })}
      actions={
        <>
          <Button onClick={() => send({ type: 'QTY.CANCEL' })}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="primary" disabled={!canConfirm} onClick={() => send({ type: 'QTY.CONFIRM' })}>
            <Trans>Confirm</Trans>
          </Button>
        </>
      }
    >
      <p>{landTitle(i18n, props.landName)}</p>
      <p>
        <Trans>Owned quantity: {owned}</Trans>
      </p>
      <div className="quantity-row">
        <Button onClick={() => send({ type: 'QTY.MIN' })}>
          <Trans>Min</Trans>
        </Button>
        <Button aria-label={t`Decrease`} disabled={!canMinus} onClick={() => send({ type: 'QTY.MINUS' })}>
          −
        </Button>
        <input type="text" inputMode="numeric" aria-label={t`Quantity`} value={text} onChange={(e) => send({ type: 'QTY.INPUT', text: e.target.value })} />
        <Button aria-label={t`Increase`} disabled={!canPlus} onClick={() => send({ type: 'QTY.PLUS' })}>
          +
        </Button>
        <Button onClick={() => send({ type: 'QTY.MAX' })}>
          <Trans>Max</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
