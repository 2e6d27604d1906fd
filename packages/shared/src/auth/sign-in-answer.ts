/* What POST /api/login answers, told apart without zod: the login page reads it before its checks are loaded. */

/**
 * Whether POST /api/login answered a two-factor challenge (auth.schemas' `twoFactorChallengeSchema`)
 * rather than a session.
 */
export function isTwoFactorChallenge<Session extends object>(
  response: Session | { twoFactorRequired: true; challenge: string; expiresAt: string },
): response is { twoFactorRequired: true; challenge: string; expiresAt: string } {
  return 'twoFactorRequired' in response && response.twoFactorRequired === true;
}
