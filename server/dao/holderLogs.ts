// Reads a chain's receipts of the platform token and of LAND (721 and 1155) after a cursor: who received what, from
// which block. Voting power needs nothing else to know that an address held nothing at a block.
import { Interface } from 'ethers';
import type { ChainDeployment } from '../../contracts/deployments';
import { resumePoint, type Cursor } from '../chain/marketLogs';
import { onChain } from './votingPower';

const iface = new Interface([
  // ERC-20 and ERC-721 Transfer share this topic; the contract address tells them apart.
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
]);
const TOPICS = ['Transfer', 'TransferSingle', 'TransferBatch'].map((n) => iface.getEvent(n)!.topicHash);
const BLOCKS_PER_RUN = 5_000;

export type HolderContract = 'token' | 'land721' | 'land1155';

/** One receipt: token_id is '' for the token and LAND 721, whose holdings the chain answers in one call. */
export interface Receipt {
  contract: HolderContract;
  owner: string;
  tokenId: string;
  block: number;
}

export interface HolderBatch {
  restart: boolean;
  toBlock: number;
  toHash: string;
  caughtUp: boolean;
  receipts: Receipt[];
}

const addressOfTopic = (topic: string) => `0x${topic.slice(26)}`.toLowerCase();

/** The receipts after the cursor (from block 0 without one), up to BLOCKS_PER_RUN blocks; undefined when nothing is new. */
export async function readHolderBatch(chain: ChainDeployment, cursor: Cursor | undefined): Promise<HolderBatch | undefined> {
  const c = chain.contracts;
  const kinds = new Map<string, HolderContract>([
    [c.token.toLowerCase(), 'token'],
    [c.land721.toLowerCase(), 'land721'],
    [c.land1155.toLowerCase(), 'land1155'],
  ]);
  return onChain(chain, async (p) => {
    const { head, from, restart } = await resumePoint(p, cursor);
    if (from > head) return undefined;
    const to = Math.min(head, from + BLOCKS_PER_RUN - 1);
    const [logs, block] = await Promise.all([p.getLogs({ address: [...kinds.keys()], fromBlock: from, toBlock: to, topics: [TOPICS] }), p.getBlock(to)]);
    if (!block?.hash) throw new Error(`block ${to} missing`);
    const receipts: Receipt[] = [];
    for (const log of logs) {
      const contract = kinds.get(log.address.toLowerCase());
      if (!contract) continue;
      if (contract !== 'land1155') {
        if (log.topics[0] === TOPICS[0] && log.topics[2])
          receipts.push({ contract, owner: addressOfTopic(log.topics[2]), tokenId: '', block: log.blockNumber });
        continue;
      }
      const ev = iface.parseLog(log);
      const owner = String(ev?.args.to ?? '').toLowerCase();
      if (ev?.name === 'TransferSingle') receipts.push({ contract, owner, tokenId: (ev.args.id as bigint).toString(), block: log.blockNumber });
      if (ev?.name === 'TransferBatch')
        for (const id of ev.args.ids as bigint[]) receipts.push({ contract, owner, tokenId: id.toString(), block: log.blockNumber });
    }
    return { restart, toBlock: to, toHash: block.hash, caughtUp: to === head, receipts };
  });
}
