// Typed ethers v6 contract handles for the local world's contracts, built from abi/ given addresses and a runner.
import type { ContractRunner } from 'ethers';
import type { ContractAddressSet } from '@common/domain/contracts';
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
import type {
  GameItems1155,
  GameItems721,
  Land1155,
  Land721,
  LandMarket,
  LandMysteryBox,
  LandStaking,
  PlatformToken,
  RewardBox,
  SignerExecutor,
} from '../../../abi/types';

export type {
  GameItems1155,
  GameItems721,
  Land1155,
  Land721,
  LandMarket,
  LandMysteryBox,
  LandStaking,
  PlatformToken,
  RewardBox,
  SignerExecutor,
} from '../../../abi/types';

export interface WorldContracts {
  token: PlatformToken;
  land721: Land721;
  land1155: Land1155;
  staking: LandStaking;
  rewardBox: RewardBox;
  executor: SignerExecutor;
  market: LandMarket;
  mysteryBox: LandMysteryBox;
  items1155: GameItems1155;
  items721: GameItems721;
}

export const connectToken = (address: string, runner?: ContractRunner | null) => PlatformToken__factory.connect(address, runner);
const connectLand721 = (address: string, runner?: ContractRunner | null) => Land721__factory.connect(address, runner);
const connectLand1155 = (address: string, runner?: ContractRunner | null) => Land1155__factory.connect(address, runner);
const connectStaking = (address: string, runner?: ContractRunner | null) => LandStaking__factory.connect(address, runner);
const connectRewardBox = (address: string, runner?: ContractRunner | null) => RewardBox__factory.connect(address, runner);
const connectExecutor = (address: string, runner?: ContractRunner | null) => SignerExecutor__factory.connect(address, runner);
const connectMarket = (address: string, runner?: ContractRunner | null) => LandMarket__factory.connect(address, runner);
const connectMysteryBox = (address: string, runner?: ContractRunner | null) => LandMysteryBox__factory.connect(address, runner);
const connectItems1155 = (address: string, runner?: ContractRunner | null) => GameItems1155__factory.connect(address, runner);
const connectItems721 = (address: string, runner?: ContractRunner | null) => GameItems721__factory.connect(address, runner);

export function connectWorld(addresses: ContractAddressSet, runner?: ContractRunner | null): WorldContracts {
  return {
    token: connectToken(addresses.token, runner),
    land721: connectLand721(addresses.land721, runner),
    land1155: connectLand1155(addresses.land1155, runner),
    staking: connectStaking(addresses.staking, runner),
    rewardBox: connectRewardBox(addresses.rewardBox, runner),
    executor: connectExecutor(addresses.executor, runner),
    market: connectMarket(addresses.market, runner),
    mysteryBox: connectMysteryBox(addresses.mysteryBox, runner),
    items1155: connectItems1155(addresses.items1155, runner),
    items721: connectItems721(addresses.items721, runner),
  };
}
