// The create-proposal form as typed: one draft per category, plain strings and numbers so it serialises to sessionStorage.
import { PROPOSAL_CATEGORIES, type ProposalCategory, type VoteType } from '@common/domain/dao';

/** The category's own fields (common/api/dao.ts categoryData), as the inputs hold them. */
export const CATEGORY_FIELDS = {
  poll: [],
  catalyst: ['domain', 'owner'],
  grant: ['beneficiary', 'amount'],
  ban_name: ['name'],
  poi: ['city', 'x', 'y'],
} as const satisfies Record<ProposalCategory, readonly string[]>;
export type CategoryField = (typeof CATEGORY_FIELDS)[ProposalCategory][number];

export const MIN_CHOICES = 2;
export const MAX_CHOICES = 10;
/** A new proposal's default length: a week. */
export const DEFAULT_DURATION_S = 7 * 86_400;

export interface ProposalDraft {
  title: string;
  body: string;
  /** Poll choices as typed; the other categories vote Yes/No and ignore these. */
  choices: string[];
  voteType: VoteType;
  /** Unix seconds, null while the input is empty or incomplete. */
  start: number | null;
  end: number | null;
  fields: Partial<Record<CategoryField, string>>;
}

/** Fields an EDIT event sets from a text input. */
export type TextField = 'title' | 'body' | CategoryField;

/** A fresh draft: starting at the next minute and lasting a week. */
export function emptyDraft(nowSec: number): ProposalDraft {
  // The next whole minute: a datetime input shows minutes, and a start already past could be refused.
  const start = Math.ceil(nowSec / 60) * 60;
  return { title: '', body: '', choices: ['', ''], voteType: 'single', start, end: start + DEFAULT_DURATION_S, fields: {} };
}

const isStr = (v: unknown): v is string => typeof v === 'string';
const isTime = (v: unknown): v is number | null => v === null || (typeof v === 'number' && Number.isInteger(v));

/** A stored draft read back (sessionStorage may hold anything): a well-formed draft of this category, or null. */
export function readDraft(category: ProposalCategory, value: unknown): ProposalDraft | null {
  if (!value || typeof value !== 'object') return null;
  const d = value as Record<string, unknown>;
  if (!isStr(d.title) || !isStr(d.body) || !Array.isArray(d.choices) || !d.choices.every(isStr) || !isTime(d.start) || !isTime(d.end)) return null;
  if (d.voteType !== 'single' && d.voteType !== 'approval') return null;
  if (d.choices.length < 1 || d.choices.length > MAX_CHOICES) return null;
  const rawFields = d.fields && typeof d.fields === 'object' ? (d.fields as Record<string, unknown>) : {};
  const fields: ProposalDraft['fields'] = {};
  for (const key of CATEGORY_FIELDS[category] as readonly CategoryField[]) {
    const v = rawFields[key];
    if (isStr(v)) fields[key] = v;
  }
  return { title: d.title, body: d.body, choices: [...d.choices], voteType: d.voteType, start: d.start, end: d.end, fields };
}

export const isCategory = (v: string): v is ProposalCategory => (PROPOSAL_CATEGORIES as readonly string[]).includes(v);
