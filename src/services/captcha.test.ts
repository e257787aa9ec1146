// Captcha challenges: right and wrong answers, one use each, only the newest open.
import { describe, expect, it } from 'vitest';
import { createCaptcha } from './captcha';

const seq = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('captcha', () => {
  const render = (code: string) => `image:${code}`;

  it('accepts the drawn code, ignoring case and spaces', () => {
    const c = createCaptcha(render, seq([0, 0.1, 0.2, 0.3, 0.4]));
    const { challengeId, image } = c.create();
    const code = image.slice('image:'.length);
    expect(code).toHaveLength(5);
    expect(c.verify(challengeId, ` ${code.toLowerCase()} `)).toBe(true);
  });

  it('refuses a wrong answer and any second try at the same challenge', () => {
    const c = createCaptcha(render);
    const { challengeId, image } = c.create();
    expect(c.verify(challengeId, 'nope!')).toBe(false);
    expect(c.verify(challengeId, image.slice(6))).toBe(false);
  });

  it('closes older challenges when a new one is drawn', () => {
    const c = createCaptcha(render);
    const first = c.create();
    c.create();
    expect(c.verify(first.challengeId, first.image.slice(6))).toBe(false);
  });
});
