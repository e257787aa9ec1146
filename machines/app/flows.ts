// The feature flows a page attaches to the root machine (FLOW.ATTACH), by id: their logic types and the ids at run time.
// Type-only imports: each flow's logic comes with the page that attaches it, never with the root.
import type { addWalletMachine } from '../account/addWalletMachine';
import type { changePasswordMachine } from '../account/changePasswordMachine';
import type { editProfileMachine } from '../account/editProfileMachine';
import type { findIdMachine } from '../auth/findIdMachine';
import type { resetPasswordMachine } from '../auth/resetPasswordMachine';
import type { signupMachine } from '../auth/signupMachine';
import type { stakingHubMachine } from '../staking/stakingHubMachine';
import type { browseMachine } from '../market/browseMachine';
import type { inventoryMachine } from '../market/inventoryMachine';
import type { itemDetailMachine } from '../market/itemDetailMachine';
import type { tradeHubMachine } from '../market/tradeHubMachine';
import type { landMapMachine } from '../landMap/landMapMachine';
import type { landTabMachine } from '../land/landTabMachine';
import type { mysteryBoxMachine } from '../mysteryBox/mysteryBoxMachine';
import type { eventVoteMachine } from '../events/eventVoteMachine';
import type { proposalDetailMachine } from '../dao/detail/proposalDetailMachine';
import type { mainNoticeMachine } from '../events/mainNoticeMachine';
import type { approvalsMachine } from '../approvals/approvalsMachine';
import type { createProposalMachine } from '../dao/create/createProposalMachine';
import type { newsDetailMachine } from '../content/newsDetailMachine';
import type { newsListMachine } from '../content/newsListMachine';
import type { proposalListMachine } from '../dao/list/proposalListMachine';
import type { activityMachine } from '../daoInsights/activityMachine';
import type { transparencyMachine } from '../daoInsights/transparencyMachine';
import type { votingPowerMachine } from '../daoInsights/votingPowerMachine';
import type { downloadMachine } from '../game/downloadMachine';
import type { gameStartMachine } from '../game/gameStartMachine';
import type { playerMachine } from '../game/playerMachine';
import type { binanceLandMachine } from '../binance/binanceLandMachine';
import type { featuredMachine } from '../home/featuredMachine';

/**
 * The feature flows a page attaches on demand, by id (also their systemId). A new feature flow is one line here and
 * one `useFlow(id, logic, input)` in its page (src/kit/useFlow.ts).
 */
export interface FlowLogics {
  signup: typeof signupMachine;
  findId: typeof findIdMachine;
  resetPassword: typeof resetPasswordMachine;
  editProfile: typeof editProfileMachine;
  changePassword: typeof changePasswordMachine;
  addWallet: typeof addWalletMachine;
  /** Staking hub: tracker, countdown and the staking flows (home's campaign section, my page's staking tab). */
  staking: typeof stakingHubMachine;
  /** Market actions hub: buy, list and unlist (item detail and inventory). */
  marketTrade: typeof tradeHubMachine;
  /** Market browse, item detail and my page inventory (their pages send the query their URL names). */
  marketBrowse: typeof browseMachine;
  marketItem: typeof itemDetailMachine;
  marketInventory: typeof inventoryMachine;
  /** The LAND map: city data, camera, hover, selection and layers (the market's LAND view). */
  landMap: typeof landMapMachine;
  /** My page's land tab: the user's LAND in every city. */
  landTab: typeof landTabMachine;
  /** The LAND view's market panel of the selected LAND (the item flow whose loader falls back to the spec's LAND market). */
  landItem: typeof itemDetailMachine;
  /** The 4th LAND sale (mystery boxes): its popup after sign-in. */
  mysteryBox: typeof mysteryBoxMachine;
  /** The event page: current events, votes, the event notice and purchase popups. */
  events: typeof eventVoteMachine;
  /** Home's main notice popup: once per session. */
  mainNotice: typeof mainNoticeMachine;
  /** The approvals page: the wallet's grants to the platform's contracts and their revokes. */
  approvals: typeof approvalsMachine;
  /** News: the list page (news/{page}), Home's latest 6, and one post (news-detail/{itemId}). */
  news: typeof newsListMachine;
  homeNews: typeof newsListMachine;
  /** Home's hero: a city's live map (the LAND map flow, its own camera) and a few featured market cards. */
  homeMap: typeof landMapMachine;
  homeFeatured: typeof featuredMachine;
  newsDetail: typeof newsDetailMachine;
  /** DAO: the dao page's proposal list and the catalyst page's (spec 2). */
  daoProposals: typeof proposalListMachine;
  catalystProposals: typeof proposalListMachine;
  /** Start now: the root loads and spawns it on the first GAME.START of a user (the top bar, the launch page). */
  gameStart: typeof gameStartMachine;
  /** The launch page's Windows and Mac download buttons. */
  gameDownload: typeof downloadMachine;
  /** My page profile's game player (getPlayer, createPlayer, connectEnjinWallet). */
  gamePlayer: typeof playerMachine;
  /** My page's LAND tab: the LAND withdrawn to Binance (claim, lock and transfer). */
  binanceLand: typeof binanceLandMachine;
  /** dao-detail/{itemId}: the proposal, its vote box, voters, comments and report popup. */
  daoDetail: typeof proposalDetailMachine;
  /** The DAO's transparency, activity and voting-power/{address} pages. */
  daoTransparency: typeof transparencyMachine;
  daoActivity: typeof activityMachine;
  votingPower: typeof votingPowerMachine;
  /** create-proposal/{category}: the proposal form, its condition check, signature and creation. */
  createProposal: typeof createProposalMachine;
}
export type FlowId = keyof FlowLogics;
/** The same ids at run time: an attach with any other key is ignored. */
export const FLOW_IDS = [
  'signup',
  'findId',
  'resetPassword',
  'editProfile',
  'changePassword',
  'addWallet',
  'staking',
  'marketTrade',
  'marketBrowse',
  'marketItem',
  'marketInventory',
  'landMap',
  'landTab',
  'landItem',
  'mysteryBox',
  'events',
  'mainNotice',
  'approvals',
  'news',
  'homeNews',
  'homeMap',
  'homeFeatured',
  'newsDetail',
  'daoProposals',
  'catalystProposals',
  'gameStart',
  'gameDownload',
  'gamePlayer',
  'binanceLand',
  'daoDetail',
  'daoTransparency',
  'daoActivity',
  'votingPower',
  'createProposal',
] as const satisfies readonly FlowId[];
// Fails to compile when FlowLogics gains an id FLOW_IDS lacks.
const everyFlowListed: Exclude<FlowId, (typeof FLOW_IDS)[number]> extends never ? true : false = true;
void everyFlowListed;
