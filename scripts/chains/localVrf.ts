// The local world's randomness: deploys Chainlink's mock VRF v2.5 coordinator, opens and funds a subscription for the
// mystery box and points the box at it (on public networks the box uses Chainlink's coordinator: docs/deploy.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContractFactory, parseEther, type Signer } from 'ethers';
import { LandMysteryBox__factory, LocalVrfCoordinator__factory } from '../../abi/types';
import { ROOT } from './node';
import { TX } from './txOverrides';

/** Any 32 bytes: the mock ignores the key hash (public coordinators name their gas lanes by it). */
export const LOCAL_VRF_KEY_HASH = `0x${'11'.repeat(32)}`;
/** Enough for the largest purchase (MAX_BOXES_PER_PURCHASE boxes, about 65k gas each): Chainlink's public limit. */
export const LOCAL_VRF_CALLBACK_GAS = 2_500_000;

/** Deploys the mock coordinator and wires the box to it; returns the coordinator's address and the subscription id. */
export async function deployLocalVrf(admin: Signer, mysteryBox: string): Promise<{ coordinator: string; subscriptionId: bigint }> {
  const { bytecode } = JSON.parse(readFileSync(join(ROOT, 'abi', 'bytecode', 'LocalVrfCoordinator.json'), 'utf8')) as { bytecode: string };
  // Chainlink's example values: 0.1 LINK base fee, 1 gwei gas price, 0.00404 ETH per LINK.
  const deployed = await new ContractFactory(LocalVrfCoordinator__factory.abi, bytecode, admin).deploy(
    parseEther('0.1'),
    1_000_000_000n,
    4_040_000_000_000_000n,
    TX,
  );
  const coordinator = LocalVrfCoordinator__factory.connect(await deployed.getAddress(), admin);
  const receipt = await (await coordinator.createSubscription(TX)).wait();
  const created = receipt!.logs.map((l) => coordinator.interface.parseLog(l)).find((e) => e?.name === 'SubscriptionCreated');
  const subscriptionId = created!.args.subId as bigint;
  // The mock credits any amount without LINK; a million LINK pays for every fulfilment a local world will ever see.
  await coordinator.fundSubscription(subscriptionId, parseEther('1000000'), TX);
  await coordinator.addConsumer(subscriptionId, mysteryBox, TX);
  const box = LandMysteryBox__factory.connect(mysteryBox, admin);
  await box.setVrfConfig(
    {
      coordinator: await coordinator.getAddress(),
      keyHash: LOCAL_VRF_KEY_HASH,
      subscriptionId,
      callbackGasLimit: LOCAL_VRF_CALLBACK_GAS,
      requestConfirmations: 0,
      nativePayment: false,
    },
    TX,
  );
  return { coordinator: await coordinator.getAddress(), subscriptionId };
}
