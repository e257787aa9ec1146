// What the create-proposal services need: the DAO API client (loaded with the first call) and the wallet the app connected.
import type { ApiClient } from '../../../../services/api/client';
import { getActiveProvider, type Eip1193Provider } from '../../../wallet/services/active';
import { appConfig } from '../../../wallet/services/appConfig';

export interface CreateProposalDeps {
  api: () => Promise<Pick<ApiClient, 'proposalCondition' | 'createProposal' | 'assetUrl'>>;
  /** Only the wallet the user signed in with: a proposal is never signed by a wallet the app did not connect. */
  provider: () => Promise<Eip1193Provider | null>;
}

let defaults: CreateProposalDeps | null = null;

export function defaultCreateProposalDeps(): CreateProposalDeps {
  if (defaults) return defaults;
  let client: Promise<ApiClient> | null = null;
  const api = () =>
    (client ??= (async () => {
      const [{ ApiClient }, { localBaseUrls }] = await Promise.all([import('../../../../services/api/client'), import('../../../../../common/api/paths')]);
      return new ApiClient({ baseUrls: localBaseUrls(appConfig().apiBaseUrl), usedomain: window.location.host });
    })().catch((error: unknown) => {
      client = null;
      throw error;
    }));
  defaults = { api, provider: getActiveProvider };
  return defaults;
}
