// Reads the DAO treasury's balances on one chain over JSON-RPC: the platform token (balanceOf) and the native coin.
import { Contract } from 'ethers';
import { rpcProvider } from './rpcProvider';

const TOKEN_ABI = ['function balanceOf(address owner) view returns (uint256)'];
const TIMEOUT_MS = 4000;

export interface TreasuryBalances {
  /** Wei, as decimal strings (18 decimals both). */
  token: string;
  native: string;
}

export interface TreasuryTarget {
  rpcUrl: string;
  chainId: number;
  token: string;
  treasury: string;
}

/** The balances at the latest block; throws when the chain does not answer within the timeout. */
export async function treasuryOnChain(t: TreasuryTarget): Promise<TreasuryBalances> {
  // staticNetwork: no network detection round-trips (and no endless retries when the node is down).
  const provider = rpcProvider(t.rpcUrl, t.chainId);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const token = new Contract(t.token, TOKEN_ABI, provider);
    const read = Promise.all([token.getFunction('balanceOf')(t.treasury) as Promise<bigint>, provider.getBalance(t.treasury)]);
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('RPC timeout')), TIMEOUT_MS);
    });
    const [tok, native] = await Promise.race([read, timeout]);
    return { token: tok.toString(), native: native.toString() };
  } finally {
    clearTimeout(timer);
    provider.destroy();
  }
}
