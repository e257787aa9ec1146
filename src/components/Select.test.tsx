// @vitest-environment happy-dom
// Select: a labelled combobox whose listbox is chosen from with the keyboard alone (APG select-only combobox), icons beside labels.
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from './Select';
import { accessibleName, allByRole, byRole, cleanup, click, press, render } from './testRender';

afterEach(cleanup);

const NETWORKS: SelectOption<number>[] = [
  { value: 1, label: 'Ethereum', icon: '◆' },
  { value: 56, label: 'BNB Smart Chain', icon: '⬢' },
  { value: 97, label: 'BNB Testnet', icon: '⬢', disabled: true },
  { value: 137, label: 'Polygon', icon: '⬟' },
  { value: 80002, label: 'Polygon Amoy', icon: '⬟' },
];

function Harness(props: { initial: number | null; onChange?: (v: number) => void; disabled?: boolean }) {
  const [value, setValue] = useState(props.initial);
  return (
    <Select
      label="Network"
      hideLabel
      options={NETWORKS}
      value={value}
      placeholder="Unsupported network"
      disabled={props.disabled}
      onChange={(v) => {
        setValue(v);
        props.onChange?.(v);
      }}
    />
  );
}

const combobox = (root: ParentNode) => byRole(root, 'combobox');
const activeOption = (root: ParentNode) => {
  const id = combobox(root).getAttribute('aria-activedescendant');
  const option = id ? document.getElementById(id) : null;
  return option ? accessibleName(option) : undefined;
};

describe('Select', () => {
  it('is a combobox named by its label that shows the chosen option with its icon', () => {
    const { container } = render(<Harness initial={56} />);
    const box = combobox(container);
    expect(accessibleName(box)).toBe('Network');
    expect(box.tabIndex).toBe(0);
    expect(box.getAttribute('aria-haspopup')).toBe('listbox');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.querySelector('.ds-select-value')?.textContent).toBe('BNB Smart Chain');
    const icon = box.querySelector('.ds-select-icon');
    expect(icon?.textContent).toBe('⬢');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    const listbox = document.getElementById(box.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).toBe('listbox');
    expect(listbox.hidden).toBe(true);
  });

  it('shows the placeholder when no option matches the value', () => {
    const { container } = render(<Harness initial={null} />);
    expect(combobox(container).textContent).toContain('Unsupported network');
    expect(combobox(container).dataset.value).toBe('');
    expect(allByRole(container, 'option').some((o) => o.getAttribute('aria-selected') === 'true')).toBe(false);
  });

  it('opens on ArrowDown at the current option, moves past disabled ones and chooses with Enter', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness initial={56} onChange={onChange} />);
    const box = combobox(container);
    box.focus();
    press(box, 'ArrowDown');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption(container)).toBe('BNB Smart Chain');
    press(box, 'ArrowDown');
    expect(activeOption(container)).toBe('Polygon');
    press(box, 'Enter');
    expect(onChange).toHaveBeenCalledWith(137);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.querySelector('.ds-select-value')?.textContent).toBe('Polygon');
    expect(box.dataset.value).toBe('137');
    expect(byRole(container, 'option', 'Polygon').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(box);
  });

  it('moves with ArrowUp, Home and End, and chooses with Space', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness initial={137} onChange={onChange} />);
    const box = combobox(container);
    press(box, ' ');
    expect(activeOption(container)).toBe('Polygon');
    press(box, 'ArrowUp');
    expect(activeOption(container)).toBe('BNB Smart Chain');
    press(box, 'End');
    expect(activeOption(container)).toBe('Polygon Amoy');
    press(box, 'ArrowDown');
    expect(activeOption(container)).toBe('Polygon Amoy');
    press(box, 'Home');
    expect(activeOption(container)).toBe('Ethereum');
    press(box, ' ');
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('closes on Escape without changing the value', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness initial={1} onChange={onChange} />);
    const box = combobox(container);
    press(box, 'ArrowDown');
    press(box, 'ArrowDown');
    press(box, 'Escape');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
    expect(box.querySelector('.ds-select-value')?.textContent).toBe('Ethereum');
  });

  it('chooses the highlighted option when Tab leaves, as a native select does', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness initial={1} onChange={onChange} />);
    const box = combobox(container);
    press(box, 'End');
    press(box, 'Tab');
    expect(onChange).toHaveBeenCalledWith(80002);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('jumps by typed letters and cycles through options starting with a repeated letter', () => {
    const { container } = render(<Harness initial={1} />);
    const box = combobox(container);
    press(box, 'p');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption(container)).toBe('Polygon');
    press(box, 'p');
    expect(activeOption(container)).toBe('Polygon Amoy');
  });

  it('chooses with the mouse: click opens, clicking an option picks it; disabled options are not picked', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness initial={1} onChange={onChange} />);
    const box = combobox(container);
    click(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    click(byRole(container, 'option', 'BNB Testnet'));
    expect(onChange).not.toHaveBeenCalled();
    click(byRole(container, 'option', 'BNB Smart Chain'));
    expect(onChange).toHaveBeenCalledWith(56);
    expect(byRole(container, 'option', 'BNB Testnet').getAttribute('aria-disabled')).toBe('true');
  });

  it('does nothing when disabled and leaves the Tab order', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness initial={null} disabled onChange={onChange} />);
    const box = combobox(container);
    expect(box.getAttribute('aria-disabled')).toBe('true');
    expect(box.tabIndex).toBe(-1);
    press(box, 'ArrowDown');
    click(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes without choosing when focus leaves (a click elsewhere)', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness initial={1} onChange={onChange} />);
    const box = combobox(container);
    box.focus();
    press(box, 'ArrowDown');
    press(box, 'ArrowDown');
    act(() => box.blur());
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lines the open list up with the end edge when asked (near the right of the top bar)', () => {
    const { container } = render(<Select label="Network" align="end" options={NETWORKS} value={1} onChange={() => {}} />);
    expect(byRole(container, 'listbox').className).toContain('ds-select-list-end');
  });

  it('shows a visible label unless asked to hide it', () => {
    const { container } = render(<Select label="Theme" options={[{ value: 'a', label: 'A' }]} value="a" onChange={() => {}} />);
    const labelId = combobox(container).getAttribute('aria-labelledby')!;
    expect(document.getElementById(labelId)?.className).not.toContain('sr-only');
  });
});
