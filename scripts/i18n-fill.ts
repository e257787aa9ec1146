// Fills the empty Korean translations of locales/ko.po from a JSON file of { "English msgid": "한국어" }.
// Usage: npx tsx scripts/i18n-fill.ts path/to/ko.json  (run `npm run i18n:extract` first)
import { readFileSync, writeFileSync } from 'node:fs';

const PO = 'locales/ko.po';
const dictionary = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Record<string, string>;
const lines = readFileSync(PO, 'utf8').split('\n');
const out: string[] = [];
const missing: string[] = [];
for (let i = 0; i < lines.length; i++) {
  const line = lines[i]!;
  out.push(line);
  const m = /^msgid "(.*)"$/.exec(line);
  const emptyStr = lines[i + 1] === 'msgstr ""' && !(lines[i + 2] ?? '').startsWith('"');
  if (!m || !m[1] || !emptyStr) continue;
  const id = JSON.parse(`"${m[1]}"`) as string;
  const ko = dictionary[id];
  if (ko === undefined) {
    missing.push(id);
    continue;
  }
  out.push(`msgstr ${JSON.stringify(ko)}`);
  i++;
}
writeFileSync(PO, out.join('\n'));
console.log(missing.length ? `Still untranslated:\n${missing.join('\n')}` : 'Korean catalog complete.');
