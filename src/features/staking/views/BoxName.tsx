// A reward box's name: types 1 to 7 are Random Box A to G, 8 and 9 Building Box A and B.
import { Trans } from '@lingui/react/macro';
import { boxLetter } from '@machines/staking/rewardTable';

export function BoxName({ boxType }: { boxType: number }) {
  const { kind, letter } = boxLetter(boxType);
  return kind === 'building' ? <Trans>Building Box {letter}</Trans> : <Trans>Random Box {letter}</Trans>;
}
