// signup/idphone: verify a phone or an email with a code, then show the ID registered to it.
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectFindIdBusy, selectFoundId } from '@machines/auth/selectors';
import type { verificationMachine } from '@machines/auth/verificationMachine';
import { CodeField } from '../../account/views/CodeField';
import { FieldMessage } from '../../account/views/FieldMessage';
import { MachineForm } from '../../account/views/FormParts';
import { useFlow } from '@kit/useFlow';
import { findIdLogic } from '../actors/findId';
import { Button } from '../../../components/Button';

const FIND_ID = findIdLogic();
const NO_INPUT = {};

type CodeRef = ActorRefFrom<typeof verificationMachine>;

export function FindIdForm() {
  const findId = useFlow('findId', FIND_ID, NO_INPUT);
  return findId ? <FindId findId={findId} /> : null;
}

function FindId({ findId }: { findId: ActorRefFrom<typeof FIND_ID> }) {
  const method = useSelector(findId, (s) => s.context.method);
  const error = useSelector(findId, (s) => s.context.error);
  const busy = useSelector(findId, selectFindIdBusy);
  const found = useSelector(findId, selectFoundId);
  const emailCode = useSelector(findId, (s) => s.children.emailCode as CodeRef | undefined);
  const smsCode = useSelector(findId, (s) => s.children.smsCode as CodeRef | undefined);
  const canSubmit = useSelector(findId, (s) => s.can({ type: 'FIND_ID.SUBMIT' }));

  useEffect(() => {
    findId.send({ type: 'FIND_ID.START' });
  }, [findId]);

  return (
    <MachineForm busy={busy} onSubmit={() => findId.send({ type: 'FIND_ID.SUBMIT' })}>
      <fieldset className="method">
        <legend>
          <Trans>Find your ID by</Trans>
        </legend>
        <label>
          <input type="radio" name="method" checked={method === 'phone'} onChange={() => findId.send({ type: 'FIND_ID.METHOD', method: 'phone' })} />
          <Trans>Phone number</Trans>
        </label>
        <label>
          <input type="radio" name="method" checked={method === 'email'} onChange={() => findId.send({ type: 'FIND_ID.METHOD', method: 'email' })} />
          <Trans>Email</Trans>
        </label>
      </fieldset>
      {method === 'phone' && smsCode && <CodeField code={smsCode} channel="sms" label={<Trans>Phone number</Trans>} disabled={busy} />}
      {method === 'email' && emailCode && <CodeField code={emailCode} channel="email" label={<Trans>Email</Trans>} disabled={busy} />}
      <FieldMessage message={error} />
      {found !== null ? (
        <p className="found-id" role="status">
          <Trans>
            Your ID is <strong>{found}</strong>
          </Trans>
        </p>
      ) : (
        <Button type="submit" variant="primary" disabled={!canSubmit}>
          <Trans>Find ID</Trans>
        </Button>
      )}
    </MachineForm>
  );
}
