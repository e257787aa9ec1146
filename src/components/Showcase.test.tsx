// @vitest-environment happy-dom
// Showcase: the one test page renders every design-system component, working, in the theme chosen with its own Select.
import { afterEach, describe, expect, it } from 'vitest';
import { Showcase } from './Showcase';
import { accessibleName, allByRole, byRole, cleanup, click, press, render } from './testRender';

afterEach(cleanup);

const COMPONENTS = ['Button', 'Tabs', 'Card', 'Select', 'Pagination', 'Price', 'Address', 'TxStatus', 'EmptyState', 'Skeleton', 'Dialog'];

describe('Showcase', () => {
  it('has a section for every component, each showing it', () => {
    const { container } = render(<Showcase />);
    const sections = [...container.querySelectorAll<HTMLElement>('section[data-component]')].map((s) => s.dataset.component);
    expect(sections).toEqual(COMPONENTS);
    const section = (name: string) => container.querySelector(`section[data-component="${name}"]`)!;
    expect(section('Button').querySelectorAll('.ds-button').length).toBeGreaterThanOrEqual(15);
    expect(section('Button').querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(allByRole(section('Tabs'), 'tab')).toHaveLength(4);
    expect(section('Tabs').querySelector('nav [aria-current="page"]')).not.toBeNull();
    expect(section('Card').querySelectorAll('.ds-card')).toHaveLength(3);
    expect(allByRole(section('Select'), 'combobox')).toHaveLength(3);
    expect(section('Select').querySelectorAll('select.ds-select-native-control')).toHaveLength(2);
    expect(allByRole(section('Pagination'), 'navigation')).toHaveLength(2);
    expect(section('Price').textContent).toContain('1,234,567.891 DVI');
    expect(section('Address').textContent).toContain('0x3C44…93BC');
    expect(allByRole(section('TxStatus'), 'status').map((s) => s.querySelector('.ds-tx-state')?.textContent)).toEqual([
      'Pending',
      'Confirmed',
      'Failed',
      'Dropped',
      'Replaced',
      'Cannot check now',
    ]);
    expect(section('EmptyState').querySelectorAll('.ds-empty')).toHaveLength(2);
    expect(section('Skeleton').querySelector('[aria-busy="true"] .ds-skeleton')).not.toBeNull();
  });

  it('opens and closes the dialog sample', () => {
    const { container } = render(<Showcase />);
    const section = container.querySelector('section[data-component="Dialog"]')!;
    expect(section.querySelector('dialog')).toBeNull();
    click(byRole(section, 'button', 'Open dialog'));
    const dialog = byRole(section, 'dialog');
    expect(accessibleName(dialog)).toBe('Unlock');
    click(byRole(dialog, 'button', 'Cancel'));
    expect(section.querySelector('dialog')).toBeNull();
  });

  it('switches the theme of the samples with the theme select', () => {
    const { container } = render(<Showcase />);
    const themed = container.querySelector<HTMLElement>('[data-theme]')!;
    expect(themed.dataset.theme).toBe('black');
    const theme = byRole(container, 'combobox', 'Theme');
    press(theme, 'End');
    press(theme, 'Enter');
    expect(themed.dataset.theme).toBe('white');
  });

  it('pages through the button pagination', () => {
    const { container } = render(<Showcase />);
    const nav = byRole(container, 'navigation', 'Buttons pagination');
    click(byRole(nav, 'button', 'Next 10 pages'));
    expect(byRole(nav, 'button', 'Page 11').getAttribute('aria-current')).toBe('page');
    expect(container.textContent).toContain('Page 11 of 300 items');
  });
});
