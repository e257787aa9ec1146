// create-proposal/{category}: the proposal form of one category; its draft is kept in sessionStorage (a login or a reload
// finds it), and submitting checks the voting power, asks the wallet's signature, creates it and opens its page (the
// flow does all of it; the page renders it and sends what the user does).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ProposalCategory } from '@common/domain/dao';
import { isCategory } from '@machines/dao/create/createProposalDraft';
import { proposalCategoryOfSlug } from '@machines/dao/shared/proposalCategorySlug';
import { selectCreateView } from '@machines/dao/create/createProposalSelectors';
import { selectSupportedChainId, selectWalletAddress } from '@machines/wallet/selectors';
import { useAppActor } from '@kit/appActor';
import { usePictureHosts } from '@kit/pictureHosts';
import type { PageProps } from '@kit/pageProps';
import { pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { useFlow } from '@kit/useFlow';
import { Address } from '../../../../components/Address';
import { EmptyState } from '../../../../components/EmptyState';
import { PageShell } from '../../../../components/PageShell';
import { useConfig } from '../../../../config/ConfigContext';
import { createProposalLogic } from '../actors';
import { ProposalForm } from './ProposalForm';
import { nowSec } from './time';
import './createProposal.css';

const FLOW = createProposalLogic();

export const CATEGORY_LABELS: Record<ProposalCategory, MessageDescriptor> = {
  poll: msg`Poll`,
  catalyst: msg`Catalyst`,
  grant: msg`Grant`,
  ban_name: msg`Ban name`,
  poi: msg`Point of interest`,
};

export default function CreateProposalPage({ lang, params }: PageProps) {
  const { t } = useLingui();
  const category = proposalCategoryOfSlug(params.category ?? '') ?? '';
  if (!isCategory(category)) {
    return (
      <PageShell title={t`Create proposal`}>
        <EmptyState
          title={<Trans>There is no such proposal category.</Trans>}
          action={
            <RouterLink href={pathFor(lang, 'submit')}>
              <Trans>Choose a category</Trans>
            </RouterLink>
          }
        />
      </PageShell>
    );
  }
  return <CreateProposal lang={lang} category={category} />;
}

function CreateProposal({ lang, category }: { lang: PageProps['lang']; category: ProposalCategory }) {
  const { t, i18n } = useLingui();
  const flow = useFlow('createProposal', FLOW, undefined);
  const signedIn = useSelector(useAppActor('session'), (s) => s.matches('signedIn'));
  const wallet = useAppActor('wallet');
  const address = useSelector(wallet, selectWalletAddress);
  const chainId = useSelector(wallet, selectSupportedChainId);
  const author = useMemo(() => (signedIn && address && chainId !== null ? { address, chainId } : null), [signedIn, address, chainId]);
  const pictureHosts = usePictureHosts();

  // The flow reads the category's kept draft (a login or a reload comes back to it), or starts a new one, and keeps it.
  useEffect(() => flow?.send({ type: 'CREATE.LOAD', category, now: nowSec() }), [flow, category]);
  // Signed in while the wallet of the last visit still reconnects: a submit waits for it (no 'log in with a wallet').
  const reconnecting = useSelector(wallet, (s) => s.matches('reconnecting'));
  const settling = signedIn && author === null && reconnecting;
  useEffect(() => flow?.send({ type: 'CREATE.AUTHOR', author, settling }), [flow, author, settling]);
  // The form shows once the flow holds this category's draft (kept or new).
  const loadedCategory = useSelector(flow, (s) => (s && selectCreateView(s) !== 'loading' ? s.context.category : null));

  const label = i18n._(CATEGORY_LABELS[category]);
  return (
    <PageShell title={t`Create proposal`}>
      <p className="dao-create-category">
        <Trans>Category: {label}</Trans>{' '}
        <RouterLink href={pathFor(lang, 'submit')}>
          <Trans>Change</Trans>
        </RouterLink>
      </p>
      {signedIn && <AuthorLine author={author} />}
      {flow && loadedCategory === category ? (
        <ProposalForm flow={flow} lang={lang} signedIn={signedIn} pictureHosts={pictureHosts} />
      ) : (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
    </PageShell>
  );
}

/** Who signs, and on which network (the proposal's network); a signed-in user whose wallet is not there yet is told. */
function AuthorLine({ author }: { author: { address: string; chainId: number } | null }) {
  const { networks } = useConfig();
  if (!author) {
    return (
      <p className="dao-create-author" role="status">
        <Trans>Connect your wallet on a supported network to sign.</Trans>
      </p>
    );
  }
  const network = networks.find((n) => n.chainId === author.chainId)?.name ?? String(author.chainId);
  return (
    <p className="dao-create-author" role="status">
      <Trans>
        Signing as <Address address={author.address} copyable={false} /> on {network}
      </Trans>
    </p>
  );
}
