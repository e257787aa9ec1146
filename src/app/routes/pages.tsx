// Which component renders each page: own chunks for pages with content, the titled frame for the rest.
import { lazy, type ComponentType } from 'react';
import type { PageId } from './resolveRoute';
import type { PageProps } from './pageProps';

type PageComponent = ComponentType<PageProps>;

/** Pages that have their own content; each loads as its own chunk on first visit. */
export const PAGE_COMPONENTS: Partial<Record<PageId, PageComponent>> = {
  home: lazy(() => import('../../features/home/views/HomePage')),
  signup: lazy(() => import('../../features/auth/views/SignupPage')),
  mypage: lazy(() => import('../../features/account/views/MyPage')),
};
