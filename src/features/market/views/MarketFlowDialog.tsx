// The dialog of the market flow this view opened (buy, list or unlist), if one runs.
import { useSelector } from '@xstate/react';
import { selectFlowOf } from '@machines/market/tradeSelectors';
import { BuyDialog } from './BuyDialog';
import { ListDialog } from './ListDialog';
import { UnlistDialog } from './UnlistDialog';
import type { useMarketTrade } from './useMarketTrade';

export function MarketFlowDialog(props: { hub: NonNullable<ReturnType<typeof useMarketTrade>>; scope: string }) {
  const flow = useSelector(props.hub, selectFlowOf(props.scope));
  if (flow?.kind === 'buy') return <BuyDialog key={flow.ref.id + flow.ref.sessionId} flow={flow.ref} />;
  if (flow?.kind === 'list') return <ListDialog key={flow.ref.sessionId} flow={flow.ref} />;
  if (flow?.kind === 'unlist') return <UnlistDialog key={flow.ref.sessionId} flow={flow.ref} />;
  return null;
}
