// The buy dialog: unit price, quantity, total, the exact approval said in our words before the wallet opens, and why a purchase did not go through.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { tradeMachine } from '@machines/market/tradeMachine';
import {
  selectTradeApprovalNeeded,
  selectTradeBusy,
  selectTradeItem,
  selectTradeListing,
  selectTradeNotice,
  selectTradeQuantity,
  selectTradeStep,
  selectTradeTotal,
} from '@machines/market/tradeSelectors';
import { Dialog } from '../../../components/Dialog';
import { Price } from '../../../components/Price';
import { formatThousands } from '../../../format/number';
import { useCurrencySymbol } from './currency';
import { FlowNotice } from './FlowNotice';
import { FlowStep } from './FlowStep';
import { landTitle } from '../../../i18n/cityLabels';
import { Button } from '../../../components/Button';

export function BuyDialog(props: { flow: ActorRefFrom<typeof tradeMachine> }) {
  const { t, i18n } = useLingui();
  const { flow } = props;
  const send = flow.send;
  const item = useSelector(flow, selectTradeItem);
  const listing = useSelector(flow, selectTradeListing);
  const quantity = useSelector(flow, selectTradeQuantity);
  const total = formatThousands(useSelector(flow, selectTradeTotal), 18);
  const notice = useSelector(flow, selectTradeNotice);
  const busy = useSelector(flow, selectTradeBusy);
  const step = useSelector(flow, selectTradeStep);
  const approvalNeeded = useSelector(flow, selectTradeApprovalNeeded);
  const canSubmit = useSelector(flow, (s) => s.can({ type: 'TRADE.SUBMIT' }));
  const canClose = useSelector(flow, (s) => s.can({ type: 'MARKET.CLOSE' }));
  const canSwitch = useSelector(flow, (s) => s.can({ type: 'MARKET.SWITCH_NETWORK' }));
  const symbol = useCurrencySymbol()(item.network, listing.currency);
  const name = landTitle(i18n, item.name);
  return (
    <Dialog
      title={t`Buy ${name}`}
      onCancel={() => send({ type: 'MARKET.CLOSE' })}
      actions={
        approvalNeeded ? (
          <>
            <Button onClick={() => send({ type: 'TRADE.BACK' })}>
              <Trans>Back</Trans>
            </Button>
            <Button variant="primary" onClick={() => send({ type: 'TRADE.APPROVE' })}>
              <Trans>
                Approve {total} {symbol}
              </Trans>
            </Button>
          </>
        ) : (
          <>
            <Button disabled={!canClose} onClick={() => send({ type: 'MARKET.CLOSE' })}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="primary" disabled={!canSubmit} busy={busy} onClick={() => send({ type: 'TRADE.SUBMIT' })}>
              <Trans>Buy now</Trans>
            </Button>
          </>
        )
      }
    >
      <dl className="market-trade-facts">
        <dt>
          <Trans>Unit price</Trans>
        </dt>
        <dd>
          <Price amount={listing.price} currency={symbol} maxFractionDigits={18} />
        </dd>
        <dt>
          {/* A quantity: the LAND catalog's 'For sale' is a state, and both load with the LAND view. */}
          <Trans context="quantity">For sale</Trans>
        </dt>
        <dd>{listing.sellAmount}</dd>
      </dl>
      <label className="market-field">
        <Trans>Quantity</Trans>
        <input
          type="text"
          inputMode="numeric"
          value={quantity}
          disabled={busy || approvalNeeded}
          onChange={(e) => send({ type: 'TRADE.QUANTITY', text: e.target.value })}
        />
      </label>
      <p className="market-total">
        <Trans>Total</Trans> <Price amount={total} currency={symbol} maxFractionDigits={18} />
      </p>
      {approvalNeeded && (
        <p className="market-approval" role="status">
          <Trans>
            To pay with {symbol}, the market needs your approval to take exactly {total} {symbol} from your wallet for this purchase, and no more. Your wallet
            will ask you to approve this amount, then to confirm the purchase.
          </Trans>
        </p>
      )}
      <FlowStep step={step} />
      <FlowNotice notice={notice} canSwitch={canSwitch} onSwitch={() => send({ type: 'MARKET.SWITCH_NETWORK' })} />
    </Dialog>
  );
}
