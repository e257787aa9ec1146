// Spec rules of the DAO detail page as pure functions: the report text (spec 5), the vote's choices and reason, comments.
import type { VoteType } from '@common/domain/dao';
import { message, type Message } from '@machines/shared/message';
import { DAO_MESSAGE } from './messages';

export const REPORT_MAX = 500;
export const VOTE_REASON_MAX = 500;
export const COMMENT_MAX = 1_000;

/** Spec 5: a leading space is stripped and double spaces collapsed; at most 500 characters are kept. */
export function normalizeReport(text: string): string {
  return text.replace(/^\s+/, '').replace(/ {2,}/g, ' ').slice(0, REPORT_MAX);
}

/** Spec 5: submit is disabled while the reason is empty (spaces alone count as empty). */
export function canSubmitReport(text: string): boolean {
  return text.trim() !== '' && text.length <= REPORT_MAX;
}

/** Single choice: the picked one replaces any other; approval: each pick toggles. Choices are 1-based and kept sorted. */
export function toggleChoice(current: readonly number[], choice: number, voteType: VoteType, choiceCount: number): number[] {
  if (!Number.isInteger(choice) || choice < 1 || choice > choiceCount) return [...current];
  if (voteType === 'single') return [choice];
  return current.includes(choice) ? current.filter((c) => c !== choice) : [...current, choice].sort((a, b) => a - b);
}

/** The vote can be signed: at least one choice, a reason of at most 500 characters. */
export function voteProblem(choice: readonly number[], reason: string): Message | null {
  if (choice.length === 0) return message(DAO_MESSAGE.chooseFirst);
  if (reason.length > VOTE_REASON_MAX) return message(DAO_MESSAGE.reasonTooLong);
  return null;
}

export function commentProblem(text: string): Message | null {
  if (text.trim() === '') return message(DAO_MESSAGE.commentEmpty);
  if (text.trim().length > COMMENT_MAX) return message(DAO_MESSAGE.commentTooLong);
  return null;
}

/** A wallet without EIP-712 support: 4200 (unsupported method), -32601 (method not found) or a "not supported" text. */
export function isTypedDataUnsupported(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; message?: unknown; info?: { error?: unknown }; error?: unknown };
    if (e.code === 4200 || e.code === -32601 || e.code === 'UNSUPPORTED_OPERATION') return true;
    if (typeof e.message === 'string' && /not supported|unsupported method|does not support/i.test(e.message)) return true;
    current = e.info?.error ?? e.error;
  }
  return typeof error === 'string' && /not supported/i.test(error);
}

/** A choice's share of the total, in whole percent (0 with no votes). */
export function share(score: number, total: number): number {
  return total > 0 ? Math.round((score * 100) / total) : 0;
}
