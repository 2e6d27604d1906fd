import type { TFunction } from 'i18next';
import { changePasswordRequestSchema, updateProfileRequestSchema } from '@workspace/shared/auth/auth.schemas';
import {
  twoFactorEnableRequestSchema,
  twoFactorPasswordRequestSchema,
} from '@workspace/shared/auth/two-factor.schemas';
import { zodErrors } from '../../lib/form-validation';

/*
 * The profile's form checks: the shared schemas the server applies to the same requests, and with
 * them zod. A chunk of its own, loaded at the first keystroke and awaited on submit (./checks.ts).
 */

export const detailsErrors = (values: unknown, t: TFunction) => zodErrors(updateProfileRequestSchema, values, t);
export const passwordErrors = (values: unknown, t: TFunction) => zodErrors(changePasswordRequestSchema, values, t);
export const twoFactorCodeErrors = (values: unknown, t: TFunction) =>
  zodErrors(twoFactorEnableRequestSchema, values, t);
export const twoFactorPasswordErrors = (values: unknown, t: TFunction) =>
  zodErrors(twoFactorPasswordRequestSchema, values, t);
