// @vitest-environment happy-dom
// MessageText: a message's part is translated first and shown where the outer text says {part}.
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageText } from './MessageText';
import { cleanup, render } from './testRender';

afterEach(cleanup);

describe('MessageText', () => {
  it('shows a settled transaction by what it did, its label inside the status text', () => {
    render(<span />);
    i18n.load('en', { 'test.done': '{part}: confirmed.', 'test.buy': 'Buy {count} {name}' });
    i18n.activate('en');
    const { container } = render(<MessageText message={{ id: 'test.done', part: { id: 'test.buy', values: { count: 2, name: 'Silk Gloves' } } }} />);
    expect(container.textContent).toBe('Buy 2 Silk Gloves: confirmed.');
  });
});
