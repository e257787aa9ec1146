// The names of the news categories and tabs, translated.
import { useLingui } from '@lingui/react/macro';
import type { PostCategory } from '@common/api/content';

export function useCategoryLabel(): (category: PostCategory | '') => string {
  const { t } = useLingui();
  return (category) => {
    switch (category) {
      case 'News':
        return t`News`;
      case 'Update':
        return t`Update`;
      case 'Notice':
        return t`Notice`;
      default:
        return t`All`;
    }
  };
}
