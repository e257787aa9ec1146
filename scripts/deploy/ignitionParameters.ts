// From a network's validated parameters (params.ts) to what each Ignition module reads with m.getParameter
// (ignition/modules/): the module id -> its parameters. The sale is module structure instead (ignition/modules/sale.ts).
import type { DeploymentParameters } from '@nomicfoundation/ignition-core';
import type { DeployParams } from './params';

export function ignitionParameters(p: DeployParams): DeploymentParameters {
  const base = p.metadataBase.replace(/\/$/, '');
  return {
    Land721: { baseUri: `${base}/land721/` },
    Land1155: { uri: `${base}/land1155/{id}.json` },
    RewardBox: { uri: `${base}/reward-box/{id}.json` },
    GameItems1155: { uri: `${base}/items1155/{id}.json` },
    GameItems721: { baseUri: `${base}/items721/` },
    SignerExecutor: { claimSigners: p.claimSigners },
    LandMarket: { treasury: p.treasury, percentageFee: p.market.percentageFee, mintFeeWei: p.market.mintFeeWei },
    // subscriptionId stays a decimal string: VRF v2.5 ids are uint256, far beyond a JSON number.
    LandMysteryBox: { treasury: p.treasury, vrf: { ...p.vrf } },
    MetaWorld: { admin: p.admin, operations: p.operations, minter: p.minter },
  };
}

/** Every address that receives a role: the deployer must be none of them, since it renounces all of its roles. */
export function roleHolders(p: DeployParams): string[] {
  return [p.admin, p.operations, p.minter];
}
