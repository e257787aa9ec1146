// @vitest-environment happy-dom
// Price: thousand separators from src/format/number.ts, at most 4 decimals by default, the currency beside it.
import { afterEach, describe, expect, it } from 'vitest';
import { Price } from './Price';
import { cleanup, render } from './testRender';

afterEach(cleanup);

describe('Price', () => {
  it('groups the integer digits by three and shows the currency', () => {
    const { container } = render(<Price amount={1234567.891} currency="DVI" />);
    expect(container.textContent).toBe('1,234,567.891 DVI');
  });

  it('keeps every digit of big amounts given as bigint or decimal text', () => {
    const { container } = render(
      <>
        <Price amount={10n ** 21n} currency="BNB" />
        <Price amount="12345678901234567890.5" currency="ETH" />
      </>,
    );
    const amounts = [...container.querySelectorAll('.ds-price-amount')].map((e) => e.textContent);
    expect(amounts).toEqual(['1,000,000,000,000,000,000,000', '12,345,678,901,234,567,890.5']);
  });

  it('cuts decimals to maxFractionDigits (4 by default) and drops trailing zeros', () => {
    const { container } = render(
      <>
        <Price amount="0.123456" currency="ETH" />
        <Price amount="1000.100" currency="POL" maxFractionDigits={2} />
        <Price amount={999} currency="DVI" />
      </>,
    );
    const amounts = [...container.querySelectorAll('.ds-price-amount')].map((e) => e.textContent);
    expect(amounts).toEqual(['0.1234', '1,000.1', '999']);
  });

  it('shows a dash read as "Not available" when the amount is unknown', () => {
    const { container } = render(<Price amount={null} currency="DVI" />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('—');
    expect(container.querySelector('.sr-only')?.textContent).toBe('Not available');
    expect(container.textContent).not.toContain('DVI');
  });
});
