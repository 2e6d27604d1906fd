import core from './en.json';
import twoFactor from './en/twoFactor.json';
import { errorsEn } from '@workspace/shared/i18n/errors.en';
import type { Texts } from './namespaces';

/** The login page's texts before the app opens (the core and the two-factor step), a small chunk of its own. */
export default { ...core, twoFactor, errors: errorsEn } as Texts;
