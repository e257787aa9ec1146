// The top bar: every entry of spec section 2, the language switch and the mobile menu.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { APP_MESSAGE } from '@machines/app/appMachine';
import { message } from '@machines/shared/message';
import { selectHasTxs } from '@machines/tx/selectors';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '../../components/Button';
import { useConfig } from '../../config/ConfigContext';
import { useAppActor, useAppRef, useAppSelector } from '@kit/appActor';
import { type Lang, pathFor } from '@kit/resolveRoute';
import { LoginPopup } from '../../features/auth/views/LoginPopup';
import { useAttachedFlow } from '@kit/useFlow';
import { AccountArea, AccountBadge } from './AccountArea';
import { LanguageSwitch } from './LanguageSwitch';
import { withCatalogs } from '../../i18n/i18n';

/** The game's overlay arrives with the game start flow (the first Start now of a member), not in every first load. */
/** The transactions panel loads once the tracker holds a transaction (most visits never send one). */
const TxIndicator = lazy(() => import('../../features/tx/views/TxIndicator').then((m) => ({ default: m.TxIndicator })));
const GameStartOverlay = lazy(() => withCatalogs(import('../../features/game/views/GameStartOverlay'), 'game').then((m) => ({ default: m.GameStartOverlay })));

export function TopBar({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const app = useAppRef();
  const menuOpen = useAppSelector((s) => s.context.menuOpen);
  const gameStart = useAttachedFlow('gameStart');
  const hasTxs = useSelector(useAppActor('tx'), selectHasTxs);
  const { bridgeUrl } = useConfig();
  const toast = useAppActor('toast');
  const close = () => app.send({ type: 'MENU.CLOSE' });
  const link = (rest: string, label: React.ReactNode) => (
    <NavLink to={pathFor(lang, rest)} onClick={close}>
      {label}
    </NavLink>
  );
  return (
    <header className="top-bar" data-menu-open={menuOpen}>
      <Link className="brand" to={pathFor(lang, 'home')} aria-label={t`Home`}>
        MetaWorld
      </Link>
      <AccountBadge />
      <Button variant="bare" className="menu-button" aria-expanded={menuOpen} aria-controls="main-menu" onClick={() => app.send({ type: 'MENU.TOGGLE' })}>
        <span aria-hidden="true">☰</span>
        <span className="sr-only">
          <Trans>Menu</Trans>
        </span>
      </Button>
      <div id="main-menu" className="menu">
        <nav className="main-nav" aria-label={t`Main`}>
          {link('market/bsc', <Trans>Marketplace</Trans>)}
          {bridgeUrl ? (
            <a href={bridgeUrl} target="_blank" rel="noopener noreferrer">
              <Trans>Bridge</Trans>
            </a>
          ) : (
            // No bridge for this build: spec 8's 'bridge code under construction, try later' instead of a dead link.
            <Button variant="bare" className="nav-button" onClick={() => toast.send({ type: 'TOAST.SHOW', message: message(APP_MESSAGE.bridgeUnavailable) })}>
              <Trans>Bridge</Trans>
            </Button>
          )}
          {link('studio', <Trans>Studio</Trans>)}
          {link('guide/guide', <Trans>Guide</Trans>)}
          {link('dao', <Trans>DAO</Trans>)}
          {link('event', <Trans>Event</Trans>)}
          {link('news/0', <Trans>News</Trans>)}
          {link('guide/guide', <Trans>Help</Trans>)}
        </nav>
        <div className="top-actions">
          {hasTxs && (
            <Suspense fallback={null}>
              <TxIndicator />
            </Suspense>
          )}
          <AccountArea lang={lang} />
          <Button variant="primary" onClick={() => app.send({ type: 'GAME.START' })}>
            <Trans>Start now</Trans>
          </Button>
          <LanguageSwitch lang={lang} />
        </div>
      </div>
      {/* Outside the collapsible menu, so the popup shows on narrow screens too. */}
      <LoginPopup lang={lang} />
      {gameStart && (
        <Suspense fallback={null}>
          <GameStartOverlay />
        </Suspense>
      )}
    </header>
  );
}
