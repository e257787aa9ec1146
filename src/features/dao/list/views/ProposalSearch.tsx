// The dao page's search box: a search form whose submit puts the words in the URL (the flow loads what the URL names).
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId } from 'react';
import { PROPOSAL_SEARCH_MAX } from '@machines/dao/list/proposalListQuery';
import { Button } from '../../../../components/Button';

export function ProposalSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = new FormData(e.currentTarget).get('search');
    onSearch(typeof value === 'string' ? value : '');
  };
  return (
    // Keyed by the URL's search, so going back or following a link shows that search in the box.
    <form role="search" className="dao-search" onSubmit={submit} key={search}>
      <label htmlFor={`${id}-search`} className="sr-only">
        <Trans>Search proposals</Trans>
      </label>
      <input id={`${id}-search`} name="search" type="search" defaultValue={search} maxLength={PROPOSAL_SEARCH_MAX} placeholder={t`Search proposals`} />
      <Button type="submit">
        <Trans>Search</Trans>
      </Button>
    </form>
  );
}
