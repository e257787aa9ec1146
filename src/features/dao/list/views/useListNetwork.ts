// The network the proposal lists show (listChainId): the one chosen on the page, else the wallet's supported chain, else
// the first configured network; with every configured network for the choice.
import { useSelector } from '@xstate/react';
import { listChainId } from '@machines/dao/list/proposalListSelectors';
import { selectSupportedChainId } from '@machines/wallet/selectors';
import { useAppActor } from '@kit/appActor';
import { useConfig } from '../../../../config/ConfigContext';

export function useListNetwork(chosen: number): { chainId: number | null; name: string; networks: readonly { chainId: number; name: string }[] } {
  const wallet = useAppActor('wallet');
  const walletChainId = useSelector(wallet, selectSupportedChainId);
  const { networks } = useConfig();
  const chainId = listChainId(walletChainId, networks, chosen);
  return { chainId, name: networks.find((n) => n.chainId === chainId)?.name ?? '', networks };
}
