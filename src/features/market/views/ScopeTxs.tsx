// The tracker's market transactions of this item (buy, approval, list, unlist) still pending: shown after a reload too.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectScopePending } from '@machines/market/tradeSelectors';
import { MessageText } from '../../../components/MessageText';
import { useAppActor } from '@kit/appActor';

export function ScopeTxs(props: { scope: string }) {
  const { t } = useLingui();
  const pending = useSelector(useAppActor('tx'), selectScopePending(props.scope));
  if (pending.length === 0) return null;
  return (
    <section className="market-scope-txs" aria-label={t`Pending market transactions`}>
      <p>
        <Trans>Waiting for the network to confirm:</Trans>
      </p>
      <ul>
        {pending.map((tx) => (
          <li key={tx.hash} data-status={tx.status}>
            <MessageText message={tx.label} />
          </li>
        ))}
      </ul>
    </section>
  );
}
