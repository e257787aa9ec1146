// The build's local-world addresses (src/config/contractConfig.ts) are where scripts/chains deploys on a fresh node:
// if the deploy order or the deployer changes, approvals in the local world would be refused, and this says why.
import { describe, expect, it } from 'vitest';
import { startTestChain } from '../../../tests/contracts/fixtures';
import { LOCAL_WORLD_CONTRACTS } from '../../config/contractConfig';

describe('local world addresses', () => {
  it('a fresh deployment puts every contract at the address the build approves', async () => {
    const chain = await startTestChain();
    try {
      expect(chain.addresses).toEqual(LOCAL_WORLD_CONTRACTS);
    } finally {
      await chain.stop();
    }
  });
});
