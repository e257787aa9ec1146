// Said when the signed-in user's wallet is on another network than the city's LAND (the spec's area text).
import { useLingui } from '@lingui/react/macro';

export function NetworkWarning() {
  const { i18n } = useLingui();
  return (
    <p className="land-network-warning" role="alert">
      {i18n._('staking.areaNetwork')}
    </p>
  );
}
