// My page profile tab: the stored profile (as written, ProfileList), and the edit profile, change password and add wallet popups.
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectProfile, selectProfileLoading } from '@machines/account/selectors';
import { ProfileList, type ProfileRow } from './ProfileList';
import { useFlow } from '@kit/useFlow';
import { addWalletLogic } from '../actors/addWallet';
import { useAppActor } from '@kit/appActor';
import { changePasswordLogic } from '../actors/changePassword';
import { editProfileLogic } from '../actors/editProfile';
import { useConfig } from '../../../config/ConfigContext';
import { Button } from '../../../components/Button';
import { withCatalogs } from '../../../i18n/i18n';

// The popups are not needed for the first paint of the profile: fetched right after it (docs/performance.md).
const EditProfilePopup = lazy(() => import('./EditProfilePopup').then((m) => ({ default: m.EditProfilePopup })));
const ChangePasswordPopup = lazy(() => import('./ChangePasswordPopup').then((m) => ({ default: m.ChangePasswordPopup })));
// The game player (game-asset service) comes with its own flow: loaded after the profile's first paint.
const GamePlayerSection = lazy(() => withCatalogs(import('../../game/views/GamePlayerSection'), 'game').then((m) => ({ default: m.GamePlayerSection })));
const AddWalletPopup = lazy(() => import('./AddWalletPopup').then((m) => ({ default: m.AddWalletPopup })));

const EDIT = editProfileLogic();
const CHANGE = changePasswordLogic();
const ADD = addWalletLogic();
const NO_INPUT = {};

export function ProfileTab() {
  const networks = useConfig().networks;
  const walletInput = useMemo(() => ({ chainIds: networks.map((n) => n.chainId) }), [networks]);
  const edit = useFlow('editProfile', EDIT, NO_INPUT);
  const changePassword = useFlow('changePassword', CHANGE, undefined);
  const addWallet = useFlow('addWallet', ADD, walletInput);
  return edit && changePassword && addWallet ? <Profile edit={edit} changePassword={changePassword} addWallet={addWallet} /> : null;
}

function Profile({
  edit,
  changePassword,
  addWallet,
}: {
  edit: ActorRefFrom<typeof EDIT>;
  changePassword: ActorRefFrom<typeof CHANGE>;
  addWallet: ActorRefFrom<typeof ADD>;
}) {
  const session = useAppActor('session');
  const user = useSelector(session, (s) => s.context.user);
  const profile = useSelector(edit, selectProfile);
  const loading = useSelector(edit, selectProfileLoading);

  useEffect(() => {
    edit.send({ type: 'PROFILE.SHOW' });
  }, [edit]);

  const rows: ProfileRow[] = [
    ['account', <Trans key="a">ID</Trans>, profile?.account ?? user?.account],
    ['name', <Trans key="n">Name</Trans>, profile?.name ?? user?.nickname],
    ['email', <Trans key="e">Email</Trans>, profile?.email],
    ['phone', <Trans key="p">Phone number</Trans>, profile ? `+${profile.country} ${profile.phone}` : undefined],
    ['wallet', <Trans key="w">Wallet</Trans>, user?.walletAddr],
  ];

  return (
    <section aria-labelledby="profile-title" aria-busy={loading}>
      <h2 id="profile-title">
        <Trans>Profile</Trans>
      </h2>
      <ProfileList rows={rows} />
      <div className="account-actions">
        <Button onClick={() => edit.send({ type: 'PROFILE.OPEN' })}>
          <Trans>Edit profile</Trans>
        </Button>
        <Button onClick={() => changePassword.send({ type: 'CHANGE_PWD.OPEN' })}>
          <Trans>Change password</Trans>
        </Button>
        <Button onClick={() => addWallet.send({ type: 'ADD_WALLET.OPEN' })}>
          <Trans>Add wallet</Trans>
        </Button>
      </div>
      <Suspense fallback={null}>
        <GamePlayerSection />
      </Suspense>
      <Suspense fallback={null}>
        <EditProfilePopup edit={edit} />
        <ChangePasswordPopup cp={changePassword} />
        <AddWalletPopup add={addWallet} />
      </Suspense>
    </section>
  );
}
