// @vitest-environment happy-dom
// TxList: each tracked transaction with its label and state ('Cannot check now' while unreachable), links only where given, Dismiss only once settled.
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrackedTx } from '@machines/tx/types';
import { TxList } from './TxList';
import { allByRole, click, cleanup, render } from './testRender';

afterEach(cleanup);

const tx = (n: number, status: TrackedTx['status'], extra: Partial<TrackedTx> = {}): TrackedTx => ({
  hash: `0x${n.toString(16).padStart(64, '0')}`,
  chainId: 56,
  from: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  nonce: n,
  kind: 'deposit',
  label: { id: 'tx.label.deposit', values: { count: n } },
  submittedAt: n,
  status,
  ...extra,
});

describe('TxList', () => {
  it('shows each label and state, cannot-check-now apart from failed, and lets only settled ones be dismissed', () => {
    i18n.loadAndActivate({ locale: 'en', messages: { 'tx.label.deposit': 'Deposit {count} LAND' } });
    const dismissed: string[] = [];
    const txs = [tx(1, 'pending'), tx(2, 'pending', { unreachable: true }), tx(3, 'failed'), tx(4, 'mined')];
    const { container } = render(
      <TxList txs={txs} explorerUrl={(t) => (t.nonce === 4 ? `https://bscscan.com/tx/${t.hash}` : undefined)} onDismiss={(h) => dismissed.push(h)} />,
    );
    const rows = [...container.querySelectorAll('li')];
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['pending', 'pending', 'failed', 'mined']);
    expect(rows.map((r) => r.querySelector('.ds-tx-label')?.textContent)).toEqual(['Deposit 1 LAND', 'Deposit 2 LAND', 'Deposit 3 LAND', 'Deposit 4 LAND']);
    expect(rows.map((r) => r.querySelector('.ds-tx-state')?.textContent)).toEqual(['Pending', 'Cannot check now', 'Failed', 'Confirmed']);
    expect(container.querySelectorAll('a')).toHaveLength(1);
    const buttons = allByRole(container, 'button', 'Dismiss');
    expect(buttons).toHaveLength(2);
    click(buttons[1]!);
    expect(dismissed).toEqual([txs[3]!.hash]);
  });
});
