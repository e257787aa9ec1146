// CLI: rewrites the generated call table of docs/api.md from common/api (scripts/apiTable.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { renderApiTable, withTable } from './apiTable';

const path = 'docs/api.md';
writeFileSync(path, withTable(readFileSync(path, 'utf8'), renderApiTable(process.cwd())));
console.log(`[api-table] ${path} updated`);
