// The create-proposal steps against the API and the wallet: the condition, the EIP-712 signature, the POST.
import type { CreateProposalInput, SignProposalInput } from '@machines/dao/create/types';
import type { Author, ConditionAnswer } from '@machines/dao/create/createProposalRules';
import type { CreateProposalDeps } from './deps';
import { signTypedData } from '../../../../services/wallet/signTypedData';

/** GET the proposal condition of the author's wallet on its network. */
export async function checkCondition(deps: CreateProposalDeps, author: Author): Promise<ConditionAnswer> {
  const answer = await (await deps.api()).proposalCondition({ address: author.address, chainId: author.chainId });
  return answer.data;
}

/** eth_signTypedData_v4 by the connected wallet (params: the signer, then the typed data as JSON text). */
export async function signProposal(deps: CreateProposalDeps, input: SignProposalInput): Promise<string> {
  const provider = await deps.provider();
  // EIP-1193's "disconnected" code: the flow shows the wallet's generic failure with this text.
  if (!provider) throw Object.assign(new Error('No wallet is connected'), { code: 4900 });
  return signTypedData(provider, input.address, input.typedData);
}

/** POST the signed proposal; the new proposal's id. */
export async function createProposal(deps: CreateProposalDeps, input: CreateProposalInput): Promise<number> {
  const answer = await (await deps.api()).createProposal(input);
  return answer.data.id;
}
