// The local world's contract ABIs by name, straight from the generated bindings (no bytecode).
import {
  GameItems1155__factory,
  GameItems721__factory,
  Land1155__factory,
  Land721__factory,
  LandMarket__factory,
  LandMysteryBox__factory,
  LandStaking__factory,
  PlatformToken__factory,
  RewardBox__factory,
  SignerExecutor__factory,
} from '../../../abi/types';

export const CONTRACT_ABIS = {
  PlatformToken: PlatformToken__factory.abi,
  Land721: Land721__factory.abi,
  Land1155: Land1155__factory.abi,
  RewardBox: RewardBox__factory.abi,
  LandStaking: LandStaking__factory.abi,
  SignerExecutor: SignerExecutor__factory.abi,
  LandMarket: LandMarket__factory.abi,
  LandMysteryBox: LandMysteryBox__factory.abi,
  GameItems1155: GameItems1155__factory.abi,
  GameItems721: GameItems721__factory.abi,
} as const;
