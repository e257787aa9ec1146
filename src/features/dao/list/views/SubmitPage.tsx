// submit: choose what to propose; each category links to its form (create-proposal/{category}) and says the voting
// power it needs (MIN_VP_TO_PROPOSE, which the form's condition call checks before signing).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { MIN_VP_TO_PROPOSE, PROPOSAL_CATEGORIES, type ProposalCategory } from '@common/domain/dao';
import { slugOfProposalCategory } from '@machines/dao/shared/proposalCategorySlug';
import type { PageProps } from '@kit/pageProps';
import { PAGE_TITLES } from '@kit/pageTitles';
import { pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { PageShell } from '../../../../components/PageShell';
import { formatThousands } from '../../../../format/number';
import { useDaoLabels } from './labels';
import './list.css';

const WHAT: Record<ProposalCategory, MessageDescriptor> = {
  poll: msg`Ask the community a question with 2 to 10 choices.`,
  catalyst: msg`Add a Catalyst node that serves the world's content.`,
  grant: msg`Ask the DAO treasury to fund a project.`,
  ban_name: msg`Ban a name that is offensive or misleading.`,
  poi: msg`Mark a LAND parcel as a point of interest on the map.`,
};

export default function SubmitPage({ lang }: PageProps) {
  const { i18n, t } = useLingui();
  const labels = useDaoLabels();
  return (
    <PageShell title={i18n._(PAGE_TITLES.submit)}>
      <p className="dao-intro">
        <Trans>Choose what you want to propose.</Trans>
      </p>
      <ul className="dao-categories-grid" aria-label={t`Proposal categories`}>
        {PROPOSAL_CATEGORIES.map((category) => {
          const vp = formatThousands(MIN_VP_TO_PROPOSE[category]);
          return (
            <li key={category}>
              <RouterLink href={pathFor(lang, `create-proposal/${slugOfProposalCategory(category)}`)} className="dao-category-card">
                <span className="dao-category-name">{labels.category(category)}</span>
                <span className="dao-category-text">{i18n._(WHAT[category])}</span>
                <span className="dao-category-need">
                  <Trans>Needs {vp} voting power</Trans>
                </span>
              </RouterLink>
            </li>
          );
        })}
      </ul>
    </PageShell>
  );
}
