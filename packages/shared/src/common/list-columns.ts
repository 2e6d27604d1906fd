/*
 * The columns of each list, zod-free: which a person may show, hide and reorder, which one is the
 * row's key (never hidden), which are left out until chosen (so the default columns fit 1366 px),
 * and the role each plays on a phone card (title, status, a date, an amount). A screen's own
 * column code draws the cells; these say what the columns are. Columns a screen draws that are not
 * named here (the row actions) are always shown, last.
 */

export type ColumnRole = 'title' | 'status' | 'date' | 'amount';

export type ColumnSpec = {
  readonly key: string;
  readonly role?: ColumnRole;
  /** The row's key: always shown, first in the card. */
  readonly rowKey?: true;
  /** Hidden until the person chooses it. */
  readonly optional?: true;
};

export type ListColumns = { readonly list: string; readonly columns: readonly ColumnSpec[] };

/**
 * A list's columns written short, in order: `key`, then `!` for the row's key, `?` for an optional
 * column, `:role` for its role on a card (`subject:title`, `createdBy?`). Short because every list
 * screen's first load holds them all.
 */
export const cols = (list: string, text: string): ListColumns => ({
  list,
  columns: text.split(' ').map((token) => {
    const [, key, marks, role] = /^([\w]+)([!?]*)(?::(\w+))?$/.exec(token)!;
    return {
      key: key!,
      ...(role ? { role: role as ColumnRole } : {}),
      ...(marks!.includes('!') ? { rowKey: true as const } : {}),
      ...(marks!.includes('?') ? { optional: true as const } : {}),
    };
  }),
});

/** The columns shown when a person has chosen none: every column but the optional ones, in order. */
export const defaultColumnKeys = (spec: ListColumns): string[] =>
  spec.columns.filter((column) => !column.optional).map((column) => column.key);

/**
 * A chosen set of columns, kept to those the list has, with the row's key put back first when it
 * was left out. `dropped` names what no longer exists.
 */
export function checkColumns(spec: ListColumns, keys: readonly string[]): { columns: string[]; dropped: string[] } {
  const known = new Set(spec.columns.map((column) => column.key));
  const dropped = keys.filter((key) => !known.has(key));
  const columns = [...new Set(keys.filter((key) => known.has(key)))];
  for (const column of spec.columns) if (column.rowKey && !columns.includes(column.key)) columns.unshift(column.key);
  return { columns, dropped };
}
