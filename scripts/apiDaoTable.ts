// docs/api.md's DAO table, generated from common/api/dao.ts (DAO_CALLS): each call's path, its inputs and answer as the
// zod schemas the client and the server both parse with.
import { z } from 'zod/mini';
import { DAO_CALLS, proposal } from '@common/api/dao';
import { DAO } from '@common/api/paths';

export const DAO_TABLE_START =
  '<!-- api-dao-table:start (generated from common/api/dao.ts by `npx tsx scripts/api-table.ts`; checked by tests/unit/apiTable.test.ts) -->';
export const DAO_TABLE_END = '<!-- api-dao-table:end -->';

/** Schemas shown by name (their shape is given once under the table). */
const NAMED = new Map<z.ZodMiniType, string>([[proposal, 'proposal']]);

/** A compact shape: `{a,b?,c:{d}}`, `[x]`, literals as JSON; scalars by their key alone. */
export function shapeOf(schema: z.ZodMiniType, top = true): string {
  const named = NAMED.get(schema);
  if (named && !top) return named;
  const def = schema._zod.def as {
    type: string;
    innerType?: z.ZodMiniType;
    element?: z.ZodMiniType;
    values?: unknown[];
    shape?: Record<string, z.ZodMiniType>;
  };
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'pipe':
      return def.innerType ? shapeOf(def.innerType, false) : '';
    case 'object':
      return `{${Object.entries(def.shape!)
        .map(([key, field]) => {
          const optional = field._zod.optin === 'optional' ? '?' : '';
          const inner = shapeOf(field, false);
          return inner ? `${key}${optional}:${inner}` : `${key}${optional}`;
        })
        .join(',')}}`;
    case 'array':
      return `[${shapeOf(def.element!, false) || 'value'}]`;
    case 'literal':
      return def.values!.map((v) => JSON.stringify(v)).join('|');
    default:
      return '';
  }
}

/** Query fields as `a, b?`. */
const fields = (schema: z.ZodMiniObject) =>
  Object.entries(schema.shape)
    .map(([key, field]) => `${key}${(field as z.ZodMiniType)._zod.optin === 'optional' ? '?' : ''}`)
    .join(', ');

const cell = (s: string) => s.replace(/\|/g, '\\|');

export function renderDaoTable(): string {
  const lines = [DAO_TABLE_START, '', '| Call | Method, path | Input | Answer |', '|---|---|---|---|'];
  for (const c of DAO_CALLS) {
    const target: string | ((id: string) => string) = DAO[c.key];
    const path = typeof target === 'function' ? target('ID').replace('ID', '{id}') : target;
    const input = ['query' in c ? `query ${fields(c.query)}` : '', 'body' in c ? `JSON \`${shapeOf(c.body)}\`` : '', 'note' in c ? `(${c.note})` : ''].filter(
      Boolean,
    );
    lines.push(`| ${c.call} | \`${c.method} ${path}\` | ${cell(input.join('; ')) || '—'} | \`${cell(shapeOf(c.answer))}\` |`);
  }
  lines.push('', `\`proposal\` = \`${cell(shapeOf(proposal))}\`.`, '', DAO_TABLE_END);
  return lines.join('\n');
}
