// On-chain token amounts as display text; kept apart so ethers stays out of pages that show none.
import { formatUnits } from 'ethers/utils';
import { TOKEN_DECIMALS } from '../../machines/constants';
import { formatThousands } from './number';

/** An on-chain amount (18 decimals by default) as grouped text with at most `digits` decimals. */
export function formatTokenAmount(raw: bigint, digits = 4, decimals: number = TOKEN_DECIMALS): string {
  return formatThousands(formatUnits(raw, decimals), digits);
}
