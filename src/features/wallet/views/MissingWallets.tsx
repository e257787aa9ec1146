// Under the login popup's wallet button: the wallets this build leaves out because their key is not configured, and why.
import { Trans } from '@lingui/react/macro';
import { appWalletKeys } from '../../../config/current';
import { missingWallets } from '../../../config/walletKeys';

export function MissingWallets() {
  const missing = missingWallets(appWalletKeys());
  if (missing.length === 0) return null;
  const names = missing.join(', ');
  return (
    <p className="missing-wallets">
      <Trans>Not offered on this site: {names} (no key is configured for them).</Trans>
    </p>
  );
}
