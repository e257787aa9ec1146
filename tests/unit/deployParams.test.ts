// A network's deploy parameters (deploy/params/<network>.json): what is refused before anything is sent, and what each
// Ignition module receives.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ignitionParameters, roleHolders } from '../../scripts/deploy/ignitionParameters';
import { deployNetworkOf } from '../../scripts/deploy/networks';
import { readDeployParams } from '../../scripts/deploy/params';

const dir = mkdtempSync(join(tmpdir(), 'deploy-params-'));
const A = (n: number) => `0x${String(n).repeat(40)}`;
const valid = {
  admin: A(1),
  operations: A(2),
  minter: A(3),
  treasury: A(4),
  claimSigners: [A(5)],
  metadataBase: 'https://api.example.com/nft/bsc/',
  market: { percentageFee: 2 },
  vrf: { coordinator: A(6), keyHash: `0x${'ab'.repeat(32)}`, subscriptionId: '98765432109876543210987654321' },
};

function params(body: unknown) {
  const path = join(dir, `${Math.random()}.json`);
  writeFileSync(path, JSON.stringify(body));
  return readDeployParams(path);
}

describe('deploy parameters', () => {
  it('refuses the example file as is: the zero address holds no role', () => {
    expect(() => readDeployParams(join(__dirname, '..', '..', 'deploy', 'params', 'example.json'))).toThrow(/zero address holds no role/);
  });

  it('names the file to write when a network has none', () => {
    expect(() => readDeployParams(join(dir, 'sepolia.json'))).toThrow(/No deploy parameters at .*sepolia\.json/);
  });

  it('refuses a market fee above 10 %, a short key hash and a callback gas limit outside Chainlink’s range', () => {
    expect(() => params({ ...valid, market: { percentageFee: 11 } })).toThrow();
    expect(() => params({ ...valid, vrf: { ...valid.vrf, keyHash: '0xab' } })).toThrow(/not 32 bytes/);
    expect(() => params({ ...valid, vrf: { ...valid.vrf, callbackGasLimit: 100_000 } })).toThrow();
  });

  it('gives each Ignition module its values, with the defaults filled in', () => {
    const p = params(valid);
    const ignition = ignitionParameters(p);
    expect(ignition.Land721).toEqual({ baseUri: 'https://api.example.com/nft/bsc/land721/' });
    expect(ignition.Land1155).toEqual({ uri: 'https://api.example.com/nft/bsc/land1155/{id}.json' });
    expect(ignition.LandMarket).toEqual({ treasury: A(4), percentageFee: 2, mintFeeWei: '0' });
    // A VRF v2.5 subscription id is a uint256: kept exact as a decimal string.
    expect(ignition.LandMysteryBox).toEqual({
      treasury: A(4),
      vrf: { ...valid.vrf, callbackGasLimit: 2_500_000, requestConfirmations: 3, nativePayment: false },
    });
    expect(ignition.SignerExecutor).toEqual({ claimSigners: [A(5)] });
    expect(ignition.MetaWorld).toEqual({ admin: A(1), operations: A(2), minter: A(3) });
    expect(roleHolders(p)).toEqual([A(1), A(2), A(3)]);
  });

  it('waits 5 confirmations on public networks and 1 on the local chains', () => {
    expect(deployNetworkOf('bscTestnet')).toMatchObject({ chainId: 97, key: 'bsc', confirmations: 5 });
    expect(deployNetworkOf('ethLocal')).toMatchObject({ chainId: 31337, confirmations: 1 });
    expect(() => deployNetworkOf('goerli')).toThrow(/unknown network "goerli"/);
  });
});
