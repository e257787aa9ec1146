// @vitest-environment happy-dom
// Pagination: a named nav with 10 page links a group, the current one aria-current="page", previous/next page steps and
// group jumps named for what they do.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { accessibleName, allByRole, byRole, cleanup, click, render } from './testRender';

afterEach(cleanup);

const pageNames = (root: ParentNode) => allByRole(root, 'button').concat(allByRole(root, 'link')).map(accessibleName);

describe('Pagination as links', () => {
  it('links the pages of the current group, marks the current page and names the nav', () => {
    const { container } = render(<Pagination page={14} totalItems={300} hrefFor={(n) => `/en/market/bsc?page=${n}`} label="Items pages" />);
    const nav = byRole(container, 'navigation', 'Items pages');
    const links = allByRole(nav, 'link');
    expect(links.map(accessibleName)).toEqual([
      'Previous 10 pages',
      'Previous',
      'Page 11',
      'Page 12',
      'Page 13',
      'Page 14',
      'Page 15',
      'Page 16',
      'Page 17',
      'Page 18',
      'Page 19',
      'Page 20',
      'Next',
      'Next 10 pages',
    ]);
    expect(links.map((l) => l.textContent?.trim()).slice(2, 12)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    const current = links.filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current.map(accessibleName)).toEqual(['Page 14']);
    expect(byRole(nav, 'link', 'Previous').getAttribute('href')).toBe('/en/market/bsc?page=13');
    expect(byRole(nav, 'link', 'Next').getAttribute('href')).toBe('/en/market/bsc?page=15');
    expect(byRole(nav, 'link', 'Previous 10 pages').getAttribute('href')).toBe('/en/market/bsc?page=10');
    expect(byRole(nav, 'link', 'Next 10 pages').getAttribute('href')).toBe('/en/market/bsc?page=21');
    expect(byRole(nav, 'link', 'Page 17').getAttribute('href')).toBe('/en/market/bsc?page=17');
  });

  it('has no followable previous links on the first page nor next links on the last', () => {
    const first = render(<Pagination page={1} totalItems={300} hrefFor={(n) => `#${n}`} />);
    for (const name of ['Previous', 'Previous 10 pages']) {
      const previous = byRole(first.container, 'link', name);
      expect(previous.hasAttribute('href')).toBe(false);
      expect(previous.getAttribute('aria-disabled')).toBe('true');
    }
    expect(byRole(first.container, 'link', 'Next').getAttribute('href')).toBe('#2');
    expect(byRole(first.container, 'navigation', 'Pagination')).toBeTruthy();
    const last = render(<Pagination page={25} totalItems={300} hrefFor={(n) => `#${n}`} />);
    expect(byRole(last.container, 'link', 'Next').hasAttribute('href')).toBe(false);
    expect(byRole(last.container, 'link', 'Next 10 pages').hasAttribute('href')).toBe(false);
    expect(pageNames(last.container)).toContain('Page 25');
    expect(pageNames(last.container)).not.toContain('Page 26');
  });

  it('renders router links when given a link component', () => {
    const RouterLink = ({ href, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a data-router="yes" href={href} {...rest} />;
    const { container } = render(<Pagination page={1} totalItems={30} hrefFor={(n) => `#${n}`} linkComponent={RouterLink} />);
    expect(byRole(container, 'link', 'Page 2').dataset.router).toBe('yes');
  });
});

describe('Pagination as buttons', () => {
  function Harness({ onPageChange }: { onPageChange: (n: number) => void }) {
    const [page, setPage] = useState(1);
    return (
      <Pagination
        page={page}
        totalItems={250}
        onPageChange={(n) => {
          setPage(n);
          onPageChange(n);
        }}
      />
    );
  }

  it('on page 1 of 3, Next is live and goes to page 2, and no group jump is offered', () => {
    const onPageChange = vi.fn();
    const { container } = render(<Pagination page={1} totalItems={30} onPageChange={onPageChange} />);
    expect((byRole(container, 'button', 'Previous') as HTMLButtonElement).disabled).toBe(true);
    expect((byRole(container, 'button', 'Next') as HTMLButtonElement).disabled).toBe(false);
    expect(pageNames(container)).not.toContain('Next 10 pages');
    click(byRole(container, 'button', 'Next'));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('moves between pages and groups: the group jump opens the first page of the next group, back the last of the previous', () => {
    const onPageChange = vi.fn();
    const { container } = render(<Harness onPageChange={onPageChange} />);
    expect((byRole(container, 'button', 'Previous') as HTMLButtonElement).disabled).toBe(true);
    click(byRole(container, 'button', 'Page 3'));
    expect(byRole(container, 'button', 'Page 3').getAttribute('aria-current')).toBe('page');
    click(byRole(container, 'button', 'Next 10 pages'));
    expect(byRole(container, 'button', 'Page 11').getAttribute('aria-current')).toBe('page');
    expect(pageNames(container).filter((n) => n.startsWith('Page'))).toEqual([
      'Page 11',
      'Page 12',
      'Page 13',
      'Page 14',
      'Page 15',
      'Page 16',
      'Page 17',
      'Page 18',
      'Page 19',
      'Page 20',
    ]);
    click(byRole(container, 'button', 'Next 10 pages'));
    // 250 items are 21 pages: the last group holds one page and no next group.
    expect(pageNames(container).filter((n) => n.startsWith('Page'))).toEqual(['Page 21']);
    expect((byRole(container, 'button', 'Next 10 pages') as HTMLButtonElement).disabled).toBe(true);
    expect((byRole(container, 'button', 'Next') as HTMLButtonElement).disabled).toBe(true);
    click(byRole(container, 'button', 'Previous 10 pages'));
    expect(byRole(container, 'button', 'Page 20').getAttribute('aria-current')).toBe('page');
    expect(onPageChange.mock.calls.map((c) => c[0])).toEqual([3, 11, 21, 20]);
  });

  it('does not report a click on the current page', () => {
    const onPageChange = vi.fn();
    const { container } = render(<Pagination page={2} totalItems={30} onPageChange={onPageChange} />);
    click(byRole(container, 'button', 'Page 2'));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('renders nothing for a single page or an empty list', () => {
    expect(render(<Pagination page={1} totalItems={12} onPageChange={() => {}} />).container.innerHTML).toBe('');
    expect(render(<Pagination page={1} totalItems={0} onPageChange={() => {}} />).container.innerHTML).toBe('');
  });
});
