// @vitest-environment happy-dom
// Tabs: WAI-ARIA roles and links between tabs and panels; arrows, Home and End move focus and selection; link tabs mark the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkTabs } from './LinkTabs';
import { type TabItem, Tabs } from './Tabs';
import { allByRole, byRole, cleanup, click, press, render } from './testRender';

afterEach(cleanup);

const items: TabItem[] = [
  { id: 'ongoing', label: 'Ongoing', panel: <p>Ongoing panel</p> },
  { id: 'ended', label: 'Ended', panel: <p>Ended panel</p> },
  { id: 'soon', label: 'Soon', panel: <p>Soon panel</p>, disabled: true },
  { id: 'rewards', label: 'Rewards', panel: <p>Rewards panel</p> },
];

const selectedName = (root: ParentNode) => allByRole(root, 'tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;
const visiblePanel = (root: ParentNode) => allByRole(root, 'tabpanel').filter((p) => !p.hidden);

describe('Tabs', () => {
  it('renders a named tablist whose selected tab controls the one visible panel', () => {
    const { container } = render(<Tabs label="Campaign" items={items} />);
    const list = byRole(container, 'tablist', 'Campaign');
    expect(allByRole(list, 'tab').map((t) => t.textContent)).toEqual(['Ongoing', 'Ended', 'Soon', 'Rewards']);
    const tab = byRole(container, 'tab', 'Ongoing');
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panels = visiblePanel(container);
    expect(panels).toHaveLength(1);
    expect(panels[0]!.id).toBe(tab.getAttribute('aria-controls'));
    expect(panels[0]!.getAttribute('aria-labelledby')).toBe(tab.id);
    expect(panels[0]!.textContent).toBe('Ongoing panel');
  });

  it('keeps a single tab stop: only the selected tab is in the Tab order', () => {
    const { container } = render(<Tabs label="Campaign" items={items} />);
    expect(allByRole(container, 'tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('moves focus and selection with the arrows, skipping disabled tabs and wrapping around', () => {
    const onSelect = vi.fn();
    const { container } = render(<Tabs label="Campaign" items={items} onSelect={onSelect} />);
    const first = byRole(container, 'tab', 'Ongoing');
    first.focus();
    press(first, 'ArrowRight');
    expect(selectedName(container)).toBe('Ended');
    expect(document.activeElement).toBe(byRole(container, 'tab', 'Ended'));
    press(document.activeElement!, 'ArrowRight');
    expect(selectedName(container)).toBe('Rewards');
    expect(visiblePanel(container)[0]!.textContent).toBe('Rewards panel');
    press(document.activeElement!, 'ArrowRight');
    expect(selectedName(container)).toBe('Ongoing');
    press(document.activeElement!, 'ArrowLeft');
    expect(selectedName(container)).toBe('Rewards');
    expect(document.activeElement).toBe(byRole(container, 'tab', 'Rewards'));
    expect(onSelect.mock.calls.map((c) => c[0])).toEqual(['ended', 'rewards', 'ongoing', 'rewards']);
  });

  it('jumps to the first and last tab with Home and End', () => {
    const { container } = render(<Tabs label="Campaign" items={items} defaultSelected="ended" />);
    const ended = byRole(container, 'tab', 'Ended');
    ended.focus();
    press(ended, 'End');
    expect(selectedName(container)).toBe('Rewards');
    expect(document.activeElement?.textContent).toBe('Rewards');
    press(document.activeElement!, 'Home');
    expect(selectedName(container)).toBe('Ongoing');
    expect(document.activeElement?.textContent).toBe('Ongoing');
  });

  it('selects a tab on click and ignores other keys', () => {
    const { container } = render(<Tabs label="Campaign" items={items} />);
    click(byRole(container, 'tab', 'Ended'));
    expect(selectedName(container)).toBe('Ended');
    press(byRole(container, 'tab', 'Ended'), 'ArrowDown');
    expect(selectedName(container)).toBe('Ended');
  });

  it('uses Up and Down when vertical', () => {
    const { container } = render(<Tabs label="Campaign" items={items} orientation="vertical" />);
    expect(byRole(container, 'tablist').getAttribute('aria-orientation')).toBe('vertical');
    press(byRole(container, 'tab', 'Ongoing'), 'ArrowDown');
    expect(selectedName(container)).toBe('Ended');
    press(byRole(container, 'tab', 'Ended'), 'ArrowUp');
    expect(selectedName(container)).toBe('Ongoing');
  });

  it('follows the selected prop when controlled', () => {
    const onSelect = vi.fn();
    const { container, rerender } = render(<Tabs label="Campaign" items={items} selected="rewards" onSelect={onSelect} />);
    expect(selectedName(container)).toBe('Rewards');
    press(byRole(container, 'tab', 'Rewards'), 'Home');
    expect(onSelect).toHaveBeenCalledWith('ongoing');
    rerender(<Tabs label="Campaign" items={items} selected="ongoing" onSelect={onSelect} />);
    expect(selectedName(container)).toBe('Ongoing');
  });
});

describe('LinkTabs', () => {
  it('is a named nav of links with the current page marked aria-current="page"', () => {
    const { container } = render(
      <LinkTabs
        label="My page"
        items={[
          { href: '/en/mypage/profile', label: 'Profile', current: true },
          { href: '/en/mypage/wallets', label: 'Wallets' },
        ]}
      />,
    );
    const nav = byRole(container, 'navigation', 'My page');
    const links = allByRole(nav, 'link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('aria-current')])).toEqual([
      ['Profile', '/en/mypage/profile', 'page'],
      ['Wallets', '/en/mypage/wallets', null],
    ]);
  });

  it('renders through a router link component when given one', () => {
    const RouterLink = ({ href, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a data-router="yes" href={href} {...rest} />;
    const { container } = render(<LinkTabs label="Sections" linkComponent={RouterLink} items={[{ href: '/a', label: 'A', current: true }]} />);
    const link = byRole(container, 'link', 'A');
    expect(link.dataset.router).toBe('yes');
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});
