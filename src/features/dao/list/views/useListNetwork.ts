// The network the proposal lists show: the wallet's supported chain, else the first configured network (a visitor's).
import { useSelector } from '@xstate/react';
import { listChainId } from '../../../../../machines/dao/proposalListSelectors';
import { selectSupportedChainId } from '../../../../../machines/wallet/selectors';
import { useAppActor } from '../../../../app/AppProvider';
import { useConfig } from '../../../../config/ConfigContext';

export function useListNetwork(): { chainId: number | null; name: string } {
  const wallet = useAppActor('wallet');
  const walletChainId = useSelector(wallet, selectSupportedChainId);
  const { networks } = useConfig();
  const chainId = listChainId(walletChainId, networks);
  return { chainId, name: networks.find((n) => n.chainId === chainId)?.name ?? '' };
}
