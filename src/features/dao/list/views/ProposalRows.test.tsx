// @vitest-environment happy-dom
// A proposal row: one real link to dao-detail/{id} with its title, author, category, status, end time and current result.
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { proposalRow } from '@machines/testing/dao/list/fixtures';
import { allByRole, cleanup, render } from '../../../../components/testRender';
import { ProposalRows } from './ProposalRows';

afterEach(cleanup);

const rowsOf = (rows: Parameters<typeof ProposalRows>[0]['rows']) =>
  render(
    <MemoryRouter>
      <ProposalRows rows={rows} lang="en" label="Proposals" />
    </MemoryRouter>,
  ).container;

describe('ProposalRows', () => {
  it('links each row to its detail page and names its title, category, status, author, end and result', () => {
    const grant = proposalRow({ id: 7, scores: [4_000, 2_000] });
    const poll = proposalRow({ id: 9, category: 'poll', title: 'Pick a colour', choices: ['Red', 'Blue'], scores: [0, 0], quorum: 0, status: 'finished' });
    const container = rowsOf([grant, poll]);
    const links = allByRole(container, 'link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/en/dao-detail/7', '/en/dao-detail/9']);
    expect(links[0]!.textContent).toContain('Fund the Seoul park');
    expect(links[0]!.textContent).toContain('Grant');
    expect(links[0]!.textContent).toContain('Active');
    expect(links[0]!.textContent).toContain('by 0x7099…79c8');
    expect(links[0]!.textContent).toMatch(/Ends .*2026/);
    expect(links[0]!.textContent).toContain('Leading: Yes (67%)');
    expect(links[1]!.textContent).toMatch(/Ended .*2026/);
    expect(links[1]!.textContent).toContain('No votes yet');
  });

  it('says when the quorum is not reached and names both sides of a tie', () => {
    const short = proposalRow({ id: 1, scores: [1_000, 500], quorum: 2_000 });
    const tie = proposalRow({ id: 2, category: 'poll', choices: ['A', 'B'], scores: [300, 300], quorum: 0 });
    const [first, second] = allByRole(rowsOf([short, tie]), 'link');
    expect(first!.textContent).toContain('Quorum not reached (1,500 of 2,000 VP)');
    expect(second!.textContent).toContain('Tie: A, B (50% each)');
  });
});
