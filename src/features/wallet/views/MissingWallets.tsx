// Under the login popup's wallet button: the wallets this build leaves out because their key is not configured, and why.
import { Trans } from '@lingui/react/macro';
import { missingWallets, walletKeys } from '../services/walletKeys';

export function MissingWallets() {
  const missing = missingWallets(walletKeys(import.meta.env));
  if (missing.length === 0) return null;
  const names = missing.join(', ');
  return (
    <p className="missing-wallets">
      <Trans>Not offered on this site: {names} (no key is configured for them).</Trans>
    </p>
  );
}
