// The provider the API's chain reads use, made per read and destroyed after it: each JSON-RPC call goes out at once.
// ethers batches by default, holding every call 10 ms for others to join; a provider that lives for one or two calls
// gains nothing from that and paid the 10 ms on every block-number ask and every read behind it (docs/performance.md).
import { JsonRpcProvider } from 'ethers';

export const rpcProvider = (rpcUrl: string, chainId: number) => new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true, batchMaxCount: 1 });
