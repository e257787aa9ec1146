// @vitest-environment happy-dom
// Select's native mode: a real <select> named by its label, picking returns the option's own value, hint and error are its description.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from './Select';
import { cleanup, render } from './testRender';

afterEach(cleanup);

const AREAS = [
  { value: 'seoul', label: 'Seoul' },
  { value: 'newyork', label: 'New York' },
];

const pick = (select: HTMLSelectElement, value: string) =>
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });

describe('Select native', () => {
  it('is a real select named by its visible label, listing the option labels', () => {
    const { container } = render(<Select native label="Land area" options={AREAS} value="seoul" onChange={() => {}} />);
    const select = container.querySelector('select')!;
    const label = container.querySelector(`label[for="${select.id}"]`)!;
    expect(label.textContent).toBe('Land area');
    expect(label.className).not.toContain('sr-only');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Seoul', 'New York']);
    expect(select.value).toBe('seoul');
  });

  it('reports the chosen option with its own value type (numbers stay numbers)', () => {
    const onChange = vi.fn();
    const { container } = render(
      <Select
        native
        label="Grade"
        options={[
          { value: 1, label: 'Normal' },
          { value: 2, label: 'Rare' },
        ]}
        value={1}
        onChange={onChange}
      />,
    );
    pick(container.querySelector('select')!, '2');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('hides the label visually only with hideLabel, and submits under its name', () => {
    const { container } = render(<Select native label="Country code" hideLabel name="country" options={AREAS} value="seoul" onChange={() => {}} />);
    const select = container.querySelector('select')!;
    expect(container.querySelector(`label[for="${select.id}"]`)!.className).toBe('sr-only');
    expect(select.name).toBe('country');
  });

  it('wires hint and error as the description and marks the select invalid', () => {
    const { container } = render(
      <Select native id="city" label="City" hint="Where it stands" error="Choose a city" options={AREAS} value="seoul" onChange={() => {}} />,
    );
    const select = container.querySelector('select')!;
    expect(select.getAttribute('aria-describedby')).toBe('city-hint city-error');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('#city-error')!.getAttribute('role')).toBe('alert');
    expect(container.querySelector('#city-hint')!.textContent).toBe('Where it stands');
  });

  it('is disabled as a whole when disabled', () => {
    const { container } = render(<Select native label="Land area" disabled options={AREAS} value="seoul" onChange={() => {}} />);
    expect(container.querySelector('select')!.disabled).toBe(true);
  });
});
