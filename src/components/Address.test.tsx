// @vitest-environment happy-dom
// Address: shortened on screen, whole for screen readers and on hover; copying announces 'Copied to clipboard' politely.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Address } from './Address';
import { byRole, cleanup, render } from './testRender';

const ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Clicks and lets the clipboard promise settle inside act, as a user's click would. */
async function clickAndSettle(el: HTMLElement) {
  await act(async () => {
    el.click();
    await Promise.resolve();
  });
}

describe('Address', () => {
  it('shows 0x1234…abcd and gives the whole address to screen readers and as the title', () => {
    const { container } = render(<Address address={ADDRESS} />);
    const text = container.querySelector('.ds-address-text')!;
    expect(text.getAttribute('title')).toBe(ADDRESS);
    expect(text.querySelector('[aria-hidden="true"]')?.textContent).toBe('0x3C44…93BC');
    expect(text.querySelector('.sr-only')?.textContent).toBe(ADDRESS);
  });

  it('copies the whole address and announces exactly "Copied to clipboard" in a polite live region', async () => {
    const { container } = render(<Address address={ADDRESS} />);
    const status = byRole(container, 'status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    // The region is there, empty, before anything is announced (a region added with its text may go unread).
    expect(status.textContent).toBe('');
    await clickAndSettle(byRole(container, 'button', 'Copy address'));
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(status.textContent).toBe('Copied to clipboard');
    act(() => vi.advanceTimersByTime(2000));
    expect(status.textContent).toBe('');
  });

  it('says so when the clipboard refuses or is missing (not a secure context)', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const { container } = render(<Address address={ADDRESS} />);
    await clickAndSettle(byRole(container, 'button', 'Copy address'));
    expect(byRole(container, 'status').textContent).toBe('Could not copy the address');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    act(() => vi.advanceTimersByTime(2000));
    await clickAndSettle(byRole(container, 'button', 'Copy address'));
    expect(byRole(container, 'status').textContent).toBe('Could not copy the address');
  });

  it('has no copy button or live region when not copyable, and leaves short strings whole', () => {
    const { container } = render(<Address address="0xabc" copyable={false} />);
    expect(container.querySelector('button')).toBeNull();
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('0xabc');
  });
});
