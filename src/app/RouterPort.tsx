// Hands React Router's navigate to the root's navigator actor, once, from under the BrowserRouter: the only place the
// router meets the actor system (flows navigate by sending NAVIGATE to the navigator, never through a view).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RouterMove } from '@machines/shared/navigate';
import { SYSTEM_ID } from '@machines/shared/system';
import { useAppRef } from '@kit/appActor';

export function RouterPort() {
  const app = useAppRef();
  const navigate = useNavigate();
  useEffect(() => {
    const navigator = app.system.get(SYSTEM_ID.navigator);
    const move: RouterMove = (to, options) => void (typeof to === 'number' ? navigate(to) : navigate(to, options));
    navigator?.send({ type: 'NAVIGATOR.ROUTER', move });
    return () => navigator?.send({ type: 'NAVIGATOR.ROUTER', move: null });
  }, [app, navigate]);
  return null;
}
