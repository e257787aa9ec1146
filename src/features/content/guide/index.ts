// The guide's tabs and their sub-pages (guide/{page}/{wIdx}); the Download tab is the game launch page (src/features/game).
import type { GuideSubPage } from './types';
import { CREATOR_GUIDE } from './creatorGuide';
import { DVI_GUIDE } from './dviGuide';
import { PLAYER_GUIDE } from './playerGuide';
import { WALLET_GUIDE } from './walletGuide';

export const GUIDE_CONTENT: Record<'guide' | 'creator' | 'wallet' | 'dvi', GuideSubPage[]> = {
  guide: PLAYER_GUIDE,
  creator: CREATOR_GUIDE,
  wallet: WALLET_GUIDE,
  dvi: DVI_GUIDE,
};

export const hasGuideContent = (page: string | undefined): page is keyof typeof GUIDE_CONTENT => page !== undefined && Object.hasOwn(GUIDE_CONTENT, page);
