// The category's own fields (catalyst domain and owner, grant beneficiary and amount, ban name, point of interest city and x, y).
import { Trans, useLingui } from '@lingui/react/macro';
import { CITIES } from '@common/domain/land';
import { CITY_LABEL } from '../../../../i18n/cityLabels';
import type { CategoryField, ProposalDraft } from '@machines/dao/create/createProposalDraft';
import type { FieldErrors } from '@machines/dao/create/createProposalRules';
import type { ProposalCategory } from '@common/domain/dao';
import { describedBy, Field } from './Field';
import { MessageText } from '../../../../components/MessageText';
import { Select } from '../../../../components/Select';

interface Props {
  category: ProposalCategory;
  draft: ProposalDraft;
  errors: FieldErrors;
  disabled: boolean;
  onEdit: (field: CategoryField, value: string) => void;
  onLeave: (field: CategoryField) => void;
}

export function CategoryFields({ category, draft, errors, disabled, onEdit, onLeave }: Props) {
  const { t, i18n } = useLingui();
  const text = (field: CategoryField, label: string, extra: { inputMode?: 'numeric'; placeholder?: string } = {}) => (
    <Field id={`dao-create-${field}`} label={label} error={errors[field]}>
      <input
        {...describedBy(`dao-create-${field}`, errors[field])}
        type="text"
        value={draft.fields[field] ?? ''}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        {...extra}
        onChange={(e) => onEdit(field, e.target.value)}
        onBlur={() => onLeave(field)}
      />
    </Field>
  );
  if (category === 'catalyst') {
    return (
      <fieldset className="dao-create-group">
        <legend>
          <Trans>Catalyst</Trans>
        </legend>
        {text('domain', t`Catalyst domain`, { placeholder: 'https://peer.example.com' })}
        {text('owner', t`Owner wallet address`, { placeholder: '0x…' })}
      </fieldset>
    );
  }
  if (category === 'grant') {
    return (
      <fieldset className="dao-create-group">
        <legend>
          <Trans>Grant</Trans>
        </legend>
        {text('beneficiary', t`Beneficiary wallet address`, { placeholder: '0x…' })}
        {text('amount', t`Amount (DVI)`, { inputMode: 'numeric' })}
      </fieldset>
    );
  }
  if (category === 'ban_name') {
    return <fieldset className="dao-create-group">{text('name', t`Name to ban`)}</fieldset>;
  }
  if (category === 'poi') {
    return (
      <fieldset className="dao-create-group">
        <legend>
          <Trans>Point of interest</Trans>
        </legend>
        <Select
          native
          id="dao-create-city"
          className="dao-create-field"
          label={t`City`}
          error={errors.city && <MessageText message={errors.city} />}
          value={draft.fields.city ?? ''}
          disabled={disabled}
          options={[{ value: '', label: t`Choose a city` }, ...CITIES.map((c) => ({ value: c, label: i18n._(CITY_LABEL[c]) }))]}
          onChange={(value) => onEdit('city', value)}
          onBlur={() => onLeave('city')}
        />
        {text('x', t`X coordinate`, { inputMode: 'numeric' })}
        {text('y', t`Y coordinate`, { inputMode: 'numeric' })}
      </fieldset>
    );
  }
  return null;
}
