// 'Stake' for the owner of a LAND in the wallet: opens the staking popup (Add LAND(s)) on this city's area.
import { Trans } from '@lingui/react/macro';
import { POOL_IDS } from '@common/domain/campaign';
import type { CityKey } from '@common/domain/land';
import { Button } from '../../../components/Button';
import { StakingOverlays } from '../../staking/views/StakingOverlays';
import { useStakingHub } from '../../staking/views/useStakingHub';

export function StakeButton({ city }: { city: CityKey }) {
  const hub = useStakingHub();
  return (
    <>
      <Button disabled={!hub} onClick={() => hub?.send({ type: 'STAKING.OPEN', poolId: POOL_IDS[0]!, area: city })}>
        <Trans>Stake</Trans>
      </Button>
      {hub && <StakingOverlays hub={hub} />}
    </>
  );
}
