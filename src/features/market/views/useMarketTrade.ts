// The market actions hub as the views reach it (attached once per visit), and the page's reload when an item changed.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { selectChanges, selectScopeSettled } from '@machines/market/tradeSelectors';
import { useAppActor } from '@kit/appActor';
import { useFlow } from '@kit/useFlow';
import { marketTradeLogic } from '../actors/trade';

const FLOW = marketTradeLogic();

export function useMarketTrade() {
  return useFlow('marketTrade', FLOW, undefined);
}

/** Calls `callback` whenever `value` moves after the first render. */
function useOnChange(value: number, callback: () => void): void {
  const first = useRef(value);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => {
    if (value !== first.current) latest.current();
  }, [value]);
}

/**
 * The page reloads its item when a flow of this scope changed it, and when one of its tracked transactions settles
 * (a purchase still pending at a reload is shown as mined once it is).
 */
export function useReloadOnChange(hub: ReturnType<typeof useMarketTrade>, scope: string, onChanged: () => void): void {
  const changes = useSelector(hub, (s) => (s ? selectChanges(scope)(s) : 0));
  const settled = useSelector(useAppActor('tx'), selectScopeSettled(scope));
  useOnChange(changes + settled, onChanged);
}
