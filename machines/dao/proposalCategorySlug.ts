// A category as the create-proposal/{category} route names it: the route's slugs take no '_' (resolveRoute SLUG), so
// ban_name is 'ban-name' in the URL. Both directions, so the submit page's links and the form page agree.
import { isProposalCategory, type ProposalCategory } from '../../common/domain/dao';

export const slugOfProposalCategory = (category: ProposalCategory): string => category.replace(/_/g, '-');

/** The category a route slug names ('ban-name' and 'ban_name' alike), or null. */
export function proposalCategoryOfSlug(slug: string): ProposalCategory | null {
  const category = slug.trim().toLowerCase().replace(/-/g, '_');
  return isProposalCategory(category) ? category : null;
}
