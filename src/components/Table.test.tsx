// @vitest-environment happy-dom
// Table: column and row headers, spanning cells and row hooks, inside a named scroll region.
import { afterEach, describe, expect, it } from 'vitest';
import { Table, type TableColumn } from './Table';
import { accessibleName, cleanup, render } from './testRender';

afterEach(cleanup);

interface Row {
  name: string;
  amount?: number;
  error?: string;
}

const columns: TableColumn<Row>[] = [
  { key: 'name', header: 'Network', cell: (r) => r.name, rowHeader: true },
  { key: 'amount', header: 'Amount', cell: (r) => r.error ?? r.amount, span: (r) => (r.error ? 2 : 1) },
  { key: 'double', header: 'Double', cell: (r) => (r.amount ?? 0) * 2 },
];

describe('Table', () => {
  it('draws column headers, row headers and cells inside a named, focusable scroll region', () => {
    const { container } = render(
      <Table label="Treasury" columns={columns} rows={[{ name: 'Ethereum', amount: 2 }]} rowKey={(r) => r.name} className="extra" />,
    );
    const region = container.querySelector('[role="region"]')!;
    expect(accessibleName(region)).toBe('Treasury');
    expect(region.getAttribute('tabindex')).toBe('0');
    const table = region.querySelector('table')!;
    expect(table.className).toBe('ds-table extra');
    expect([...table.querySelectorAll('th[scope="col"]')].map((th) => th.textContent)).toEqual(['Network', 'Amount', 'Double']);
    expect(table.querySelector('tbody th[scope="row"]')?.textContent).toBe('Ethereum');
    expect([...table.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual(['2', '4']);
  });

  it('lets a cell span the following columns and keeps row hooks', () => {
    const { container } = render(
      <Table
        label="Treasury"
        columns={columns}
        rows={[{ name: 'Polygon', error: 'Could not read' }]}
        rowKey={(r) => r.name}
        rowProps={(r) => ({ 'data-testid': `net-${r.name}` })}
      />,
    );
    const row = container.querySelector('[data-testid="net-Polygon"]')!;
    const tds = row.querySelectorAll('td');
    expect(tds).toHaveLength(1);
    expect(tds[0]!.textContent).toBe('Could not read');
    expect(tds[0]!.getAttribute('colspan')).toBe('2');
  });

  it('draws no body rows for an empty list', () => {
    const { container } = render(<Table label="Empty" columns={columns} rows={[]} rowKey={(r) => r.name} />);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(0);
  });

  it('shows a caption as the table title and marks a current row', () => {
    const { container } = render(
      <Table
        label="Listings"
        caption="Listings"
        columns={columns}
        rows={[
          { name: 'Ethereum', amount: 2 },
          { name: 'BSC', amount: 3 },
        ]}
        rowKey={(r) => r.name}
        rowProps={(r) => (r.name === 'BSC' ? { 'aria-current': 'true' } : {})}
      />,
    );
    expect(container.querySelector('table > caption')?.textContent).toBe('Listings');
    expect(container.querySelector('tr[aria-current="true"] th')?.textContent).toBe('BSC');
  });
});
