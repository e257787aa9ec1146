// The shell's end-to-end account (tests/e2e/shell): an ID-login user no other spec signs in with, so revoking its
// session in the session-expiry spec never signs another spec out.
export const SHELL_E2E = {
  /** Signs in with ID and password; its session is revoked server-side by tests/e2e/shell/startup.spec.ts. */
  sessionExpiry: { account: 'shell01', password: 'Passw0rd!', name: 'Shell Tester', email: 'shell01@example.com', phone: '01055556666' },
} as const;
