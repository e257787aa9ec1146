// @vitest-environment happy-dom
// Button: variants and sizes, disabled, busy (aria-busy, focusable, clicks ignored) and the link form with href.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { byRole, cleanup, click, render } from './testRender';

afterEach(cleanup);

describe('Button', () => {
  it('is a type="button" button by default that reports clicks', () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button variant="primary" size="lg" onClick={onClick}>
        Stake
      </Button>,
    );
    const button = byRole(container, 'button', 'Stake') as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.className).toContain('ds-button-primary');
    expect(button.className).toContain('ds-button-lg');
    click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits only when asked', () => {
    const { container } = render(<Button type="submit">Save</Button>);
    expect((byRole(container, 'button', 'Save') as HTMLButtonElement).type).toBe('submit');
  });

  it('does not fire when disabled', () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button disabled onClick={onClick}>
        Stake
      </Button>,
    );
    const button = byRole(container, 'button', 'Stake') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("bare: only the caller's class, with the button's behaviour and the pressed state it is given", () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button variant="bare" className="map-zoom" aria-label="Zoom in" aria-pressed={false} onClick={onClick}>
        +
      </Button>,
    );
    const button = byRole(container, 'button', 'Zoom in') as HTMLButtonElement;
    expect(button.className).toBe('map-zoom');
    expect(button.type).toBe('button');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy: aria-busy, still focusable, shows the busy label and ignores clicks', () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button busy busyLabel="Staking…" onClick={onClick}>
        Stake
      </Button>,
    );
    const button = byRole(container, 'button', 'Staking…') as HTMLButtonElement;
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    button.focus();
    expect(document.activeElement).toBe(button);
    click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.querySelector('.ds-spinner')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is a link with href; external links open a new tab without an opener', () => {
    const { container } = render(
      <>
        <Button href="/en/market/bsc">Market</Button>
        <Button href="https://bridge.example.org" external>
          Bridge
        </Button>
      </>,
    );
    const market = byRole(container, 'link', 'Market');
    expect(market.getAttribute('href')).toBe('/en/market/bsc');
    expect(market.hasAttribute('target')).toBe(false);
    const bridge = byRole(container, 'link', 'Bridge');
    expect(bridge.getAttribute('target')).toBe('_blank');
    expect(bridge.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a disabled link has no href and says it is disabled; a busy link ignores clicks', () => {
    const onClick = vi.fn();
    const { container } = render(
      <>
        <Button href="/en/dao" disabled>
          DAO
        </Button>
        <Button href="#x" busy onClick={onClick}>
          Busy
        </Button>
      </>,
    );
    const dao = byRole(container, 'link', 'DAO');
    expect(dao.hasAttribute('href')).toBe(false);
    expect(dao.getAttribute('aria-disabled')).toBe('true');
    const busy = byRole(container, 'link', 'Busy');
    click(busy);
    expect(onClick).not.toHaveBeenCalled();
    expect(busy.getAttribute('aria-busy')).toBe('true');
  });

  it('renders through a router link component when given one', () => {
    const RouterLink = ({ href, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a data-router="yes" href={href} {...rest} />;
    const { container } = render(
      <Button href="/en/guide/guide" linkComponent={RouterLink}>
        Guide
      </Button>,
    );
    expect(byRole(container, 'link', 'Guide').dataset.router).toBe('yes');
  });
});
