// A category as the create-proposal/{category} route names it: as written (ban_name, the route takes underscores); an
// older or hand-typed 'ban-name' is read as the same category, so the submit page's links and the form page agree.
import { isProposalCategory, type ProposalCategory } from '@common/domain/dao';

export const slugOfProposalCategory = (category: ProposalCategory): string => category;

/** The category a route slug names ('ban-name' and 'ban_name' alike), or null. */
export function proposalCategoryOfSlug(slug: string): ProposalCategory | null {
  const category = slug.trim().toLowerCase().replace(/-/g, '_');
  return isProposalCategory(category) ? category : null;
}
