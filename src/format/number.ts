// Number formatting for display: thousand separators in groups of 3.
import { THOUSAND_GROUP } from '@machines/constants';

const GROUP_RE = new RegExp(`\\B(?=(\\d{${THOUSAND_GROUP}})+(?!\\d))`, 'g');

/**
 * Adds a comma between each group of 3 integer digits. Accepts numbers, bigints and decimal
 * strings, so token amounts beyond 2^53 keep every digit; anything else is returned as it came.
 */
export function formatThousands(value: number | bigint | string, maxFractionDigits?: number): string {
  let text = typeof value === 'string' ? value.trim() : value.toString();
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (typeof value === 'number' && /e/i.test(text)) text = BigInt(Math.trunc(value)).toString();
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return text;
  const [, sign = '', int = '', frac] = m;
  let fraction = frac ?? '';
  if (maxFractionDigits !== undefined) fraction = fraction.slice(0, maxFractionDigits);
  fraction = fraction.replace(/0+$/, '');
  return `${sign}${int.replace(GROUP_RE, ',')}${fraction ? `.${fraction}` : ''}`;
}
