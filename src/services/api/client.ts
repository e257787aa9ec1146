// The front end's typed API client: every call of spec 7, validated on the way out and back with the shared schemas.
import { z } from 'zod/mini';
import * as A from '@common/api/auth';
import * as M from '@common/api/member';
import * as C from '@common/api/content';
import * as K from '@common/api/market';
import * as I from '@common/api/marketItems';
import * as B from '@common/api/mysteryBox';
import * as P from '@common/api/campaign';
import * as D from '@common/api/dao';
import * as G from '@common/api/game';
import * as N from '@common/api/binance';
import { LOCAL_CLIENT_KEY, successAnswer } from '@common/api/envelope';
import { AUTH, DAO, DEV, GAME, GEO, REWARD, STATIC, WEB, type BaseUrls } from '@common/api/paths';
import { callNoBody, checkInput, postForm, sendJson, type FetchLike, type Transport } from './transport';
import { safeHttpUrl } from '@common/security/safeUrl';
import { reportSessionGone } from './sessionGone';

export interface ApiClientOptions {
  baseUrls: BaseUrls;
  /** The host the front end runs on (envelope usedomain). */
  usedomain: string;
  clientKey?: string;
  /** Defaults to the global fetch; tests pass one with a cookie jar. */
  fetch?: FetchLike;
  /** Where images and files live when the start-up data names it (read at each use); else the static base URL. */
  assetBase?: () => string | undefined;
}

const empty = z.object({});
const devOidcAnswer = z.object({ data: z.object({ idToken: z.string(), platform_id: z.string(), platform_type: z.number(), issuer: z.string() }) });
const walletCreateWithSiwe = z.extend(M.walletCreateRequest, { message: z.string().check(z.minLength(1)), signature: z.string() });

export class ApiClient {
  private readonly t: Transport;
  private readonly b: BaseUrls;
  private readonly assetBase: () => string | undefined;

  constructor(opts: ApiClientOptions) {
    this.b = opts.baseUrls;
    this.assetBase = opts.assetBase ?? (() => undefined);
    const f = opts.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init));
    this.t = { fetch: f, envelope: { key: opts.clientKey ?? LOCAL_CLIENT_KEY, value: '', usedomain: opts.usedomain } };
  }

  /**
   * An image or file URL the API answered, made absolute: a path like `/static/land/1x1.svg` is on the API's host,
   * not the page's. Only http(s) results are returned; anything else (javascript:, data:, garbage) gives ''.
   */
  assetUrl(url: string | undefined): string {
    return safeHttpUrl(url, this.assetBase() ?? this.b.static);
  }

  /** Async so that local validation failures reject like server errors do. */
  private async form<Req extends z.ZodMiniType, Ans extends z.ZodMiniType>(base: keyof BaseUrls, path: string, req: Req, ans: Ans, input: z.input<Req>) {
    return postForm(this.t, this.b[base] + path, checkInput(req, input) as Record<string, unknown>, ans);
  }

  // ---- auth ----
  login = (input: A.IdLoginRequest) => this.form('web', WEB.login, A.idLoginRequest, A.loginAnswer, input);
  walletLogin = (input: A.WalletLoginRequest) => this.form('web', WEB.login, A.walletLoginRequest, A.loginAnswer, input);
  /** The spec's wallet login without a signature: only for a back end that does not offer siwe_nonce. */
  unsignedWalletLogin = (input: A.UnsignedWalletLoginRequest) => this.form('web', WEB.login, A.unsignedWalletLoginRequest, A.loginAnswer, input);
  siweNonce = (wallet_addr: string) => this.form('web', WEB.siweNonce, A.siweNonceRequest, A.siweNonceAnswer, { wallet_addr });
  logout = () => this.form('web', WEB.logout, empty, successAnswer, {});
  snsLogin = (input: z.input<typeof A.snsLoginRequest>) => this.form('auth', AUTH.platformLogin, A.snsLoginRequest, A.snsLoginAnswer, input);
  /** Result 9 means not logged in (spec 7): the session ends everywhere (sessionGone.ts). */
  refreshToken = async (input: z.input<typeof A.refreshTokenRequest>) => {
    const answer = await this.form('auth', AUTH.refreshToken, A.refreshTokenRequest, A.refreshTokenAnswer, input);
    if (answer.result === 9) reportSessionGone();
    return answer;
  };
  startGame = (input: z.input<typeof A.startGameRequest>) => this.form('web', WEB.startGame, A.startGameRequest, A.startGameAnswer, input);
  downloadUrl = (platform: 'WINDOWS' | 'MAC') => this.form('web', WEB.downloadUrl, A.downloadUrlRequest, A.downloadUrlAnswer, { platform });
  country = () => callNoBody(this.t, 'GET', this.b.geo + GEO.country, {}, A.countryAnswer);

  // ---- member ----
  checkAccount = (account: string) => this.form('web', WEB.checkAccount, M.checkAccountRequest, M.checkAccountAnswer, { account });
  sendEmailCode = (input: z.input<typeof M.certMailRequest>) => this.form('web', WEB.certMail, M.certMailRequest, M.certSentAnswer, input);
  sendSmsCode = (input: z.input<typeof M.certSmsRequest>) => this.form('web', WEB.certSms, M.certSmsRequest, M.certSentAnswer, input);
  checkCode = (input: z.input<typeof M.checkCertRequest>) => this.form('web', WEB.checkCert, M.checkCertRequest, M.checkCertAnswer, input);
  join = (input: z.input<typeof M.joinRequest>) => this.form('web', WEB.join, M.joinRequest, M.joinAnswer, input);
  findAccount = (input: z.input<typeof M.accountFindRequest>) => this.form('web', WEB.accountFind, M.accountFindRequest, M.accountFindAnswer, input);
  resetForgottenPassword = (input: z.input<typeof M.passwordTmpRequest>) => this.form('web', WEB.passwordTmp, M.passwordTmpRequest, M.passwordTmpAnswer, input);
  changePassword = (input: z.input<typeof M.passwordResetRequest>) => this.form('web', WEB.passwordReset, M.passwordResetRequest, M.passwordResetAnswer, input);
  updateMember = (input: z.input<typeof M.memberUpdateRequest>) => this.form('web', WEB.memberUpdate, M.memberUpdateRequest, M.memberUpdateAnswer, input);
  /** The new wallet signs a SIWE message built around a nonce from siweNonce (proves ownership). */
  addWallet = (input: z.input<typeof walletCreateWithSiwe>) => this.form('web', WEB.walletCreate, walletCreateWithSiwe, M.walletCreateAnswer, input);
  /** The spec's member_wallet_create (account, wallet_addr): only for a back end that does not offer siwe_nonce. */
  addWalletUnsigned = (input: z.input<typeof M.walletCreateRequest>) => this.form('web', WEB.walletCreate, M.walletCreateRequest, M.walletCreateAnswer, input);
  listWallets = (account: string) => this.form('web', WEB.walletList, M.walletListRequest, M.walletListAnswer, { account });

  // ---- content ----
  posts = (input: z.input<typeof C.postListRequest>) => this.form('web', WEB.postList, C.postListRequest, C.postListAnswer, input);
  post = (input: z.input<typeof C.postByIdRequest>) => this.form('web', WEB.postById, C.postByIdRequest, C.postByIdAnswer, input);
  terms = () => this.form('web', WEB.terms, empty, C.termsAnswer, {});
  webConfig = () => this.form('web', WEB.webConfig, empty, C.webConfigAnswer, {});
  saveLog = (input: z.input<typeof C.saveLogRequest>) => this.form('web', WEB.saveLog, C.saveLogRequest, C.saveLogAnswer, input);
  /** Item.json and Language.json with a time stamp appended (spec 7); the app passes its build id + hour (src/app/startup/stamp.ts). */
  items = (stamp: string = String(Date.now())) => callNoBody(this.t, 'GET', this.b.static + STATIC.items, { t: stamp }, C.itemData);
  language = (stamp: string = String(Date.now())) => callNoBody(this.t, 'GET', this.b.static + STATIC.language, { t: stamp }, C.languageData);

  // ---- market and LAND ----
  marketItems = (input: K.MarketQuery) => this.form('web', WEB.marketItemList, K.marketQuery, K.marketListAnswer, input);
  marketItemsWithOwner = (input: z.input<typeof K.marketQueryWithOwner>) =>
    this.form('web', WEB.marketItemListWithOwner, K.marketQueryWithOwner, K.marketListAnswer, input);
  marketSearchName = (search: string) => this.form('web', WEB.marketItemSearchName, K.marketSearchName, K.marketListAnswer, { search });
  landData = (city: K.City) => this.form('web', WEB.landData, K.landDataRequest, K.landDataAnswer, { Land: city });
  landItemList = (input: z.input<typeof K.landItemListRequest>) => this.form('web', WEB.marketLandItemList, K.landItemListRequest, K.landItemListAnswer, input);
  landWithOwner = (input: z.input<typeof K.landWithOwnerRequest>) =>
    this.form('web', WEB.marketLandWithOwner, K.landWithOwnerRequest, K.landWithOwnerAnswer, input);
  prependingCreate = (input: z.input<typeof K.prependingCreateRequest>) =>
    this.form('web', WEB.marketPrependingCreate, K.prependingCreateRequest, K.prependingAnswer, input);
  landBuyItem = (input: z.input<typeof K.landBuyRequest>) => this.form('web', WEB.marketLandBuyItem, K.landBuyRequest, K.prependingAnswer, input);
  landItem = (input: z.input<typeof K.landItemRequest>) => this.form('web', WEB.marketLandItem, K.landItemRequest, K.landItemAnswer, input);
  landSell = (input: z.input<typeof K.landSellRequest>) => this.form('web', WEB.marketLandSell, K.landSellRequest, K.landSellAnswer, input);
  itemTrade = (input: z.input<typeof K.itemTradeRequest>) => this.form('web', WEB.marketItemTrade, K.itemTradeRequest, K.itemTradeAnswer, input);
  fourthLandList = (input: z.input<typeof K.fourthLandListRequest>) =>
    this.form('web', WEB.fourthLandList, K.fourthLandListRequest, K.fourthLandListAnswer, input);
  fourthLandData = (token_id: string) => this.form('web', WEB.fourthLandData, K.fourthLandDataRequest, K.fourthLandDataAnswer, { token_id });
  remainLandCount = (network: K.Network) => this.form('web', WEB.remainLandCount, K.remainLandCountRequest, K.remainLandCountAnswer, { network });
  mysteryBoxRewards = (input: z.input<typeof B.purchaseRewardsRequest>) =>
    this.form('web', WEB.mysteryBoxRewards, B.purchaseRewardsRequest, B.purchaseRewardsAnswer, input);
  /** The item market: cards of catalog items and listed LAND (filters, order, paging), one item with its listings, a wallet's inventory. */
  marketItemBrowse = (input: I.ItemBrowseRequest) => this.form('web', WEB.marketItemBrowse, I.itemBrowseRequest, I.itemBrowseAnswer, input);
  marketItemDetail = (input: I.ItemDetailRequest) => this.form('web', WEB.marketItemDetail, I.itemDetailRequest, I.itemDetailAnswer, input);
  marketInventory = (input: I.InventoryRequest) => this.form('web', WEB.marketInventory, I.inventoryRequest, I.inventoryAnswer, input);

  // ---- campaigns and rewards ----
  campaignTime = (input: z.input<typeof P.campaignTimeRequest>) => this.form('web', WEB.campaignTime, P.campaignTimeRequest, P.campaignTimeAnswer, input);
  listReward = async (q: z.input<typeof P.rewardQuery>) =>
    callNoBody(this.t, 'GET', this.b.reward + REWARD.listReward, checkInput(P.rewardQuery, q), P.listRewardAnswer);
  ongoingReward = async (q: z.input<typeof P.rewardQuery>) =>
    callNoBody(this.t, 'GET', this.b.reward + REWARD.ongoingReward, checkInput(P.rewardQuery, q), P.ongoingRewardAnswer);
  /** message = JSON.stringify(claim object), signature = the wallet's EIP-712 signature of it (common/domain/claimSigning.ts). */
  claimReward = async (input: z.input<typeof P.claimRewardRequest>) =>
    sendJson(this.t, 'PUT', this.b.reward + REWARD.claimReward, checkInput(P.claimRewardRequest, input), P.claimRewardAnswer);

  dviRewardSearch = (input: z.input<typeof P.dviRewardRequest>) => this.form('web', WEB.dviRewardSearch, P.dviRewardRequest, P.dviRewardAnswer, input);
  /** enter_binance_002_ex: list, claim (lock) or transfer a Binance-withdrawn LAND. */
  binanceLand = (input: z.input<typeof N.binanceRequest>) => this.form('web', WEB.binanceLand, N.binanceRequest, N.binanceAnswer, input);

  // ---- DAO ----
  proposals = async (q: z.input<typeof D.listProposalsQuery>) =>
    callNoBody(this.t, 'GET', this.b.dao + DAO.proposals, checkInput(D.listProposalsQuery, q), D.listProposalsAnswer);
  proposal = (id: number) => callNoBody(this.t, 'GET', this.b.dao + DAO.proposal(id), {}, D.proposalAnswer);
  createProposal = async (input: z.input<typeof D.createProposalRequest>) =>
    sendJson(this.t, 'POST', this.b.dao + DAO.proposals, checkInput(D.createProposalRequest, input), D.proposalAnswer);
  deleteProposal = async (q: z.input<typeof D.deleteProposalQuery>) =>
    callNoBody(this.t, 'DELETE', this.b.dao + DAO.proposals, checkInput(D.deleteProposalQuery, q), D.okAnswer);
  proposalCondition = async (q: z.input<typeof D.conditionQuery>) =>
    callNoBody(this.t, 'GET', this.b.dao + DAO.condition, checkInput(D.conditionQuery, q), D.conditionAnswer);
  votePower = async (q: z.input<typeof D.votePowerQuery>) =>
    callNoBody(this.t, 'GET', this.b.dao + DAO.votePower, checkInput(D.votePowerQuery, q), D.votePowerAnswer);
  comments = (proposalId: number) => callNoBody(this.t, 'GET', this.b.dao + DAO.commentsOf(proposalId), {}, D.commentsAnswer);
  createComment = async (input: z.input<typeof D.createCommentRequest>) =>
    sendJson(this.t, 'POST', this.b.dao + DAO.comments, checkInput(D.createCommentRequest, input), D.commentAnswer);
  report = async (input: z.input<typeof D.reportRequest>) =>
    sendJson(this.t, 'POST', this.b.dao + DAO.reports, checkInput(D.reportRequest, input), D.reportAnswer);
  votes = async (proposalId: number) => callNoBody(this.t, 'GET', this.b.dao + DAO.votes, checkInput(D.votesQuery, { proposalId }), D.votesAnswer);
  /** Spec 7's query (proposalId, userId, score) with the signed vote as the JSON body. */
  vote = async (q: z.input<typeof D.castVoteQuery>, body: z.input<typeof D.castVoteBody>) => {
    const query = new URLSearchParams(Object.entries(checkInput(D.castVoteQuery, q)).map(([k, v]) => [k, String(v)]));
    return sendJson(this.t, 'POST', `${this.b.dao + DAO.votes}?${query.toString()}`, checkInput(D.castVoteBody, body), D.voteAnswer);
  };
  scores = async (proposalId: number) => callNoBody(this.t, 'GET', this.b.dao + DAO.scores, checkInput(D.scoresQuery, { proposalId }), D.scoresAnswer);
  transparency = () => callNoBody(this.t, 'GET', this.b.dao + DAO.transparency, {}, D.transparencyAnswer);
  activity = async (address: string) => callNoBody(this.t, 'GET', this.b.dao + DAO.activity, checkInput(D.activityQuery, { address }), D.activityAnswer);

  // ---- game-asset service ----
  createPlayer = async (input: z.input<typeof G.createPlayerRequest>) =>
    sendJson(this.t, 'POST', this.b.game + GAME.createPlayer, checkInput(G.createPlayerRequest, input), G.playerAnswer);
  getPlayer = async (input: z.input<typeof G.getPlayerRequest>) =>
    sendJson(this.t, 'POST', this.b.game + GAME.getPlayer, checkInput(G.getPlayerRequest, input), G.maybePlayerAnswer);
  connectEnjinWallet = async (input: z.input<typeof G.connectEnjinRequest>) =>
    sendJson(this.t, 'POST', this.b.game + GAME.connectEnjinWallet, checkInput(G.connectEnjinRequest, input), G.playerAnswer);

  // ---- DEV only (local world) ----
  devOutbox = (to?: string) => callNoBody(this.t, 'GET', this.b.dev + DEV.outbox, { to }, M.outboxAnswer);
  devOidcToken = (platform: 'google' | 'facebook') => callNoBody(this.t, 'GET', this.b.dev + DEV.oidcLogin, { platform }, devOidcAnswer);
}
