// My page until the account views land: the titled page with its tabs, plus the staking tab's content on mypage/staking.
import type { PageProps } from '../pageProps';
import { TitledPage } from '../TitledPage';
import { MyStakingTab } from './MyStakingTab';

export default function StakingMyPage(props: PageProps) {
  return (
    <>
      <TitledPage page="mypage" lang={props.lang} params={props.params} />
      {props.params.page === 'staking' && <MyStakingTab />}
    </>
  );
}
