// Test helper for the component tests: renders into happy-dom with react-dom/client, act and an English lingui instance.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// Tells React that updates are wrapped in act(), so it flushes effects and warns about unwrapped ones.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Activates English with no compiled catalog: the macros' source messages are what users of 'en' read. */
function activateEnglish(): void {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
}

export interface Rendered {
  container: HTMLElement;
  rerender: (ui: ReactNode) => void;
  unmount: () => void;
}

const mounted = new Set<Rendered>();

export function render(ui: ReactNode): Rendered {
  activateEnglish();
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | null = null;
  const wrap = (node: ReactNode) => <I18nProvider i18n={i18n}>{node}</I18nProvider>;
  act(() => {
    root = createRoot(container);
    root.render(wrap(ui));
  });
  const rendered: Rendered = {
    container,
    rerender: (next) => act(() => root?.render(wrap(next))),
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
      mounted.delete(rendered);
    },
  };
  mounted.add(rendered);
  return rendered;
}

/** Unmounts everything rendered so far (call in afterEach). */
export function cleanup(): void {
  for (const r of [...mounted]) r.unmount();
}

/** Presses a key on an element, as the browser dispatches it (keydown bubbling to React's root listener). */
export function press(el: Element, key: string, init: KeyboardEventInit = {}): void {
  act(() => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
}

export function click(el: Element): void {
  act(() => {
    (el as HTMLElement).click();
  });
}

/** Elements with an ARIA role (explicit, or implicit for the few native elements these tests meet). */
export function allByRole(root: ParentNode, role: string, name?: string | RegExp): HTMLElement[] {
  const implicit: Record<string, string> = { button: 'button:not([role])', link: 'a[href]:not([role])', navigation: 'nav', heading: 'h1,h2,h3,h4,h5,h6' };
  const selector = [`[role="${role}"]`, implicit[role]].filter(Boolean).join(',');
  const found = [...root.querySelectorAll<HTMLElement>(selector)];
  if (name === undefined) return found;
  return found.filter((el) => {
    const accessible = accessibleName(el);
    return typeof name === 'string' ? accessible === name : name.test(accessible);
  });
}

export function byRole(root: ParentNode, role: string, name?: string | RegExp): HTMLElement {
  const found = allByRole(root, role, name);
  if (found.length !== 1) throw new Error(`expected one ${role}${name === undefined ? '' : ` named ${String(name)}`}, found ${found.length}`);
  return found[0]!;
}

/** A simplified accessible name: aria-labelledby, then aria-label, then text content without aria-hidden parts. */
export function accessibleName(el: Element): string {
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => (el.ownerDocument.getElementById(id) ? visibleText(el.ownerDocument.getElementById(id)!) : ''))
      .join(' ')
      .trim();
  }
  return el.getAttribute('aria-label') ?? visibleText(el);
}

function visibleText(el: Element): string {
  let text = '';
  for (const node of el.childNodes) {
    if (node.nodeType === 3) text += node.textContent ?? '';
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true') text += visibleText(node);
  }
  return text.replace(/\s+/g, ' ').trim();
}
