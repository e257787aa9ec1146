// Translated names of the DAO's categories, statuses and networks for the detail page.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { chainKeyOf, LOCAL_CHAINS } from '@common/domain/chains';
import type { ProposalCategory, ProposalStatus } from '@common/domain/dao';

const CATEGORY: Record<ProposalCategory, MessageDescriptor> = {
  poll: msg`Poll`,
  catalyst: msg`Catalyst`,
  grant: msg`Grant`,
  ban_name: msg`Ban name`,
  poi: msg`Point of interest`,
};

const STATUS: Record<ProposalStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  active: msg`Active`,
  finished: msg`Finished`,
  passed: msg`Passed`,
  rejected: msg`Rejected`,
  enacted: msg`Enacted`,
};

/** Yes/No proposals store the English words; they are shown translated. */
const CHOICE: Record<string, MessageDescriptor> = { Yes: msg`Yes`, No: msg`No` };

export function useDaoLabels() {
  const { i18n } = useLingui();
  return {
    category: (c: ProposalCategory) => i18n._(CATEGORY[c]),
    status: (s: ProposalStatus) => i18n._(STATUS[s]),
    choice: (label: string, category: ProposalCategory) => (category !== 'poll' && CHOICE[label] ? i18n._(CHOICE[label]) : label),
    network: (chainId: number) => {
      const key = chainKeyOf(chainId);
      return key ? LOCAL_CHAINS[key].label : `#${chainId}`;
    },
  };
}
