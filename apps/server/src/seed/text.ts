import type { Language } from '@workspace/shared/common/limits';

/** A text of the demo in both languages; the demo writes the one SEED_LANGUAGE names. */
export type Text = Record<Language, string>;
