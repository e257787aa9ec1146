// @vitest-environment happy-dom
// Card, EmptyState and Skeleton: the static building blocks keep their headings, names and hidden placeholders.
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Card } from './Card';
import { EmptyState } from './EmptyState';
import { Skeleton } from './Skeleton';
import { accessibleName, byRole, cleanup, render } from './testRender';

afterEach(cleanup);

describe('Card', () => {
  it('is an article named by its heading, with body and footer', () => {
    const { container } = render(
      <Card title="LAND 1x1" headingLevel={2} footer={<Button>Buy</Button>}>
        Body
      </Card>,
    );
    const article = container.querySelector('article')!;
    const heading = byRole(container, 'heading', 'LAND 1x1');
    expect(heading.tagName).toBe('H2');
    expect(accessibleName(article)).toBe('LAND 1x1');
    expect(article.querySelector('.ds-card-body')?.textContent).toBe('Body');
    expect(byRole(article, 'button', 'Buy')).toBeTruthy();
  });

  it('can be a plain div without a name, and marks selection with a class for its border', () => {
    const { container } = render(
      <Card as="div" selected>
        Plain
      </Card>,
    );
    const card = container.firstElementChild!;
    expect(card.tagName).toBe('DIV');
    expect(card.hasAttribute('aria-labelledby')).toBe(false);
    expect(card.className).toContain('ds-card-selected');
  });
});

describe('EmptyState', () => {
  it('shows a heading, the explanation and the next step', () => {
    const { container } = render(
      <EmptyState title="No LANDs found." text="Buy LAND first." action={<Button href="/en/market/bsc">Go to the marketplace</Button>} icon="🗺" />,
    );
    expect(byRole(container, 'heading', 'No LANDs found.').tagName).toBe('H2');
    expect(container.querySelector('p')?.textContent).toBe('Buy LAND first.');
    expect(byRole(container, 'link', 'Go to the marketplace').getAttribute('href')).toBe('/en/market/bsc');
    expect(container.querySelector('.ds-empty-icon')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology in every shape', () => {
    const { container } = render(
      <>
        <Skeleton lines={3} />
        <Skeleton shape="rect" height="4rem" />
        <Skeleton shape="circle" />
      </>,
    );
    const top = [...container.children];
    expect(top).toHaveLength(3);
    for (const el of top) expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(top[0]!.querySelectorAll('.ds-skeleton')).toHaveLength(3);
    expect((top[1] as HTMLElement).style.height).toBe('4rem');
  });
});
