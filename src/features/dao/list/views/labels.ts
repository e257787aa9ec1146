// The list pages' names of statuses, categories and the fixed Yes/No choices, translated.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { YES_NO_CHOICES, type ProposalCategory, type ProposalStatus } from '@common/domain/dao';

const STATUS: Record<ProposalStatus | '', MessageDescriptor> = {
  '': msg`All`,
  pending: msg`Pending`,
  active: msg`Active`,
  finished: msg`Finished`,
  passed: msg`Passed`,
  rejected: msg`Rejected`,
  enacted: msg`Enacted`,
};

const CATEGORY: Record<ProposalCategory | '', MessageDescriptor> = {
  '': msg`All categories`,
  poll: msg`Poll`,
  catalyst: msg`Catalyst`,
  grant: msg`Grant`,
  ban_name: msg`Ban name`,
  poi: msg`Point of interest`,
};

const YES_NO: Record<(typeof YES_NO_CHOICES)[number], MessageDescriptor> = { Yes: msg`Yes`, No: msg`No` };

export function useDaoLabels() {
  const { i18n } = useLingui();
  return {
    status: (s: ProposalStatus | '') => i18n._(STATUS[s]),
    category: (c: ProposalCategory | '') => i18n._(CATEGORY[c]),
    /** A Yes/No proposal's fixed choices are shown translated; a poll's choices as their author wrote them. */
    choice: (category: ProposalCategory, choice: string) =>
      category !== 'poll' && (YES_NO_CHOICES as readonly string[]).includes(choice) ? i18n._(YES_NO[choice as keyof typeof YES_NO]) : choice,
  };
}
