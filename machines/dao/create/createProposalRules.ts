// Create-proposal rules as pure functions: each field checked with the server's own schemas (common/api/dao.ts), the
// condition answer read, the signed message built, a wallet's refusal to sign typed data told apart.
import type { z } from 'zod/mini';
import { categoryData, proposalMessage, type conditionAnswer, type ProposalMessage } from '@common/api/dao';
import {
  DAO_SPACE,
  PROPOSAL_MAX_DURATION_S,
  PROPOSAL_MIN_DURATION_S,
  SIGNATURE_MAX_SKEW_S,
  YES_NO_CHOICES,
  type ProposalCategory,
  type VoteType,
} from '@common/domain/dao';
import { canonicalJson, type ProposalFields } from '@common/domain/daoSigning';
import { message, type Message } from '@machines/shared/message';
import { walletErrorMessage } from '@machines/shared/walletErrors';
import { CATEGORY_FIELDS, MAX_CHOICES, MIN_CHOICES, type CategoryField, type ProposalDraft } from './createProposalDraft';
import { CREATE_PROPOSAL_MESSAGE } from './messages';

const M = CREATE_PROPOSAL_MESSAGE.invalid;
/** Field names of the form: the text fields, 'choices' (the list), 'choice.N' (one choice), 'start' and 'end'. */
export type FieldErrors = Record<string, Message>;

/** The server's keys for the category fields, each with the text a user reads next to the field. */
const KEY_MESSAGE: Record<string, string> = {
  'error-msg-catalyst-domain': M.domain,
  'error-msg-wallet-address': M.address,
  'error-msg-grant-amount': M.amount,
  'error-msg-ban-name': M.banName,
  'error-msg-poi-city': M.city,
  'error-msg-poi-coords': M.coords,
};
const NUMERIC_FIELDS: readonly CategoryField[] = ['amount', 'x', 'y'];

/** A number field as the schema takes it: an integer text becomes its number, anything else stays text (and fails). */
function fieldValue(field: CategoryField, text: string): string | number {
  const t = text.trim();
  return NUMERIC_FIELDS.includes(field) && /^-?\d{1,15}$/.test(t) ? Number(t) : t;
}

/** The category's fields as the server parses them: the parsed data, or the error of each failing field. */
export function parseCategoryData(category: ProposalCategory, draft: ProposalDraft): { data: Record<string, unknown> } | { errors: FieldErrors } {
  const raw = Object.fromEntries((CATEGORY_FIELDS[category] as readonly CategoryField[]).map((f) => [f, fieldValue(f, draft.fields[f] ?? '')]));
  const parsed = (categoryData[category] as z.ZodMiniType<Record<string, unknown>>).safeParse(raw);
  if (parsed.success) return { data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= message(KEY_MESSAGE[issue.message] ?? M.coords);
  }
  return { errors };
}

/** The choices voted on: a poll's as typed (normalised), Yes/No for every other category. */
export function choicesOf(category: ProposalCategory, draft: ProposalDraft): string[] {
  if (category !== 'poll') return [...YES_NO_CHOICES];
  return draft.choices.map((c) => {
    const parsed = proposalMessage.shape.choices.def.element.safeParse(c);
    return parsed.success ? parsed.data : c;
  });
}

function choiceErrors(draft: ProposalDraft): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Map<string, number>();
  draft.choices.forEach((c, i) => {
    const parsed = proposalMessage.shape.choices.def.element.safeParse(c);
    if (!parsed.success) errors[`choice.${i}`] = message(M.choice);
    else if (seen.has(parsed.data.toLowerCase())) errors[`choice.${i}`] = message(M.choiceDuplicate);
    else seen.set(parsed.data.toLowerCase(), i);
  });
  if (draft.choices.length < MIN_CHOICES || draft.choices.length > MAX_CHOICES) errors.choices = message(M.choiceCount, { min: MIN_CHOICES, max: MAX_CHOICES });
  return errors;
}

/** Start and end: both set, the start not in the past, a length within the limits of common/domain/dao.ts. */
function timeErrors(draft: ProposalDraft, nowSec: number): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.start === null) errors.start = message(M.start);
  // A start typed to the minute is up to a minute old; the signature's own skew is the allowance.
  else if (draft.start < nowSec - SIGNATURE_MAX_SKEW_S) errors.start = message(M.startPast);
  if (draft.end === null) errors.end = message(M.end);
  else if (draft.start !== null && draft.end - draft.start < PROPOSAL_MIN_DURATION_S)
    errors.end = message(M.tooShort, { hours: PROPOSAL_MIN_DURATION_S / 3_600 });
  else if (draft.start !== null && draft.end - draft.start > PROPOSAL_MAX_DURATION_S)
    errors.end = message(M.tooLong, { days: PROPOSAL_MAX_DURATION_S / 86_400 });
  return errors;
}

/** Every field's problem, keyed by field; empty when the draft can be signed. */
export function draftErrors(category: ProposalCategory, draft: ProposalDraft, nowSec: number): FieldErrors {
  const errors: FieldErrors = {};
  if (!proposalMessage.shape.title.safeParse(draft.title).success) errors.title = message(M.title);
  if (!proposalMessage.shape.body.safeParse(draft.body).success) errors.body = message(M.body);
  if (category === 'poll') Object.assign(errors, choiceErrors(draft));
  const data = parseCategoryData(category, draft);
  if ('errors' in data) Object.assign(errors, data.errors);
  return Object.assign(errors, timeErrors(draft, nowSec));
}

export interface Author {
  address: string;
  chainId: number;
}

/** The fields of a proposal the author signs, with the category and vote type the server takes. */
export type ProposalToSign = ProposalFields & { category: ProposalCategory; voteType: VoteType };

/** The proposal message the author signs, from a draft with no errors (texts normalised as the server stores them). */
export function proposalFields(category: ProposalCategory, draft: ProposalDraft, author: Author, nowSec: number): ProposalToSign {
  const data = parseCategoryData(category, draft);
  const text = (schema: z.ZodMiniType<string>, v: string) => {
    const r = schema.safeParse(v);
    return r.success ? r.data : v;
  };
  return {
    from: author.address,
    timestamp: nowSec,
    chainId: author.chainId,
    category,
    title: text(proposalMessage.shape.title, draft.title),
    body: text(proposalMessage.shape.body, draft.body),
    choices: choicesOf(category, draft),
    voteType: category === 'poll' ? draft.voteType : 'single',
    start: draft.start ?? nowSec,
    end: draft.end ?? nowSec,
    data: canonicalJson('data' in data ? data.data : {}),
  };
}

/** The POST body's message: the signed fields with the space, as proposalTypedData signs them. */
export const signedMessage = (fields: ProposalToSign): ProposalMessage => ({ ...fields, choices: [...fields.choices], space: DAO_SPACE });

export type ConditionAnswer = z.infer<typeof conditionAnswer>['data'];

/** What the condition says for this category: null when the wallet may propose, else why not (with the numbers). */
export function conditionProblem(condition: ConditionAnswer, category: ProposalCategory): Message | null {
  const entry = condition.categories.find((c) => c.category === category);
  if (!entry) return message(CREATE_PROPOSAL_MESSAGE.categoryClosed);
  if (entry.canCreate && condition.votePower >= entry.minVotePower) return null;
  return message(CREATE_PROPOSAL_MESSAGE.notEnoughPower, { needed: entry.minVotePower, have: condition.votePower });
}

interface ErrorShape {
  code?: unknown;
  message?: unknown;
  error?: unknown;
  info?: { error?: unknown };
}

/** True when the wallet cannot sign typed data at all: 4200 (unsupported method), -32601 (method not found), or says so. */
export function cannotSignTypedData(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as ErrorShape;
    if (e.code === 4200 || e.code === -32601) return true;
    if (typeof e.message === 'string' && /not supported|unsupported|does not support|method not found/i.test(e.message)) return true;
    current = e.info?.error ?? e.error;
  }
  return typeof error === 'string' && /not supported|unsupported/i.test(error);
}

/** The message for a failed signature: a clear one for a wallet without typed data, else spec 8 by wallet code. */
export function signErrorMessage(error: unknown): Message {
  return cannotSignTypedData(error) ? message(CREATE_PROPOSAL_MESSAGE.typedDataUnsupported) : walletErrorMessage(error);
}
