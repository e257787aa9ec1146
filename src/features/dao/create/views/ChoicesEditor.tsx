// A poll's choices (2 to 10) and its vote type; the other categories show their fixed Yes/No.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProposalCategory, VoteType } from '@common/domain/dao';
import type { FieldErrors } from '@machines/dao/create/createProposalRules';
import { Button } from '../../../../components/Button';
import { MessageText } from '../../../../components/MessageText';
import { describedBy, Field } from './Field';

interface Props {
  category: ProposalCategory;
  choices: string[];
  voteType: VoteType;
  errors: FieldErrors;
  disabled: boolean;
  canAdd: boolean;
  canRemove: boolean;
  onChoice: (index: number, value: string) => void;
  onLeave: (index: number) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onVoteType: (value: VoteType) => void;
}

export function ChoicesEditor(p: Props) {
  const { t } = useLingui();
  if (p.category !== 'poll') {
    return (
      <fieldset className="dao-create-group">
        <legend>
          <Trans>Choices</Trans>
        </legend>
        <p>
          <Trans>Voters answer Yes or No.</Trans>
        </p>
      </fieldset>
    );
  }
  return (
    <fieldset className="dao-create-group" aria-describedby={p.errors.choices ? 'dao-create-choices-error' : undefined}>
      <legend>
        <Trans>Choices</Trans>
      </legend>
      <ol className="dao-create-choices">
        {p.choices.map((choice, i) => {
          const id = `dao-create-choice-${i}`;
          const n = i + 1;
          return (
            <li key={i}>
              <Field id={id} label={t`Choice ${n}`} error={p.errors[`choice.${i}`]}>
                <input
                  {...describedBy(id, p.errors[`choice.${i}`])}
                  type="text"
                  value={choice}
                  disabled={p.disabled}
                  onChange={(e) => p.onChoice(i, e.target.value)}
                  onBlur={() => p.onLeave(i)}
                />
              </Field>
              {p.canRemove && (
                <Button size="sm" variant="ghost" disabled={p.disabled} onClick={() => p.onRemove(i)} aria-label={t`Remove choice ${n}`}>
                  <Trans>Remove</Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {p.errors.choices && (
        <p className="error-text field-message" id="dao-create-choices-error" role="alert">
          <MessageText message={p.errors.choices} />
        </p>
      )}
      <Button size="sm" disabled={p.disabled || !p.canAdd} onClick={p.onAdd}>
        <Trans>Add a choice</Trans>
      </Button>
      <div className="dao-create-vote-type" role="radiogroup" aria-label={t`Voting`}>
        <label>
          <input type="radio" name="dao-vote-type" checked={p.voteType === 'single'} disabled={p.disabled} onChange={() => p.onVoteType('single')} />
          <Trans>Single choice</Trans>
        </label>
        <label>
          <input type="radio" name="dao-vote-type" checked={p.voteType === 'approval'} disabled={p.disabled} onChange={() => p.onVoteType('approval')} />
          <Trans>Approval (any number of choices)</Trans>
        </label>
      </div>
    </fieldset>
  );
}
