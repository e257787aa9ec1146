// @vitest-environment happy-dom
// TxStatus: each tracker state as icon plus words in a status region; the explorer link opens a new tab safely.
import { afterEach, describe, expect, it } from 'vitest';
import { type TxState, TxStatus } from './TxStatus';
import { allByRole, byRole, cleanup, render } from './testRender';

afterEach(cleanup);

const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';

describe('TxStatus', () => {
  it('names every state in words, with an icon hidden from screen readers', () => {
    const states: [TxState, string][] = [
      ['pending', 'Pending'],
      ['mined', 'Confirmed'],
      ['failed', 'Failed'],
      ['dropped', 'Dropped'],
      ['replaced', 'Replaced'],
      ['unknown', 'Cannot check now'],
    ];
    const { container } = render(
      <>
        {states.map(([s]) => (
          <TxStatus key={s} status={s} label="Deposit" />
        ))}
      </>,
    );
    const regions = allByRole(container, 'status');
    expect(regions.map((r) => r.querySelector('.ds-tx-state')?.textContent)).toEqual(states.map(([, text]) => text));
    for (const r of regions) {
      expect(r.querySelector('.ds-tx-icon')?.getAttribute('aria-hidden')).toBe('true');
      expect(r.querySelector('.ds-tx-label')?.textContent).toBe('Deposit');
    }
  });

  it('links to the explorer in a new tab with rel="noopener noreferrer" and says it opens a new tab', () => {
    const url = `https://bscscan.com/tx/${HASH}`;
    const { container } = render(<TxStatus status="mined" hash={HASH} explorerUrl={url} />);
    const link = byRole(container, 'link', /View on explorer/);
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new tab)');
    expect(container.querySelector('code')?.getAttribute('title')).toBe(HASH);
    expect(container.querySelector('code')?.textContent).toBe('0x5c504ed4…');
  });

  it('shows no link without an explorer URL or for one that is not http(s)', () => {
    const { container } = render(
      <>
        <TxStatus status="pending" />
        <TxStatus status="failed" explorerUrl="javascript:alert(1)" />
      </>,
    );
    expect(container.querySelector('a')).toBeNull();
  });
});
