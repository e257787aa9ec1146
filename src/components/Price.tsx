// Price: an amount with thousand separators (src/format/number.ts) and its currency symbol, kept on one line.
import { useLingui } from '@lingui/react/macro';
import { formatThousands } from '../format/number';
import './components.css';

/**
 * `amount` is a decimal value (number, bigint or decimal string). A raw on-chain amount in base units is
 * converted first where ethers is already loaded, e.g. `formatUnits(raw, 18)`; Price itself stays free of
 * ethers so any page can show a price without loading it.
 */
export function Price(props: {
  amount: number | bigint | string | null;
  /** 'DVI', 'ETH', 'BNB', 'POL', ... */
  currency: string;
  /** At most this many decimals, cut (never rounded up) and without trailing zeros; default 4, as the balances show. */
  maxFractionDigits?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const { t } = useLingui();
  const classes = ['ds-price', `ds-price-${props.size ?? 'md'}`, props.className].filter(Boolean).join(' ');
  if (props.amount === null) {
    return (
      <span className={classes}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t({ id: 'ui.price.unknown', message: 'Not available' })}</span>
      </span>
    );
  }
  return (
    <span className={classes}>
      <span className="ds-price-amount">{formatThousands(props.amount, props.maxFractionDigits ?? 4)}</span>{' '}
      <span className="ds-price-currency">{props.currency}</span>
    </span>
  );
}
