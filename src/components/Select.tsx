// Select: the WAI-ARIA "select-only combobox" (a combobox with a listbox popup), so each option can show an icon beside its label;
// with `native`, a styled real <select> for plain-text choices (see NativeSelect.tsx).
import { type KeyboardEvent, type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { NativeSelect, type NativeSelectProps } from './NativeSelect';
import './components.css';

export interface SelectOption<V extends string | number> {
  value: V;
  /** Plain text: it is the option's accessible name and what type-ahead matches. */
  label: string;
  /** Decorative (hidden from assistive technology); the label carries the meaning. */
  icon?: ReactNode;
  disabled?: boolean;
}

const TYPEAHEAD_RESET_MS = 500;
const PAGE_JUMP = 10;

export type { NativeSelectProps };

/** One component for both: `native` picks the real <select> (text-only choices a form submits or a test picks with selectOption). */
export function Select<V extends string | number>(props: NativeSelectProps<V>): ReactElement;
export function Select<V extends string | number>(props: ComboSelectProps<V>): ReactElement;
export function Select<V extends string | number>(props: ComboSelectProps<V> | NativeSelectProps<V>): ReactElement {
  return props.native ? <NativeSelect {...props} /> : <ComboSelect {...props} />;
}

interface ComboSelectProps<V extends string | number> {
  native?: false;
  /** Always required: shown above the control, or read only by screen readers with hideLabel. */
  label: ReactNode;
  hideLabel?: boolean;
  options: SelectOption<V>[];
  /** null shows the placeholder (e.g. 'No wallet connected', 'Unsupported network'). */
  value: V | null;
  onChange: (value: V) => void;
  placeholder?: ReactNode;
  disabled?: boolean;
  /** Submits the value with a surrounding form. */
  name?: string;
  /** Which edge the open list lines up with; 'end' near the right edge of the screen (the top bar). */
  align?: 'start' | 'end';
  className?: string;
}

function ComboSelect<V extends string | number>(props: ComboSelectProps<V>) {
  const { options, value, disabled = false } = props;
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef({ text: '', at: 0 });
  const listRef = useRef<HTMLUListElement>(null);
  const controlRef = useRef<HTMLDivElement>(null);

  const selectedIndex = options.findIndex((o) => o.value === value);
  const selected = options[selectedIndex];
  const enabled = (i: number) => options[i] !== undefined && !options[i].disabled;

  /** The nearest enabled option from `from` going `step` (1 or -1), or `from` itself's fallback when none. */
  const seek = (from: number, step: 1 | -1): number => {
    for (let i = from; i >= 0 && i < options.length; i += step) if (enabled(i)) return i;
    return active;
  };
  const first = () => seek(0, 1);
  const last = () => seek(options.length - 1, -1);

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index >= 0 ? index : first());
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const commit = (index: number) => {
    const option = options[index];
    if (option && !option.disabled && option.value !== value) props.onChange(option.value);
    close();
  };

  useEffect(() => {
    if (!open || active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  /** Type-ahead: letters typed within half a second build one search; repeating one letter cycles its matches. */
  const match = (key: string): number => {
    const now = Date.now();
    const t = typed.current;
    t.text = now - t.at > TYPEAHEAD_RESET_MS ? key : t.text + key;
    t.at = now;
    const query = t.text.toLocaleLowerCase();
    const cycling = [...query].every((c) => c === query[0]);
    const start = open ? active : selectedIndex;
    const base = cycling ? start + 1 : Math.max(start, 0);
    const order = options.map((_, i) => (base + i) % options.length);
    const search = cycling ? (query[0] ?? '') : query;
    return order.find((i) => enabled(i) && options[i]!.label.toLocaleLowerCase().startsWith(search)) ?? -1;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (disabled) return;
    const key = e.key;
    let handled = true;
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') openAt(selectedIndex);
      else if (key === 'Home') openAt(first());
      else if (key === 'End') openAt(last());
      else if (key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
        const found = match(key);
        if (found >= 0) openAt(found);
      } else handled = false;
    } else if (key === 'ArrowDown' && e.altKey) handled = false;
    else if (key === 'ArrowUp' && e.altKey) commit(active);
    else if (key === 'ArrowDown') setActive(seek(active + 1, 1));
    else if (key === 'ArrowUp') setActive(seek(active - 1, -1));
    else if (key === 'Home') setActive(first());
    else if (key === 'End') setActive(last());
    else if (key === 'PageDown') setActive(seek(Math.min(active + PAGE_JUMP, options.length - 1), -1));
    else if (key === 'PageUp') setActive(seek(Math.max(active - PAGE_JUMP, 0), 1));
    else if (key === 'Enter' || key === ' ') commit(active);
    else if (key === 'Escape') close();
    else if (key === 'Tab') {
      // Tab chooses the highlighted option and lets focus move on, as a native select does.
      commit(active);
      handled = false;
    } else if (key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const found = match(key);
      if (found >= 0) setActive(found);
    } else handled = false;
    if (handled) e.preventDefault();
  };

  return (
    <div className={['ds-select', open ? 'ds-select-open' : '', props.className].filter(Boolean).join(' ')}>
      {/* A span, not a <label>: a label only names form controls, and clicking it should focus the combobox too. */}
      <span id={labelId} className={props.hideLabel ? 'sr-only' : 'ds-select-label'} onClick={() => controlRef.current?.focus()}>
        {props.label}
      </span>
      <div
        ref={controlRef}
        role="combobox"
        className="ds-select-control"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-disabled={disabled || undefined}
        // The chosen value for tests and scripts (e2e: toHaveAttribute('data-value', '31338')); '' when none.
        data-value={value ?? ''}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (disabled) return;
          if (open) close();
          else openAt(selectedIndex);
        }}
        onBlur={close}
      >
        {selected ? (
          <>
            {selected.icon !== undefined && (
              <span className="ds-select-icon" aria-hidden="true">
                {selected.icon}
              </span>
            )}
            <span className="ds-select-value">{selected.label}</span>
          </>
        ) : (
          <span className="ds-select-value ds-select-placeholder">{props.placeholder}</span>
        )}
        <span className="ds-select-chevron" aria-hidden="true">
          ▾
        </span>
      </div>
      <ul
        ref={listRef}
        role="listbox"
        id={listId}
        aria-labelledby={labelId}
        tabIndex={-1}
        className={props.align === 'end' ? 'ds-select-list ds-select-list-end' : 'ds-select-list'}
        hidden={!open}
      >
        {options.map((option, i) => (
          <li
            key={String(option.value)}
            id={optionId(i)}
            role="option"
            data-index={i}
            aria-selected={i === selectedIndex}
            aria-disabled={option.disabled || undefined}
            className={i === active ? 'ds-select-option ds-select-option-active' : 'ds-select-option'}
            // Keeps focus on the combobox, so its blur does not close the list before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => commit(i)}
            onMouseMove={() => {
              if (!option.disabled && i !== active) setActive(i);
            }}
          >
            {option.icon !== undefined && (
              <span className="ds-select-icon" aria-hidden="true">
                {option.icon}
              </span>
            )}
            <span>{option.label}</span>
            {i === selectedIndex && (
              <span className="ds-select-check" aria-hidden="true">
                ✓
              </span>
            )}
          </li>
        ))}
      </ul>
      {props.name !== undefined && <input type="hidden" name={props.name} value={value ?? ''} />}
    </div>
  );
}
