// The alert overlay's captcha ports, written once: the placeholders in alertMachine.ts and src/services/captcha.ts use them.

export interface CaptchaChallenge {
  challengeId: string;
  /** Image the view shows (a URL or data URL). */
  image: string;
}

export interface VerifyCaptchaInput {
  challengeId: string;
  answer: string;
}
