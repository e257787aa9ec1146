// Fills the empty Korean translations of every Korean catalog (locales/ko.po and locales/<feature>/ko.po) from a JSON
// file of { "English msgid": "한국어" }.
// Usage: npx tsx scripts/i18n-fill.ts path/to/ko.json  (run `npm run i18n:extract` first)
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Korean catalogs: the core one and one per feature folder under locales/. */
export function koreanCatalogs(root = 'locales'): string[] {
  const features = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(root, d.name, 'ko.po'));
  return [join(root, 'ko.po'), ...features.filter((p) => existsSync(p))];
}

function fill(po: string, dictionary: Record<string, string>): string[] {
  const lines = readFileSync(po, 'utf8').split('\n');
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
      missing.push(`${po}: ${id}`);
      continue;
    }
    out.push(`msgstr ${JSON.stringify(ko)}`);
    i++;
  }
  writeFileSync(po, out.join('\n'));
  return missing;
}

if (process.argv[1]?.endsWith('i18n-fill.ts')) {
  const dictionary = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Record<string, string>;
  const missing = koreanCatalogs().flatMap((po) => fill(po, dictionary));
  console.log(missing.length ? `Still untranslated:\n${missing.join('\n')}` : 'Korean catalogs complete.');
}
