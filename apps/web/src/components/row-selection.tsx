import { useState } from 'react';
import type { TFunction } from 'i18next';
import i18n from '../lib/i18n';
import type { Column } from './data-table';

// The checkboxes' names come with this code (only the lists with bulk actions load it), merged under `list`.
const TEXTS = {
  en: { selectPage: 'Select every row on this page', selectRow: 'Select {{name}}' },
  tr: { selectPage: 'Bu sayfadaki tüm satırları seç', selectRow: 'Seç: {{name}}' },
};
for (const [language, texts] of Object.entries(TEXTS))
  i18n.addResourceBundle(language, 'translation', { list: texts }, true, false);

/**
 * Which rows of a list are selected for a bulk action (issue 32): ids picked on any page, or every
 * row of the filtered list (`all`: the request then sends the list's filters, not ids). Any change
 * of the list's filters or search starts over (`resetKey`).
 */
export type RowSelection = {
  ids: ReadonlySet<number>;
  all: boolean;
  /** How many rows are selected, given the filtered list's total. */
  count: (total: number) => number;
  toggle: (id: number, on: boolean, pageIds: readonly number[]) => void;
  setPage: (pageIds: readonly number[], on: boolean) => void;
  selectAll: () => void;
  clear: () => void;
};

type State = { key: string; ids: ReadonlySet<number>; all: boolean };

export function useRowSelection(resetKey: string): RowSelection {
  const [state, setState] = useState<State>({ key: resetKey, ids: new Set(), all: false });
  // Another filter or search: another list, nothing of it selected yet.
  const current = state.key === resetKey ? state : { key: resetKey, ids: new Set<number>(), all: false };
  if (current !== state) setState(current);
  const set = (ids: ReadonlySet<number>, all = false) => setState({ key: resetKey, ids, all });
  return {
    ids: current.ids,
    all: current.all,
    count: (total) => (current.all ? total : current.ids.size),
    toggle: (id, on, pageIds) => {
      // Unticking one row of "all": the rest of this page stays ticked.
      const ids = new Set(current.all ? pageIds : current.ids);
      if (on) ids.add(id);
      else ids.delete(id);
      set(ids);
    },
    setPage: (pageIds, on) => {
      const ids = new Set(current.all ? [] : current.ids);
      for (const id of pageIds) {
        if (on) ids.add(id);
        else ids.delete(id);
      }
      set(ids);
    },
    selectAll: () => set(new Set(), true),
    clear: () => set(new Set()),
  };
}

/** The table's binding: the selection and the name each row's checkbox reads ("Select Write the report"). */
export type TableSelection<T> = { state: RowSelection; rowName: (row: T) => string };

/**
 * The checkbox column a table draws first when given it as its `selection`: every row's, and the
 * page's in the head. `rows`: the page shown.
 */
export function selectionColumn<T>(
  { state, rowName }: TableSelection<T>,
  rows: readonly T[] | undefined,
  rowKey: (row: T) => string | number,
  t: TFunction,
): Column<T> {
  const pageIds = (rows ?? []).map((row) => Number(rowKey(row)));
  const isPageSelected = pageIds.length > 0 && (state.all || pageIds.every((id) => state.ids.has(id)));
  return {
    key: 'select',
    title: t('list.selectPage'),
    head: (
      <input
        type="checkbox"
        aria-label={t('list.selectPage')}
        checked={isPageSelected}
        onChange={(event) => state.setPage(pageIds, event.currentTarget.checked)}
      />
    ),
    render: (row) => {
      const id = Number(rowKey(row));
      return (
        <input
          type="checkbox"
          aria-label={t('list.selectRow', { name: rowName(row) })}
          checked={state.all || state.ids.has(id)}
          onChange={(event) => state.toggle(id, event.currentTarget.checked, pageIds)}
        />
      );
    },
  };
}
