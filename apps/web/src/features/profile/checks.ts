import { lazyChecks } from '../../lib/lazy-checks';

/** The profile's form checks (./profile-checks.ts, with zod): loaded at the first keystroke, awaited on submit. */
export const profileChecks = lazyChecks(() => import('./profile-checks'));
