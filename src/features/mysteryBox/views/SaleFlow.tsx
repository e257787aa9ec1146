// The sale flow's view: products with price and what remains, quantity, total, balance, Buy; the exact approval said in
// our words before the wallet opens; progress while the chain works; the LAND received.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { PLATFORM_TOKEN_SYMBOL, type ChainFamily } from '@common/domain/chains';
import type { MysteryBoxInput } from '@machines/mysteryBox/mysteryBoxMachine';
import {
  priceText,
  selectBalance,
  selectNotice,
  selectResult,
  selectProducts,
  selectPurchasing,
  selectQuantity,
  selectQuantityMax,
  selectStep,
  selectTokenId,
  selectTotal,
  selectWrongNetwork,
} from '@machines/mysteryBox/selectors';
import type { SaleConfig, SaleWallet } from '@machines/mysteryBox/types';
import { selectPendingTxs } from '@machines/tx/selectors';
import { useAppActor } from '@kit/appActor';
import { useFlow } from '@kit/useFlow';
import { MessageText } from '../../../components/MessageText';
import { mysteryBoxLogic } from '../actors';
import { SaleResult } from './SaleResult';
import { Button } from '../../../components/Button';

const FLOW = mysteryBoxLogic();

/** The connected wallet as the sale needs it; null when none is connected. */
function useSaleWallet(): SaleWallet | null {
  const wallet = useAppActor('wallet');
  const address = useSelector(wallet, (s) => (s.matches('connected') ? s.context.address : null));
  const chainId = useSelector(wallet, (s) => (s.matches('connected') ? s.context.chainId : null));
  const walletType = useSelector(wallet, (s) => s.context.walletType);
  return address && chainId ? { address, chainId, walletType: walletType ?? 0 } : null;
}

export function SaleFlow(props: { sale: SaleConfig; chainId: number; network: ChainFamily; onBusyChange?: (busy: boolean) => void }) {
  const wallet = useSaleWallet();
  const tx = useAppActor('tx');
  const pendingHash = useSelector(tx, (s) => selectPendingTxs(s).find((p) => p.kind === 'purchase' && p.chainId === props.chainId)?.hash ?? null);
  // The input is read once, when the flow is spawned; later wallet changes are sent to it.
  const [input] = useState<MysteryBoxInput>(() => ({
    chainId: props.chainId,
    network: props.network,
    sale: props.sale,
    wallet,
    symbol: PLATFORM_TOKEN_SYMBOL,
    pendingHash,
  }));
  const flow = useFlow('mysteryBox', FLOW, input);
  const walletKey = JSON.stringify(wallet);
  useEffect(() => {
    flow?.send({ type: 'BOX.WALLET', wallet: walletKey === 'null' ? null : (JSON.parse(walletKey) as SaleWallet) });
  }, [flow, walletKey]);
  if (!flow) return null;
  return <SaleFlowView flow={flow} symbol={PLATFORM_TOKEN_SYMBOL} onBusyChange={props.onBusyChange} />;
}

type Flow = ActorRefFrom<typeof FLOW>;

function SaleFlowView({ flow, symbol, onBusyChange }: { flow: Flow; symbol: string; onBusyChange?: (busy: boolean) => void }) {
  const { t } = useLingui();
  const quantityId = useId();
  const step = useSelector(flow, selectStep);
  const purchasing = useSelector(flow, selectPurchasing);
  // The popup's own controls ('Do not show today', OK) step aside while a purchase runs, so none sits under Buy.
  useEffect(() => onBusyChange?.(purchasing), [onBusyChange, purchasing]);
  const products = useSelector(flow, selectProducts);
  const tokenId = useSelector(flow, selectTokenId);
  const quantity = useSelector(flow, selectQuantity);
  const notice = useSelector(flow, selectNotice);
  // Spec 8's purchase callback code (401 with the notice), for callers and tests reading the popup.
  const resultCode = useSelector(flow, (s) => selectResult(s)?.code);
  const total = useSelector(flow, selectTotal);
  const balance = useSelector(flow, selectBalance);
  const quantityMax = useSelector(flow, selectQuantityMax);
  const wrongNetwork = useSelector(flow, selectWrongNetwork);
  const canBuy = useSelector(flow, (s) => s.can({ type: 'BOX.SUBMIT' }));

  if (step === 'loading') {
    return (
      <p aria-busy="true">
        <Trans>Loading the sale…</Trans>
      </p>
    );
  }
  if (step === 'failed') {
    return (
      <div role="alert">
        <p>
          <Trans>The sale could not be loaded.</Trans>
        </p>
        <Button onClick={() => flow.send({ type: 'BOX.RETRY' })}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
  if (step === 'received') return <SaleResult flow={flow} />;
  if (step === 'revealing') {
    return (
      <div className="sale-revealing">
        <p aria-busy="true" role="status">
          <Trans>Your purchase is paid. The LAND in your boxes is being drawn by a verifiable random draw; it usually arrives within a minute.</Trans>
        </p>
        <p>
          <Trans>
            Taking longer? Your payment is held safely by the sale contract. If your LAND has not arrived after 24 hours, contact support with your purchase's
            transaction: a purchase that could not be drawn is refunded in full.
          </Trans>
        </p>
      </div>
    );
  }
  if (step === 'approvalNeeded') {
    return (
      <div className="sale-approval" role="group" aria-label={t({ message: 'Approval', context: 'token approval' })}>
        <p>
          <Trans>
            To pay for this purchase, the sale contract needs your permission to take exactly {total} {symbol} from your wallet, and no more. Your wallet will
            ask you to approve that amount; then it will ask you to confirm the purchase.
          </Trans>
        </p>
        <div className="sale-actions">
          <Button onClick={() => flow.send({ type: 'BOX.BACK' })}>
            <Trans>Back</Trans>
          </Button>
          <Button variant="primary" autoFocus onClick={() => flow.send({ type: 'BOX.APPROVE' })}>
            <Trans>
              Approve {total} {symbol}
            </Trans>
          </Button>
        </div>
      </div>
    );
  }
  const busy = step !== 'choosing';
  return (
    <form
      className="sale-form"
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'BOX.SUBMIT' });
      }}
    >
      <fieldset disabled={busy}>
        <legend>
          <Trans>Mystery box</Trans>
        </legend>
        <p id={`${quantityId}-contents`} className="sale-contents">
          <Trans>Each box holds one LAND parcel of the 4th LAND, drawn at random from that box&apos;s stock by a verifiable random draw once you pay.</Trans>
        </p>
        {products.map((p) => (
          <label key={p.tokenId} className="sale-product">
            <input
              type="radio"
              name="sale-product"
              checked={p.tokenId === tokenId}
              aria-describedby={`${quantityId}-contents`}
              onChange={() => flow.send({ type: 'BOX.PRODUCT', tokenId: p.tokenId })}
            />
            <span>
              <Trans>
                Box {p.tokenId}: {priceText(p.priceWei)} {symbol}
              </Trans>
            </span>
            <span className="sale-remaining">{p.remaining > 0 ? <Trans>{p.remaining} left</Trans> : <Trans>Sold out</Trans>}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={quantityId}>
        <Trans>Quantity</Trans>
      </label>
      <input
        id={quantityId}
        inputMode="numeric"
        value={quantity}
        disabled={busy}
        onChange={(e) => flow.send({ type: 'BOX.QUANTITY', text: e.target.value })}
        aria-describedby={`${quantityId}-max`}
      />
      {/* What remains is said once, beside its box; here only what the field accepts. */}
      <span id={`${quantityId}-max`} className="sale-remaining">
        <Trans>At most {quantityMax}</Trans>
      </span>
      <dl className="sale-sums">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd data-testid="sale-total">
          {total} {symbol}
        </dd>
        <dt>
          <Trans>Your balance</Trans>
        </dt>
        <dd data-testid="sale-balance">
          {balance} {symbol}
        </dd>
      </dl>
      {notice ? (
        <p role="alert" className="sale-notice" data-result-code={resultCode}>
          <MessageText message={notice} />
        </p>
      ) : null}
      {busy ? (
        <p aria-busy="true" role="status">
          {step === 'checkingAllowance' ? <Trans>Checking your allowance…</Trans> : step === 'approving' ? <Trans>Approving…</Trans> : <Trans>Buying…</Trans>}
        </p>
      ) : null}
      <div className="sale-actions">
        {wrongNetwork ? (
          <Button onClick={() => flow.send({ type: 'BOX.SWITCH_NETWORK' })}>
            <Trans>Switch network</Trans>
          </Button>
        ) : null}
        <Button type="submit" variant="primary" disabled={!canBuy}>
          <Trans>Buy</Trans>
        </Button>
      </div>
    </form>
  );
}
