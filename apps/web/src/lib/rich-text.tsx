import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

/** The `{{name}}` placeholders of a text, for `richText`: each stays in the text as it is written. */
export function placeholders(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, `{{${name}}}`]));
}

/**
 * A translated sentence with tags ("changed status from <b>{{before}}</b> to <b>{{after}}</b>") as
 * React elements: each `<tag>…</tag>` becomes a copy of `tags[tag]` around its words, and each
 * `{{name}}` the value `values[name]`, filled in after the tags are read, so a value that looks
 * like a tag (a person named "<b>") stays text. Ask the translation with the placeholders kept
 * (`t(key, placeholders('before', 'after'))`). A tag with no element shows its words alone.
 */
export function richText(
  template: string,
  values: Record<string, string>,
  tags: Record<string, ReactElement<{ children?: ReactNode }>>,
): ReactNode {
  const fill = (text: string) =>
    text.split(/(\{\{\w+\}\})/).map((part) => (/^\{\{\w+\}\}$/.test(part) ? (values[part.slice(2, -2)] ?? '') : part));
  const nodes: ReactNode[] = [];
  let open: { name: string; words: ReactNode[] } | null = null;
  for (const part of template.split(/(<\/?[a-z]+>)/)) {
    const tag = /^<(\/?)([a-z]+)>$/.exec(part);
    if (tag && !tag[1] && !open) open = { name: tag[2]!, words: [] };
    else if (tag && tag[1] && open && tag[2] === open.name) {
      const element = tags[open.name];
      nodes.push(element ? cloneElement(element, undefined, ...open.words) : <>{open.words}</>);
      open = null;
    } else (open ? open.words : nodes).push(...fill(part));
  }
  if (open) nodes.push(...open.words);
  return nodes.map((node, index) => <Fragment key={index}>{node}</Fragment>);
}
