// One of the viewer's open listings with its Unlist button (item detail and inventory).
import { Trans } from '@lingui/react/macro';
import type { Listing } from '@common/api/marketItems';
import { Price } from '../../../components/Price';
import { Button } from '../../../components/Button';

export function UnlistButton(props: { listing: Listing; symbol: string; disabled: boolean; onUnlist: () => void; priceShown?: boolean }) {
  return (
    <div className="market-action-row">
      {props.priceShown !== false && <Price amount={props.listing.price} currency={props.symbol} maxFractionDigits={18} />}
      <span>x{props.listing.sellAmount}</span>
      <Button disabled={props.disabled} onClick={props.onUnlist}>
        <Trans>Unlist</Trans>
      </Button>
    </div>
  );
}
