// The draft of each category kept in sessionStorage, so a login from the page (or a reload) finds what was typed.
import { readDraft, type ProposalDraft } from '@machines/dao/create/createProposalDraft';
import type { ProposalCategory } from '@common/domain/dao';

const keyOf = (category: ProposalCategory) => `daoDraft.${category}`;

export function loadDraft(storage: Pick<Storage, 'getItem'>, category: ProposalCategory): ProposalDraft | null {
  try {
    return readDraft(category, JSON.parse(storage.getItem(keyOf(category)) ?? 'null'));
  } catch {
    return null;
  }
}

export function saveDraft(storage: Pick<Storage, 'setItem'>, category: ProposalCategory, draft: ProposalDraft): void {
  try {
    storage.setItem(keyOf(category), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the copy; the form keeps what was typed.
  }
}

export function forgetDraft(storage: Pick<Storage, 'removeItem'>, category: ProposalCategory): void {
  try {
    storage.removeItem(keyOf(category));
  } catch {
    // Nothing stored to forget.
  }
}
