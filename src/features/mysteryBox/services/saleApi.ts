// The 4th LAND sale's API side as plain (deps, input) functions: the config's purchase info, the remain land count,
// each LAND's card (Get4thLandData), a purchase's VRF reward items, the 4th land list after sign-in, and the sale's logs (best effort).
import type { ApiClient } from '../../../services/api/client';
import { ApiCallError } from '../../../services/api/errors';
import { isNotOffered } from '@common/api/notOffered';
import { authTokenFor, forgetAuthToken, loggableUser, type LogUser } from '../../../services/authToken';
import type { ChainFamily } from '@common/domain/chains';
import { isCity } from '@common/domain/land';
import { readApprovalRequirements } from '@common/domain/approvals';
import type { LandCard, SaleConfig, SaleLogInput, VrfReward } from '@machines/mysteryBox/types';
import { weiToUnits } from '@machines/mysteryBox/rules';

export type SaleApi = Pick<ApiClient, 'webConfig' | 'remainLandCount' | 'fourthLandData' | 'mysteryBoxRewards' | 'refreshToken' | 'saveLog' | 'assetUrl'>;

export interface SaleApiDeps {
  api: () => Promise<SaleApi>;
  /** Ms since the epoch. */
  now: () => number;
}

/** purchaseInfo_<network> of GetWebConfig ({ index, list: [{ tokenId, price }] }); null when the network has no sale. */
export async function purchaseInfo(deps: SaleApiDeps, family: ChainFamily): Promise<SaleConfig | null> {
  const entries = await (await deps.api()).webConfig();
  const entry = entries.find((e) => e.name.toLowerCase() === `purchaseinfo_${family.toLowerCase()}`);
  if (!entry) return null;
  try {
    const v = JSON.parse(entry.value) as { index?: unknown; list?: unknown };
    if (typeof v.index !== 'number' || !Array.isArray(v.list)) return null;
    const list = (v.list as { tokenId?: unknown; price?: unknown }[]).flatMap((e) =>
      typeof e.tokenId === 'number' && typeof e.price === 'string' ? [{ tokenId: e.tokenId, price: e.price }] : [],
    );
    // An entry naming no purchase still opens the sale: Buy then says 'Unsupported type of contract Purchase' (spec 8).
    return { index: v.index, entries: list, onChainApproval: readApprovalRequirements(entries).onChain };
  } catch {
    return null;
  }
}

export async function remainCount(deps: SaleApiDeps, family: ChainFamily): Promise<number> {
  return (await (await deps.api()).remainLandCount(family)).data.count;
}

/** The LAND card of each parcel received (Get4thLandData), pictures on the API's host. */
export async function landCards(deps: SaleApiDeps, tokenIds: readonly string[]): Promise<LandCard[]> {
  const api = await deps.api();
  return Promise.all(
    tokenIds.map(async (id) => {
      const { data } = await api.fourthLandData(id);
      return {
        x1: data.x1,
        y1: data.y1,
        x2: data.x2,
        y2: data.y2,
        tokenId: data.tokenId,
        nftId: data.nftId,
        name: data.name,
        imageUrl: api.assetUrl(data.imageUrl),
        isErc1155: data.isErc1155,
        maxQuantity: data.maxQuantity,
        landType: data.landType,
        city: isCity(data.city) ? data.city : null,
      };
    }),
  );
}

/**
 * The VRF reward items of a revealed purchase (mystery_box_rewards by commit id), names in lang; 'waiting' while the
 * API's index has not met the reveal yet (the flow asks again); 'notOffered' when the server has no such call (an
 * extension: the flow shows the LAND without asking again); an error when the API does not answer.
 */
export async function purchaseRewards(
  deps: SaleApiDeps,
  input: { network: ChainFamily; commitId: string; lang: 'en' | 'ko' },
): Promise<VrfReward[] | 'waiting' | 'notOffered'> {
  const api = await deps.api();
  try {
    const { data } = await api.mysteryBoxRewards({ network: input.network, commit_id: input.commitId, lang: input.lang });
    return data.revealed ? data.rewards : 'waiting';
  } catch (error) {
    if (isNotOffered(error)) return 'notOffered';
    if (error instanceof ApiCallError && error.status === 404) return 'waiting';
    throw error;
  }
}

export type { LogUser };

/**
 * Logs 5100 to 5103 for the signed-in user (keyIdx the product, keyValue the quantity, unit price and total in whole
 * tokens, the hash as message). Never rejects: a log is not worth a failed purchase.
 */
export async function saveSaleLog(deps: SaleApiDeps, input: SaleLogInput, user: LogUser | null, symbol: string): Promise<void> {
  const who = loggableUser(user);
  if (!who) return;
  try {
    const api = await deps.api();
    const authToken = await authTokenFor(api, who, deps.now);
    if (!authToken) return;
    const base = { accountId: who.accountId, authToken, action: input.action };
    if (input.action === 5100) await api.saveLog(base);
    else if (input.action === 5103) await api.saveLog({ ...base, keyValue: String(input.remaining) });
    else
      await api.saveLog({
        ...base,
        keyIdx: input.tokenId,
        keyValue: String(input.quantity),
        currencyType: symbol,
        currencyValue: weiToUnits(BigInt(input.totalWei) / BigInt(Math.max(1, input.quantity))),
        totalCurrency: weiToUnits(input.totalWei),
        message: input.action === 5102 ? input.hash : '',
      });
  } catch {
    forgetAuthToken();
  }
}
