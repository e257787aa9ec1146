// Shows the page once nothing stands in its way: when the start-up data failed to load, a Retry instead of a broken page.
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectStartupError } from '@machines/startup/selectors';
import { Button } from '../../components/Button';
import { MessageText } from '../../components/MessageText';
import { useAppActor } from '@kit/appActor';
import './shell.css';

export function StartupGate(props: { children: ReactNode }) {
  const startup = useAppActor('startup');
  const error = useSelector(startup, selectStartupError);
  // While it loads the page renders: what needs the data waits for it (src/services/startupData.ts).
  if (!error) return props.children;
  return (
    <section className="page-error" role="alert" data-testid="startup-error">
      <p>
        <MessageText message={error} />
      </p>
      <Button variant="primary" onClick={() => startup.send({ type: 'STARTUP.RETRY' })}>
        <Trans>Retry</Trans>
      </Button>
    </section>
  );
}
