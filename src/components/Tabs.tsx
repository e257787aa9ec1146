// Tabs: the WAI-ARIA tabs pattern (tablist, tab, tabpanel) with automatic activation and a roving tab stop.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import './components.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Rendered only while the tab is selected, so hidden panels cost nothing. */
  panel: ReactNode;
  disabled?: boolean;
}

export function Tabs(props: {
  items: TabItem[];
  /** Names the tab list (or give labelledBy). */
  label?: string;
  labelledBy?: string;
  /** Controlled selection; leave out to let the component keep it (starting at defaultSelected or the first tab). */
  selected?: string;
  defaultSelected?: string;
  onSelect?: (id: string) => void;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}) {
  const { items, orientation = 'horizontal' } = props;
  const baseId = useId();
  const [own, setOwn] = useState(props.defaultSelected ?? items.find((i) => !i.disabled)?.id);
  const selected = props.selected ?? own;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    setOwn(id);
    if (id !== selected) props.onSelect?.(id);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const enabled = items.filter((i) => !i.disabled);
    const at = enabled.findIndex((i) => i.id === selected);
    const [prev, next] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
    let target: TabItem | undefined;
    // Arrows wrap around, as the APG example does.
    if (e.key === next) target = enabled[(at + 1) % enabled.length];
    else if (e.key === prev) target = enabled[(at - 1 + enabled.length) % enabled.length];
    else if (e.key === 'Home') target = enabled[0];
    else if (e.key === 'End') target = enabled[enabled.length - 1];
    if (!target) return;
    e.preventDefault();
    select(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div className={['ds-tabs', `ds-tabs-${orientation}`, props.className].filter(Boolean).join(' ')}>
      <div
        role="tablist"
        aria-label={props.label}
        aria-labelledby={props.labelledBy}
        aria-orientation={orientation}
        className="ds-tablist"
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) tabRefs.current.set(item.id, el);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              className="ds-tab"
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              // Roving tab stop: Tab enters the list on the selected tab and leaves it to the panel.
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          className="ds-tabpanel"
          hidden={item.id !== selected}
          tabIndex={0}
        >
          {item.id === selected ? item.panel : null}
        </div>
      ))}
    </div>
  );
}
