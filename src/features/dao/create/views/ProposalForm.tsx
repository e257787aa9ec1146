// The proposal form: title, body with preview, the category's fields, choices, start and end; each field's message next
// to it; the condition, signature and creation step in the submit button; a refusal with a link to the voting power.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { createProposalMachine } from '@machines/dao/create/createProposalMachine';
import {
  selectCreateError,
  selectCreateStep,
  selectCreateView,
  selectFieldErrors,
  selectPowerAddress,
  selectPreviewBody,
} from '@machines/dao/create/createProposalSelectors';
import { useAppRef } from '@kit/appActor';
import type { PageProps } from '@kit/pageProps';
import { pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { Button } from '../../../../components/Button';
import { MessageText } from '../../../../components/MessageText';
import { BodyEditor } from './BodyEditor';
import { CategoryFields } from './CategoryFields';
import { ChoicesEditor } from './ChoicesEditor';
import { describedBy, Field } from './Field';
import { fromLocalInput, nowSec, toLocalInput } from './time';

type Flow = ActorRefFrom<typeof createProposalMachine>;

export function ProposalForm({ flow, lang, signedIn, pictureHosts }: { flow: Flow; lang: PageProps['lang']; signedIn: boolean; pictureHosts: string[] }) {
  const { t } = useLingui();
  const app = useAppRef();
  const category = useSelector(flow, (s) => s.context.category);
  const draft = useSelector(flow, (s) => s.context.draft);
  const errors = useSelector(flow, selectFieldErrors, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const error = useSelector(flow, selectCreateError);
  const view = useSelector(flow, selectCreateView);
  const step = useSelector(flow, selectCreateStep);
  const powerAddress = useSelector(flow, selectPowerAddress);
  const preview = useSelector(flow, selectPreviewBody);
  const canAdd = useSelector(flow, (s) => s.can({ type: 'CREATE.CHOICE_ADD' }));
  const canRemove = useSelector(flow, (s) => s.can({ type: 'CREATE.CHOICE_REMOVE', index: 0 }));
  const busy = view !== 'editing';
  const touch = (field: string) => flow.send({ type: 'CREATE.TOUCH', field });

  return (
    <form
      className="dao-create-form"
      aria-busy={busy}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'CREATE.SUBMIT', now: nowSec() });
      }}
    >
      {!signedIn && (
        <div className="dao-create-visitor" role="note">
          <p>
            <Trans>Log in with your wallet to sign. What you type is kept.</Trans>
          </p>
          <Button variant="primary" onClick={() => app.send({ type: 'LOGIN.OPEN' })}>
            <Trans>Log in to sign</Trans>
          </Button>
        </div>
      )}
      <Field id="dao-create-title" label={t`Title`} error={errors.title}>
        <input
          {...describedBy('dao-create-title', errors.title)}
          type="text"
          value={draft.title}
          disabled={busy}
          onChange={(e) => flow.send({ type: 'CREATE.EDIT', field: 'title', value: e.target.value })}
          onBlur={() => touch('title')}
        />
      </Field>
      <BodyEditor
        body={draft.body}
        preview={preview}
        error={errors.body}
        disabled={busy}
        pictureHosts={pictureHosts}
        onEdit={(value) => flow.send({ type: 'CREATE.EDIT', field: 'body', value })}
        onLeave={() => touch('body')}
      />
      <CategoryFields
        category={category}
        draft={draft}
        errors={errors}
        disabled={busy}
        onEdit={(field, value) => flow.send({ type: 'CREATE.EDIT', field, value })}
        onLeave={touch}
      />
      <ChoicesEditor
        category={category}
        choices={draft.choices}
        voteType={draft.voteType}
        errors={errors}
        disabled={busy}
        canAdd={canAdd}
        canRemove={canRemove}
        onChoice={(index, value) => flow.send({ type: 'CREATE.CHOICE', index, value })}
        onLeave={(index) => touch(`choice.${index}`)}
        onAdd={() => flow.send({ type: 'CREATE.CHOICE_ADD' })}
        onRemove={(index) => flow.send({ type: 'CREATE.CHOICE_REMOVE', index })}
        onVoteType={(value) => flow.send({ type: 'CREATE.VOTE_TYPE', value })}
      />
      <fieldset className="dao-create-group dao-create-times">
        <legend>
          <Trans>Voting period</Trans>
        </legend>
        {(['start', 'end'] as const).map((field) => (
          <Field key={field} id={`dao-create-${field}`} label={field === 'start' ? t`Start` : t`End`} error={errors[field]}>
            <input
              {...describedBy(`dao-create-${field}`, errors[field])}
              type="datetime-local"
              value={toLocalInput(draft[field])}
              disabled={busy}
              onChange={(e) => flow.send({ type: 'CREATE.TIME', field, value: fromLocalInput(e.target.value) })}
              onBlur={() => touch(field)}
            />
          </Field>
        ))}
      </fieldset>
      {error && (
        <div className="dao-create-error" role="alert">
          <p className="error-text">
            <MessageText message={error} />
          </p>
          {powerAddress && (
            <RouterLink href={pathFor(lang, `voting-power/${powerAddress}`)}>
              <Trans>See how your voting power is counted</Trans>
            </RouterLink>
          )}
        </div>
      )}
      <Button
        type="submit"
        variant="primary"
        busy={busy}
        busyLabel={
          step === 'waiting'
            ? t`Reconnecting your wallet…`
            : step === 'checking'
              ? t`Checking your voting power…`
              : step === 'signing'
                ? t`Sign in your wallet…`
                : t`Creating the proposal…`
        }
      >
        <Trans>Sign and create</Trans>
      </Button>
    </form>
  );
}
