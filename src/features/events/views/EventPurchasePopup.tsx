// The event purchase popup (log 5201 when it opens): the event's LAND boxes per network with their price; Buy opens the 4th LAND sale.
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { PLATFORM_TOKEN_SYMBOL } from '@common/domain/chains';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Price } from '../../../components/Price';
import { selectProducts } from '@machines/events/selectors';
import type { EventFlow } from './EventPage';

const NETWORK_NAMES: Record<string, string> = { eth: 'Ethereum', bsc: 'BSC', pol: 'Polygon' };

export function EventPurchasePopup({ flow }: { flow: EventFlow }) {
  const products = useSelector(flow, selectProducts);
  const close = () => flow.send({ type: 'EVENTS.PURCHASE_CLOSE' });
  return (
    <Dialog
      title={<Trans>Event purchase</Trans>}
      onCancel={close}
      actions={
        <>
          <Button onClick={close}>
            <Trans>Close</Trans>
          </Button>
          <Button variant="primary" onClick={() => flow.send({ type: 'EVENTS.PURCHASE_BUY' })}>
            <Trans>Buy</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>During the event, LAND mystery boxes are sold at these prices. Buy opens the 4th LAND sale.</Trans>
      </p>
      <ul className="event-products">
        {products.map((p) => (
          <li key={`${p.network}-${p.tokenId}`}>
            <span>
              <Trans>
                {NETWORK_NAMES[p.network] ?? p.network}: LAND box {p.tokenId}
              </Trans>
            </span>{' '}
            <Price amount={p.price} currency={PLATFORM_TOKEN_SYMBOL} />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
