// The calls this project makes that spec 7 does not list: each declared once, with why it exists and what the front end does without it.
import { AUTH, DAO, WEB, type BaseName } from './paths';
import { EVENT_PATHS } from './eventCodes';
import { LAND_MAP_PATH } from './landMap';

export interface Extension {
  /** Stable name, used in docs/api.md and in the front end's fallback code. */
  id: string;
  base: BaseName;
  /** Path under the base; a path that takes a trailing segment (land_map/<city>) matches it as a prefix. */
  path: string;
  /** Why the call exists although the spec has none. */
  reason: string;
  /** What the front end does when the back end answers 404 or 501 to it. */
  fallback: string;
}

/** Every extension. A back end that offers only the spec's calls (API_PROFILE=spec) answers 404 to each. */
export const EXTENSIONS = [
  {
    id: 'siwe_nonce',
    base: 'web',
    path: WEB.siweNonce,
    reason: "A bare wallet address proves nothing: the spec's wallet login is made safe by a signed Sign-In with Ethereum message around this nonce.",
    fallback: "The spec's wallet login (wallet_addr, wallet) without a signature; the account menu says the wallet was not verified by signature.",
  },
  {
    id: 'game_ticket',
    base: 'auth',
    path: AUTH.gameTicket,
    reason:
      "The game client redeems enter_lobby_ex's ticket here, once and within 2 minutes, so a ticket seen in a URL cannot be replayed; the web app " +
      'never calls it.',
    fallback: 'Nothing in the web app: a back end without it leaves the ticket check to its game server.',
  },
  {
    id: 'logout',
    base: 'web',
    path: WEB.logout,
    reason: 'Ends the server session cookie; the spec logs out by forgetting the user in the browser.',
    fallback: 'The browser forgets the user (local storage and the user cookie), as the spec describes.',
  },
  {
    id: 'mystery_box_rewards',
    base: 'web',
    path: WEB.mysteryBoxRewards,
    reason: 'The LAND and VRF reward items of one mystery-box purchase, read from the chain by the server.',
    fallback: 'The purchase result says the rewards are not offered by this server; the purchase itself is unaffected.',
  },
  {
    id: 'market_item_browse',
    base: 'web',
    path: WEB.marketItemBrowse,
    reason:
      "Only for a browse by category, grade or standard, which the spec's market query (type, mapId, page, count, search, for_sale, order) cannot ask: " +
      "one card per catalog item of the filter. Every other browse and search uses the spec's market_item_list and market_item_list_search_name.",
    fallback:
      "The page asked with a filter shows the spec's market_item_list (one card per listing on the route's network) and the category, grade and " +
      'standard filters are hidden from then on, with one sentence. "My listings" always uses market_item_list_with_owner.',
  },
  {
    id: 'market_item_detail',
    base: 'web',
    path: WEB.marketItemDetail,
    reason: 'One catalog item with its open listings; the spec has no call for one item.',
    fallback:
      'The item comes from Item.json (a LAND from its token id), its open listings from the market contract on chain (Get_SellingItems), each matched ' +
      "to the API's record from market_item_list for the purchase. A LAND's market panel never asks it: it comes from the spec's LAND market " +
      "(lgl0000_ex, lgl0001_ex) and the chain's listings.",
  },
  {
    id: 'market_inventory',
    base: 'web',
    path: WEB.marketInventory,
    reason: "A wallet's items and LAND across collections, paged; the spec only lists LAND with owner (lgl0003_ex).",
    fallback:
      "My page's LAND comes from the spec's market land with owner (lgl0003_ex) alone (staked as staked, the rest as owned); the LAND detail offers " +
      "its own List to the holder; the items inventory says it is not offered by this server; the item page's List and Unlist read the wallet's " +
      'holdings and open orders on chain (balances, tokensOfOwner, Get_Orders).',
  },
  {
    id: 'land_map',
    base: 'web',
    path: LAND_MAP_PATH,
    reason: "A city's whole parcel grid, packed and cacheable by ETag, so the map draws thousands of blocks fast.",
    fallback: "The map draws the city's LAND from the spec's GetLandData, and the LAND for sale from lgl0000_ex with the chain's open listings.",
  },
  {
    id: 'event_list',
    base: 'web',
    path: EVENT_PATHS.list,
    reason: "The event page's events with their choices and counts (spec 2 shows the page, spec 7 has no call for it).",
    fallback: 'The event page says events are not offered by this server.',
  },
  {
    id: 'event_vote',
    base: 'web',
    path: EVENT_PATHS.vote,
    reason: 'One vote in an event (spec 3 describes the choices, spec 7 has no call).',
    fallback: 'Voting is not shown when the event list is not offered.',
  },
  {
    id: 'event_purchase_info',
    base: 'web',
    path: EVENT_PATHS.purchaseInfo,
    reason: "The event products' prices and networks for the event purchase.",
    fallback: 'The event page shows no products.',
  },
  {
    id: 'transparency',
    base: 'dao',
    path: DAO.transparency,
    reason: "Treasury balances, proposal counts and funded grants for the DAO's transparency page.",
    fallback: 'The transparency page says it is not offered by this server.',
  },
  {
    id: 'activity',
    base: 'dao',
    path: DAO.activity,
    reason: "One address's proposals, votes and comments for the DAO activity page.",
    fallback: 'The activity page says it is not offered by this server.',
  },
] as const satisfies readonly Extension[];

/** The extension a request path under a base is, if any (prefix match for land_map/<city>). */
export function extensionAt(base: BaseName, path: string): Extension | undefined {
  return EXTENSIONS.find((e) => e.base === base && (path === e.path || path.startsWith(`${e.path}/`)));
}
