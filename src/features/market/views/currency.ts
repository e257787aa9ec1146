// The symbol of a listing's currency: the network's native coin or the platform token.
import type { Network } from '@common/api/market';
import type { ListingCurrency } from '@common/api/marketItems';
import { PLATFORM_TOKEN_SYMBOL as TOKEN_SYMBOL } from '@common/domain/chains';
import { useConfig } from '../../../config/ConfigContext';

export { TOKEN_SYMBOL };

/** A function giving the symbol of a currency on a network (the configured network of that family names its coin). */
export function useCurrencySymbol(): (network: Network, currency: ListingCurrency) => string {
  const { networks } = useConfig();
  return (network, currency) => (currency === 'token' ? TOKEN_SYMBOL : (networks.find((n) => n.family === network)?.nativeSymbol ?? network));
}
