/* A language's texts: i18n/<language>.json, and each feature's i18n/<language>/<namespace>.json under the key <namespace>. */
export type Texts = Record<string, unknown>;

export const byNamespace = (files: Record<string, { default: Texts }>): Texts =>
  Object.fromEntries(
    Object.entries(files).map(([file, module]) => [file.replace(/^.*\/|\.json$/g, ''), module.default]),
  );
