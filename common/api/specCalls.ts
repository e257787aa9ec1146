// Every call spec 7 lists (its table, "Other endpoints that exist" and the DAO API), by the spec's name and our path constant.
import type { BaseName } from './paths';

export interface SpecCall {
  /** The spec's name of the call. */
  call: string;
  base: BaseName;
  /** The key of its path in paths.ts (WEB, AUTH, REWARD, DAO, GEO, STATIC, GAME by base); null when it is not on our bases. */
  key: string | null;
  /** Where the spec has it and nothing here makes it, why (shown in docs/api.md). */
  note?: string;
  /** A path with a parameter: the text of the server route's pattern (the client calls the key as a function). */
  route?: string;
}

export const SPEC_CALLS: readonly SpecCall[] = [
  { call: 'member_wallet_create', base: 'web', key: 'walletCreate' },
  { call: 'member_wallet_list', base: 'web', key: 'walletList' },
  { call: 'password_reset_ex', base: 'web', key: 'passwordReset' },
  { call: 'member_update_ex', base: 'web', key: 'memberUpdate' },
  { call: 'cert_mail_ex', base: 'web', key: 'certMail' },
  { call: 'cert_sms_ex (send SMS code)', base: 'web', key: 'certSms' },
  { call: 'check_cert_ex', base: 'web', key: 'checkCert' },
  { call: 'getCampaignTime', base: 'web', key: 'campaignTime' },
  { call: 'login', base: 'web', key: 'login' },
  { call: 'sns login (platformLogin)', base: 'auth', key: 'platformLogin' },
  { call: 'refresh token (refreshToken)', base: 'auth', key: 'refreshToken' },
  { call: '4th land list (get4thLandUserList)', base: 'web', key: 'fourthLandList' },
  { call: 'Get4thLandData', base: 'web', key: 'fourthLandData' },
  { call: 'remain_land_count', base: 'web', key: 'remainLandCount' },
  { call: 'country lookup by IP', base: 'geo', key: 'country' },
  { call: 'get download URL (get_download_exe_ex)', base: 'web', key: 'downloadUrl' },
  { call: 'start game (enter_lobby_ex)', base: 'web', key: 'startGame' },
  { call: 'claim-reward', base: 'reward', key: 'claimReward' },
  { call: 'get-list-reward', base: 'reward', key: 'listReward' },
  { call: 'get-reward-on-going-campaign', base: 'reward', key: 'ongoingReward' },
  { call: 'dvi_reward_search', base: 'web', key: 'dviRewardSearch' },
  { call: 'market land item list (lgl0000_ex)', base: 'web', key: 'marketLandItemList' },
  { call: 'lgl0001_ex (land item)', base: 'web', key: 'marketLandItem' },
  { call: 'market land buy item (lgl0002_ex)', base: 'web', key: 'marketLandBuyItem' },
  { call: 'market land with owner (lgl0003_ex)', base: 'web', key: 'marketLandWithOwner' },
  { call: 'lgl0004_ex (land sell)', base: 'web', key: 'marketLandSell' },
  { call: 'market prepending create', base: 'web', key: 'marketPrependingCreate' },
  { call: 'market item trade', base: 'web', key: 'marketItemTrade' },
  { call: 'market_item_list', base: 'web', key: 'marketItemList' },
  { call: 'market_item_list_with_owner', base: 'web', key: 'marketItemListWithOwner' },
  { call: 'market_item_list_search_name', base: 'web', key: 'marketItemSearchName' },
  { call: 'save log', base: 'web', key: 'saveLog' },
  { call: 'GetLandData', base: 'web', key: 'landData' },
  { call: 'GetWebConfig', base: 'web', key: 'webConfig' },
  { call: 'Item.json', base: 'static', key: 'items' },
  { call: 'Language.json', base: 'static', key: 'language' },
  { call: 'join_ex', base: 'web', key: 'join' },
  { call: 'check_account_ex', base: 'web', key: 'checkAccount' },
  { call: 'account_find_ex', base: 'web', key: 'accountFind' },
  { call: 'password_tmp_ex', base: 'web', key: 'passwordTmp' },
  { call: 'terms_list_ex', base: 'web', key: 'terms' },
  { call: 'post_get_list_ex', base: 'web', key: 'postList' },
  { call: 'post_get_by_id_ex', base: 'web', key: 'postById' },
  { call: 'enter_binance_002_ex', base: 'web', key: 'binanceLand' },
  { call: 'createPlayer', base: 'game', key: 'createPlayer' },
  { call: 'getPlayer', base: 'game', key: 'getPlayer' },
  { call: 'connectEnjinWallet', base: 'game', key: 'connectEnjinWallet' },
  { call: 'polygon gas station', base: 'web', key: null, note: 'a public service, not this API: src/services/chain/gas.ts' },
  { call: 'POST /api/proposals, GET /api/proposals, DELETE /api/proposals', base: 'dao', key: 'proposals' },
  { call: 'GET /api/proposals/condition', base: 'dao', key: 'condition' },
  { call: 'GET /api/votepower', base: 'dao', key: 'votePower' },
  { call: 'GET /api/proposals/{id}', base: 'dao', key: 'proposal', route: '${DAO.proposals}/:id' },
  { call: 'GET /api/comments/{id}', base: 'dao', key: 'commentsOf', route: '${DAO.comments}/:id' },
  { call: 'POST /api/comments', base: 'dao', key: 'comments' },
  { call: 'POST /api/reports (report call)', base: 'dao', key: 'reports' },
  { call: 'GET /api/votes, POST /api/votes', base: 'dao', key: 'votes' },
  { call: 'scores (governance voting service)', base: 'dao', key: 'scores' },
];
