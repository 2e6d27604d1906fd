import type { TFunction } from 'i18next';
import {
  loginRequestSchema,
  registerRequestSchema,
  signInCodeSchema,
  signInRecoveryCodeSchema,
} from '@workspace/shared/auth/sign-in.schemas';
import { zodErrors } from '../../lib/form-validation';

/*
 * The login page's form checks: the shared schemas the server applies to the same requests, and
 * with them zod. A chunk of its own, loaded at the visitor's first keystroke and awaited on submit,
 * so the page itself opens without it.
 */

export const loginErrors = (values: unknown, t: TFunction) => zodErrors(loginRequestSchema, values, t);
export const registerErrors = (values: unknown, t: TFunction) => zodErrors(registerRequestSchema, values, t);
export const codeErrors = (values: unknown, t: TFunction) => zodErrors(signInCodeSchema, values, t);
export const recoveryCodeErrors = (values: unknown, t: TFunction) => zodErrors(signInRecoveryCodeSchema, values, t);
