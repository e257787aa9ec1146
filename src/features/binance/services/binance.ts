// enter_binance_002_ex as plain (deps, input) functions: the signed-in user's Binance-withdrawn LAND, claim (lock) and
// transfer, each with the app's one authToken.
import type { BinanceLand, ClaimLandInput, ClaimLandOutput, TransferLandInput } from '@machines/binance/types';
import type { ApiClient } from '../../../services/api/client';
import { appApiClient } from '../../../services/api/appClient';
import { authTokenFor, loggableUser, type LogUser } from '../../../services/authToken';

export type BinanceApi = Pick<ApiClient, 'binanceLand' | 'refreshToken'>;

export interface BinanceDeps {
  api: () => Promise<BinanceApi>;
  now: () => number;
}

export const binanceDeps = (): BinanceDeps => ({ api: appApiClient, now: Date.now });

async function authOf(deps: BinanceDeps, user: LogUser | null) {
  const who = loggableUser(user);
  if (!who) throw Object.assign(new Error('Not signed in'), { key: 'error-msg-auth' });
  const api = await deps.api();
  const authToken = await authTokenFor(api, who, deps.now);
  if (!authToken) throw Object.assign(new Error('Not signed in'), { key: 'error-msg-auth' });
  return { api, auth: { accountId: who.accountId, authToken } };
}

export async function listBinanceLand(deps: BinanceDeps, user: LogUser | null): Promise<BinanceLand[]> {
  const { api, auth } = await authOf(deps, user);
  return (await api.binanceLand({ ...auth, step: 'list' })).data.rows;
}

export async function claimBinanceLand(deps: BinanceDeps, user: LogUser | null, input: ClaimLandInput): Promise<ClaimLandOutput> {
  const { api, auth } = await authOf(deps, user);
  const { data } = await api.binanceLand({ ...auth, step: 'claim', land_id: input.landId });
  if (!data.lockId) throw new Error('The claim answered no lock');
  return { rows: data.rows, lockId: data.lockId };
}

export async function transferBinanceLand(deps: BinanceDeps, user: LogUser | null, input: TransferLandInput): Promise<BinanceLand[]> {
  const { api, auth } = await authOf(deps, user);
  return (await api.binanceLand({ ...auth, step: 'transfer', land_id: input.landId, lock_id: input.lockId })).data.rows;
}
