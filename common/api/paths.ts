// Every endpoint path of the API, grouped by the base URL it hangs off (spec 7: bases are configured).
/** Names of the configured base URLs. Locally all are prefixes of one server (see docs/api.md). */
export type BaseName = 'web' | 'auth' | 'reward' | 'dao' | 'geo' | 'static' | 'game' | 'dev';

/** Prefix of each base on the reference server: base URL = server origin + prefix. */
export const LOCAL_PREFIXES: Record<BaseName, string> = {
  web: '/web',
  auth: '/auth',
  reward: '/reward',
  dao: '/dao',
  geo: '/geo',
  static: '/static',
  game: '/game',
  dev: '/dev',
};

export type BaseUrls = Record<BaseName, string>;

/** Base URLs of a reference server running at origin (e.g. http://127.0.0.1:8787). */
export function localBaseUrls(origin: string): BaseUrls {
  const o = origin.replace(/\/$/, '');
  return Object.fromEntries(Object.entries(LOCAL_PREFIXES).map(([k, p]) => [k, o + p])) as BaseUrls;
}

/**
 * The base URLs of a deployment: everything on the API host except the auth and DAO bases, each on its own configured
 * host (VITE_AUTH_BASE_URL, VITE_DAO_API_BASE_URL; the API host when not set).
 */
export function configuredBaseUrls(hosts: { api: string; auth: string; dao: string }): BaseUrls {
  return { ...localBaseUrls(hosts.api), auth: localBaseUrls(hosts.auth).auth, dao: localBaseUrls(hosts.dao).dao };
}

export const WEB = {
  login: '/login',
  logout: '/logout',
  siweNonce: '/siwe_nonce',
  join: '/join_ex',
  checkAccount: '/check_account_ex',
  certMail: '/cert_mail_ex',
  certSms: '/cert_sms_ex',
  checkCert: '/check_cert_ex',
  accountFind: '/account_find_ex',
  passwordTmp: '/password_tmp_ex',
  passwordReset: '/password_reset_ex',
  memberUpdate: '/member_update_ex',
  walletCreate: '/member_wallet_create',
  walletList: '/member_wallet_list',
  campaignTime: '/getCampaignTime',
  fourthLandList: '/get4thLandUserList',
  fourthLandData: '/Get4thLandData',
  remainLandCount: '/remain_land_count',
  /** One mystery-box purchase with its LAND and VRF reward items (common/api/mysteryBox.ts). */
  mysteryBoxRewards: '/mystery_box_rewards',
  downloadUrl: '/get_download_exe_ex',
  startGame: '/enter_lobby_ex',
  marketItemList: '/market_item_list',
  marketItemListWithOwner: '/market_item_list_with_owner',
  marketItemSearchName: '/market_item_list_search_name',
  marketLandItemList: '/lgl0000_ex',
  marketLandWithOwner: '/lgl0003_ex',
  marketLandBuyItem: '/lgl0002_ex',
  marketLandItem: '/lgl0001_ex',
  marketLandSell: '/lgl0004_ex',
  marketPrependingCreate: '/market_prepending_create',
  marketItemTrade: '/market_item_trade',
  /** The item market (common/api/marketItems.ts): browse with filters, one item with its listings, a wallet's inventory. */
  marketItemBrowse: '/market_item_browse',
  marketItemDetail: '/market_item_detail',
  marketInventory: '/market_inventory',
  saveLog: '/save_log',
  landData: '/GetLandData',
  webConfig: '/GetWebConfig',
  terms: '/terms_list_ex',
  postList: '/post_get_list_ex',
  postById: '/post_get_by_id_ex',
  dviRewardSearch: '/dvi_reward_search',
  /** Binance-withdrawn LAND: list, claim (lock) and transfer (common/api/binance.ts). */
  binanceLand: '/enter_binance_002_ex',
} as const;

export const AUTH = {
  platformLogin: '/platformLogin',
  refreshToken: '/refreshToken',
  /** The game client redeems the launch ticket of enter_lobby_ex once (issue 24). */
  gameTicket: '/gameTicket',
} as const;

export const REWARD = {
  listReward: '/get-list-reward',
  ongoingReward: '/get-reward-on-going-campaign',
  claimReward: '/claim-reward',
} as const;

export const DAO = {
  proposals: '/api/proposals',
  proposal: (id: number | string) => `/api/proposals/${encodeURIComponent(String(id))}`,
  condition: '/api/proposals/condition',
  votePower: '/api/votepower',
  comments: '/api/comments',
  commentsOf: (id: number | string) => `/api/comments/${encodeURIComponent(String(id))}`,
  reports: '/api/reports',
  votes: '/api/votes',
  /** The scores call (spec 7): scores recomputed from the stored signed votes, with the vote type data. */
  scores: '/api/scores',
  /** Treasury balances read from the chains, proposal counts by status, funded grants. */
  transparency: '/api/transparency',
  /** One address's proposals, votes and comments. */
  activity: '/api/activity',
} as const;

export const GEO = { country: '/country' } as const;
/** Game-asset service (JSON). */
export const GAME = { createPlayer: '/createPlayer', getPlayer: '/getPlayer', connectEnjinWallet: '/connectEnjinWallet' } as const;
export const STATIC = {
  items: '/Item.json',
  language: '/Language.json',
  landImage: '/land/:file',
  itemImage: '/items/:file',
  /** The game client installers the download URL points at (get_download_exe_ex). */
  clientDownload: '/download/:file',
} as const;
/** NFT metadata of the local world's collections (the chain scripts' metadataBase): /nft/<chain key>/<collection>/<token id>. */
export const NFT_METADATA_PREFIX = '/nft';
export const DEV = {
  outbox: '/outbox',
  oidcLogin: '/oidc-login',
} as const;
