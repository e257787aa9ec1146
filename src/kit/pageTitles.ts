// The title of every page, as catalog entries; subpages (guide tabs, signup steps, mypage tabs) have their own.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PageId } from './resolveRoute';

export const PAGE_TITLES: Record<PageId, MessageDescriptor> = {
  home: msg`Home`,
  market: msg`Marketplace`,
  marketDetail: msg`Item detail`,
  marketDetailIndex: msg`Item detail`,
  studio: msg`Studio`,
  guide: msg`Guide`,
  event: msg`Event`,
  news: msg`News`,
  newsDetail: msg`News`,
  dao: msg`DAO`,
  daoDetail: msg`Proposal`,
  createProposal: msg`Create proposal`,
  votingPower: msg`Voting power`,
  transparency: msg`Transparency`,
  activity: msg`Activity`,
  submit: msg`Submit`,
  catalyst: msg`Catalyst`,
  signup: msg`Sign up`,
  mypage: msg`My page`,
  walletconnect: msg`WalletConnect`,
  approve: msg`Approvals`,
};

/** Subpage names shown as tabs or headings: guide tabs, sign-up steps, my page tabs, market networks. */
export const SUBPAGE_TITLES: Record<string, MessageDescriptor> = {
  'guide/guide': msg`Guide`,
  'guide/creator': msg`Creator`,
  'guide/wallet': msg`Wallet`,
  'guide/download': msg`Download`,
  'guide/dvi': msg`DVI`,
  'signup/register': msg`Create account`,
  'signup/idphone': msg`Find ID`,
  'signup/pwdphone': msg`Reset password`,
  'mypage/profile': msg`Profile`,
  'mypage/inventory': msg`Inventory`,
  'mypage/land': msg`Land`,
  'mypage/staking': msg`Staking`,
  'market/eth': msg`Ethereum`,
  'market/bsc': msg`BSC`,
  'market/pol': msg`Polygon`,
};
