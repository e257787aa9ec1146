// What the create-proposal services need: the DAO API client (loaded with the first call) and the wallet the app connected.
import type { ApiClient } from '../../../../services/api/client';
import { appApiClient } from '../../../../services/api/appClient';
import { activeProvider, type Eip1193Provider } from '../../../../services/wallet/active';

export interface CreateProposalDeps {
  api: () => Promise<Pick<ApiClient, 'proposalCondition' | 'createProposal' | 'assetUrl'>>;
  /** Only the wallet the user signed in with: a proposal is never signed by a wallet the app did not connect. */
  provider: () => Promise<Eip1193Provider | null>;
}

let defaults: CreateProposalDeps | null = null;

export function defaultCreateProposalDeps(): CreateProposalDeps {
  if (defaults) return defaults;
  defaults = { api: appApiClient, provider: async () => activeProvider() };
  return defaults;
}
