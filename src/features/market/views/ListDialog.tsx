// The list dialog: unit price (thousand separators shown), currency, amount for ERC-1155, and why a listing did not go through.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { listMachine } from '@machines/market/listMachine';
import {
  selectListAmount,
  selectListBusy,
  selectListCurrency,
  selectListItem,
  selectListNotice,
  selectListOwned,
  selectListPrice,
  selectListPriceShown,
  selectListStep,
} from '@machines/market/tradeSelectors';
import { Dialog } from '../../../components/Dialog';
import { Price } from '../../../components/Price';
import { useCurrencySymbol } from './currency';
import { FlowNotice } from './FlowNotice';
import { FlowStep } from './FlowStep';
import { landTitle } from '../../../i18n/cityLabels';
import { Select } from '../../../components/Select';
import { Button } from '../../../components/Button';

export function ListDialog(props: { flow: ActorRefFrom<typeof listMachine> }) {
  const { t, i18n } = useLingui();
  const { flow } = props;
  const send = flow.send;
  const item = useSelector(flow, selectListItem);
  const price = useSelector(flow, selectListPrice);
  const shown = useSelector(flow, selectListPriceShown);
  const currency = useSelector(flow, selectListCurrency);
  const amount = useSelector(flow, selectListAmount);
  const owned = useSelector(flow, selectListOwned);
  const notice = useSelector(flow, selectListNotice);
  const busy = useSelector(flow, selectListBusy);
  const step = useSelector(flow, selectListStep);
  const canSubmit = useSelector(flow, (s) => s.can({ type: 'LIST.SUBMIT' }));
  const canClose = useSelector(flow, (s) => s.can({ type: 'MARKET.CLOSE' }));
  const canSwitch = useSelector(flow, (s) => s.can({ type: 'MARKET.SWITCH_NETWORK' }));
  const symbolOf = useCurrencySymbol();
  const symbol = symbolOf(item.network, currency);
  const name = landTitle(i18n, item.name);
  return (
    <Dialog
      title={t`List ${name} for sale`}
      onCancel={() => send({ type: 'MARKET.CLOSE' })}
      actions={
        <>
          <Button disabled={!canClose} onClick={() => send({ type: 'MARKET.CLOSE' })}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="primary" disabled={!canSubmit} busy={busy} onClick={() => send({ type: 'LIST.SUBMIT' })}>
            <Trans>List for sale</Trans>
          </Button>
        </>
      }
    >
      <label className="market-field">
        <Trans>Unit price</Trans>
        <input type="text" inputMode="decimal" value={price} disabled={busy} onChange={(e) => send({ type: 'LIST.PRICE', text: e.target.value })} />
      </label>
      <p className="market-price-preview" aria-live="polite">
        {shown !== null && <Price amount={shown} currency={symbol} maxFractionDigits={18} />}
      </p>
      <Select
        native
        className="market-field"
        label={<Trans>Currency</Trans>}
        value={currency}
        disabled={busy}
        options={[
          { value: 'token' as const, label: symbolOf(item.network, 'token') },
          { value: 'native' as const, label: symbolOf(item.network, 'native') },
        ]}
        onChange={(next) => send({ type: 'LIST.CURRENCY', currency: next })}
      />
      {item.standard === 1155 && (
        <label className="market-field">
          <Trans>Amount (you hold {owned})</Trans>
          <input type="text" inputMode="numeric" value={amount} disabled={busy} onChange={(e) => send({ type: 'LIST.AMOUNT', text: e.target.value })} />
        </label>
      )}
      <FlowStep step={step} />
      <FlowNotice notice={notice} canSwitch={canSwitch} onSwitch={() => send({ type: 'MARKET.SWITCH_NETWORK' })} />
    </Dialog>
  );
}
