// Test support: what the LAND map (/web/land_map/<city>) and the LAND cards (lgl0003_ex) show for a parcel or an owner,
// read the way the front end reads them; shared by the tests that follow staking, trades and sales on a chain.
import { expect } from 'vitest';
import { decodeCityMap, landMapAnswer, PARCEL_FLAG, type CityMap } from '@common/api/landMap';
import type { AccountName } from '@common/localWorld/accounts';
import { addr } from './chainWorld';
import { form, type TestWorld } from './support';

export async function cityMap(w: TestWorld, city: 'seoul' | 'berlin'): Promise<CityMap> {
  const res = await fetch(`${w.base.web}/land_map/${city}`);
  expect(res.status).toBe(200);
  return decodeCityMap(landMapAnswer.parse(await res.json()).data);
}

/** One parcel of a map: staked, sold and its owner's address (lower case). */
export function parcelOf(m: CityMap, tokenId: number | string) {
  const i = m.tokenIds.indexOf(String(tokenId));
  return { staked: (m.flags[i]! & PARCEL_FLAG.staked) !== 0, sold: (m.flags[i]! & PARCEL_FLAG.sold) !== 0, owner: m.owners[m.ownerOf[i]!] };
}

/** The token ids of who's Seoul LAND cards on BSC: staked ('1') or held ('0'). */
export const landCards = async (w: TestWorld, who: AccountName, stake: '0' | '1'): Promise<string[]> =>
  (await form(w, '/web/lgl0003_ex', { land_code: 'seoul', network: 'BSC', owner_addr: addr(who), stake, campaignId: '0' })).body.data.rows.map(
    (r: { tokenId: string }) => r.tokenId,
  );
