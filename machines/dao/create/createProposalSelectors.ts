// Pure reads of the create-proposal flow for its views: which screen, the errors to show, the voting-power link.
import type { SnapshotFrom } from 'xstate';
import { proposalMessage } from '@common/api/dao';
import type { Message } from '@machines/shared/message';
import type { createProposalMachine } from './createProposalMachine';
import { CREATE_PROPOSAL_MESSAGE } from './messages';
import { draftErrors, type FieldErrors } from './createProposalRules';

type Snapshot = SnapshotFrom<typeof createProposalMachine>;

export type CreateProposalView = 'loading' | 'editing' | 'busy' | 'created';
export type CreateProposalStep = 'waiting' | 'checking' | 'signing' | 'posting' | null;

export function selectCreateView(s: Snapshot): CreateProposalView {
  if (s.matches('idle') || s.matches('loading')) return 'loading';
  if (s.matches('created')) return 'created';
  return s.matches('editing') ? 'editing' : 'busy';
}

export function selectCreateStep(s: Snapshot): CreateProposalStep {
  if (s.matches('waitingForAuthor')) return 'waiting';
  if (s.matches('checking')) return 'checking';
  if (s.matches('signing')) return 'signing';
  return s.matches('posting') ? 'posting' : null;
}

/** Each field's message, for fields the user has edited or left, and for every field after a submit. */
export function selectFieldErrors(s: Snapshot): FieldErrors {
  const { category, draft, nowSec, touched, submitted } = s.context;
  const all = draftErrors(category, draft, nowSec);
  if (submitted) return all;
  // A choice's list error belongs to the choice inputs: it shows once any choice was touched.
  const shown = (field: string) => touched.includes(field) || (field === 'choices' && touched.some((t) => t.startsWith('choice.')));
  return Object.fromEntries(Object.entries(all).filter(([field]) => shown(field)));
}

export const selectCreateError = (s: Snapshot): Message | null => s.context.error;

/** The address whose voting-power page explains a refusal for lack of power; null otherwise. */
export function selectPowerAddress(s: Snapshot): string | null {
  return s.context.error?.id === CREATE_PROPOSAL_MESSAGE.notEnoughPower ? (s.context.author?.address ?? null) : null;
}

/** The body as the server will store it (the detail page renders that), so the preview shows exactly what readers see. */
export function selectPreviewBody(s: Snapshot): string {
  const parsed = proposalMessage.shape.body.safeParse(s.context.draft.body);
  return parsed.success ? parsed.data : s.context.draft.body;
}
