// Requests and answers of news, terms, web config, static item/language data and the save-log call.
import { z } from 'zod/mini';
import { contractAddressSet } from '../domain/contracts';
import { intField, pagingFields } from './fields';

const POST_CATEGORIES = ['News', 'Update', 'Notice'] as const;
export const postCategory = z.enum(POST_CATEGORIES, { error: 'error-msg-category' });
export type PostCategory = z.infer<typeof postCategory>;

/** The languages posts are written in; a post without a text in the language asked for is served in English. */
export const POST_LANGS = ['en', 'ko'] as const;
export type PostLang = (typeof POST_LANGS)[number];
const postLang = z._default(z.optional(z.enum(POST_LANGS, { error: 'error-msg-lang' })), 'en');
/** Staff write a body in markdown or in HTML; either is sanitised by the front end before it is shown. */
export const POST_FORMATS = ['markdown', 'html'] as const;

/** page is zero-based (route news/0); count defaults to the news page size 4 (spec 9). */
export const postListRequest = z.object({
  category: z._default(z.optional(z.union([postCategory, z.literal('')], { error: 'error-msg-category' })), ''),
  lang: postLang,
  ...pagingFields({ first: 0, count: 4, maxCount: 50 }),
});
const postSummary = z.object({
  id: z.int(),
  category: postCategory,
  /** The language of the text served: the one asked for, or English when the post has no text in it. */
  lang: z.enum(POST_LANGS),
  title: z.string(),
  summary: z.string(),
  thumburl: z.string(),
  createdAt: z.string(),
});
export const postListAnswer = z.object({
  data: z.object({ rows: z.array(postSummary), total: z.int(), page: z.int(), count: z.int() }),
});

export const postByIdRequest = z.object({ id: intField('error-msg-post-id').check(z.refine((v) => v > 0, 'error-msg-post-id')), lang: postLang });
/** body is markdown or HTML written by staff (format says which); the front end sanitises it (DOMPurify) before showing it. */
export const postByIdAnswer = z.object({ data: z.extend(postSummary, { body: z.string(), format: z.enum(POST_FORMATS) }) });
export type PostSummary = z.infer<typeof postSummary>;
export type PostDetail = z.infer<typeof postByIdAnswer>['data'];

export const termsAnswer = z.object({
  data: z.object({
    rows: z.array(z.object({ idx: z.int(), title: z.string(), content: z.string(), required: z.boolean() })),
  }),
});

/** GetWebConfig: list of name/value entries; values of names containing addr or purchaseInfo are JSON text. */
const configEntry = z.object({ name: z.string(), value: z.string() });
export const webConfigAnswer = z.array(configEntry);

/** Per-network contract addresses as kept in the config entry contract_addr_<network> (<network> a chain family). */
export const contractAddresses = z.object({
  chainId: z.int(),
  rpcUrl: z.string(),
  ...contractAddressSet(z.string()).shape,
});
export type ContractAddresses = z.infer<typeof contractAddresses>;

/** The well-formed contract_addr_* entries of GetWebConfig's list; a malformed one is left out, never thrown. */
export function contractAddressEntries(entries: readonly { name: string; value: string }[]): ContractAddresses[] {
  return entries.flatMap((entry) => {
    if (!/^contract_addr_/i.test(entry.name)) return [];
    try {
      const parsed = contractAddresses.safeParse(JSON.parse(entry.value));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return [];
    }
  });
}

export const itemData = z.array(z.object({ itemIdx: z.int(), name: z.string(), grade: z.int().check(z.gte(3), z.lte(8)), category: z.string() }));
export const languageData = z.array(z.object({ code: z.string(), languageEn: z.string(), languageKo: z.string() }));

/** Action codes of the save-log call (spec 7). */
export const LOG_ACTIONS = {
  marketLookup: 5000,
  marketVisit: 5001,
  clientDownload: 5002,
  landSaleVisit: 5100,
  landPurchaseClick: 5101,
  landPurchase: 5102,
  landRemain: 5103,
  eventPage: 5200,
  eventPurchase: 5201,
} as const;
const ACTION_CODES: number[] = Object.values(LOG_ACTIONS);

const optInt = (key: string) => z._default(z.optional(intField(key)), 0);
export const saveLogRequest = z.object({
  accountId: z.string().check(z.trim(), z.minLength(1, 'error-msg-account-id'), z.maxLength(64, 'error-msg-account-id')),
  authToken: z.string().check(z.minLength(10, 'error-msg-auth'), z.maxLength(200, 'error-msg-auth')),
  action: intField('error-msg-action').check(z.refine((v) => ACTION_CODES.includes(v), 'error-msg-action')),
  keyIdx: optInt('error-msg-key-idx'),
  keyValue: z._default(z.optional(z.string().check(z.maxLength(255, 'error-msg-key-value'))), ''),
  landIdx: optInt('error-msg-land-idx'),
  floor: optInt('error-msg-floor'),
  currencyType: z._default(z.optional(z.string().check(z.maxLength(20, 'error-msg-currency'))), ''),
  currencyValue: z._default(z.optional(z.string().check(z.regex(/^\d{0,40}(\.\d{1,18})?$/, 'error-msg-currency'))), '0'),
  totalCurrency: z._default(z.optional(z.string().check(z.regex(/^\d{0,40}(\.\d{1,18})?$/, 'error-msg-currency'))), '0'),
  message: z._default(z.optional(z.string().check(z.maxLength(500, 'error-msg-message'))), ''),
});
export const saveLogAnswer = z.object({ data: z.object({ result: z.literal('success'), logId: z.int() }) });
