// Image captcha for the production alert: draws a random code on a canvas and checks answers.
import { fromPromise } from 'xstate';
import type { CaptchaChallenge, VerifyCaptchaInput } from '@machines/overlay/types';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 5;

export type CaptchaRenderer = (code: string) => string;
export interface Captcha {
  create(): { challengeId: string; image: string };
  verify(challengeId: string, answer: string): boolean;
}

function randomCode(random: () => number): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');
}

const cryptoRandom = (): number => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

/** Draws the code with jitter and noise lines so it is read by eye rather than copied as text. */
const canvasRenderer: CaptchaRenderer = (code) => {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 56;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('canvas unavailable');
  g.fillStyle = '#f3f4f6';
  g.fillRect(0, 0, canvas.width, canvas.height);
  for (let i = 0; i < 6; i++) {
    g.strokeStyle = `hsl(${Math.floor(cryptoRandom() * 360)}, 50%, 55%)`;
    g.beginPath();
    g.moveTo(cryptoRandom() * 160, cryptoRandom() * 56);
    g.lineTo(cryptoRandom() * 160, cryptoRandom() * 56);
    g.stroke();
  }
  g.font = 'bold 30px monospace';
  g.textBaseline = 'middle';
  [...code].forEach((ch, i) => {
    g.save();
    g.translate(18 + i * 27, 28 + (cryptoRandom() - 0.5) * 10);
    g.rotate((cryptoRandom() - 0.5) * 0.6);
    g.fillStyle = '#111827';
    g.fillText(ch, 0, 0);
    g.restore();
  });
  return canvas.toDataURL('image/png');
};

/** A captcha whose challenges live in memory; each one can be answered once. */
export function createCaptcha(render: CaptchaRenderer = canvasRenderer, random: () => number = cryptoRandom): Captcha {
  const open = new Map<string, string>();
  let next = 0;
  return {
    create() {
      const code = randomCode(random);
      const challengeId = `c${++next}`;
      open.clear();
      open.set(challengeId, code);
      return { challengeId, image: render(code) };
    },
    verify(challengeId, answer) {
      const code = open.get(challengeId);
      open.delete(challengeId);
      return code !== undefined && answer.trim().toUpperCase() === code;
    },
  };
}

/** The alert machine's captcha actors, backed by one captcha instance. */
export function captchaActors(captcha: Captcha = createCaptcha()) {
  return {
    loadCaptcha: fromPromise<CaptchaChallenge>(async () => captcha.create()),
    verifyCaptcha: fromPromise<boolean, VerifyCaptchaInput>(async ({ input }) => captcha.verify(input.challengeId, input.answer)),
  };
}
