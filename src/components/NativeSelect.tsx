// Select's native mode: a real <select> in the design system's look, with its label, hint and error wired by id.
// Native because a plain-text choice then behaves as every browser, screen reader and test (selectOption, toHaveValue) expects.
import { type ReactNode, useId } from 'react';
import type { SelectOption } from './Select';
import './components.css';

export interface NativeSelectProps<V extends string | number> {
  native: true;
  /** Always required: shown above the control, or read only by screen readers with hideLabel. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Icons are not drawn: a native option shows text only. */
  options: SelectOption<V>[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
  name?: string;
  /** The select's id (hint and error ids derive from it); generated when not given. */
  id?: string;
  /** Shown under the label and read as the select's description. */
  hint?: ReactNode;
  /** Shown under the select (role=alert) and marks it invalid. */
  error?: ReactNode;
  onBlur?: () => void;
  /** The wrapper's class: the caller's layout (e.g. a filter row's cell). */
  className?: string;
}

export function NativeSelect<V extends string | number>(props: NativeSelectProps<V>) {
  const generated = useId();
  const id = props.id ?? generated;
  const { options, hint, error } = props;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ds-field', 'ds-select-native', props.className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={props.hideLabel ? 'sr-only' : 'ds-select-label'}>
        {props.label}
      </label>
      {hint && (
        <p id={hintId} className="ds-field-hint">
          {hint}
        </p>
      )}
      <select
        id={id}
        className="ds-select-native-control"
        name={props.name}
        value={String(props.value)}
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onBlur={props.onBlur}
        onChange={(e) => {
          // The DOM gives a string: map it back to the option's own value (numbers stay numbers).
          const option = options.find((o) => String(o.value) === e.target.value);
          if (option) props.onChange(option.value);
        }}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="error-text field-message" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
