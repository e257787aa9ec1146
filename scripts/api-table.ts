// CLI: rewrites the generated sections (call table, DAO table) of docs/api.md from common/api (scripts/apiTable.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { withTables } from './apiTable';

const path = 'docs/api.md';
writeFileSync(path, withTables(readFileSync(path, 'utf8'), process.cwd()));
console.log(`[api-table] ${path} updated`);
