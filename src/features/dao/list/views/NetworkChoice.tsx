// The proposal lists' network choice: one link per configured network, the listed one marked, so a visitor without a
// wallet can read every network's proposals.
import { useLingui } from '@lingui/react/macro';
import { RouterLink } from '@kit/RouterLink';
import { LinkTabs } from '../../../../components/LinkTabs';

export function NetworkChoice(props: { networks: readonly { chainId: number; name: string }[]; current: number | null; hrefFor: (chainId: number) => string }) {
  const { t } = useLingui();
  // One network leaves nothing to choose.
  if (props.networks.length < 2) return null;
  const items = props.networks.map((n) => ({ href: props.hrefFor(n.chainId), label: n.name, current: n.chainId === props.current }));
  return <LinkTabs label={t`Network`} items={items} linkComponent={RouterLink} className="dao-networks" />;
}
