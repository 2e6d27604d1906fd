import core from './tr.json';
import twoFactor from './tr/twoFactor.json';
import { errorsTr } from '@workspace/shared/i18n/errors.tr';
import type { Texts } from './namespaces';

/** The login page's texts before the app opens (the core and the two-factor step), a small chunk of its own. */
export default { ...core, twoFactor, errors: errorsTr } as Texts;
