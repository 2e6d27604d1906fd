import {
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import { useDeferredValue, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultColumnKeys, type ListColumns } from '@workspace/shared/common/list-columns';
import type { ExportFormat } from '@workspace/shared/common/list-shape';
import { formatFileSize } from '../lib/file-size';
import { toast } from '../lib/toast';
import { lazyComponent } from './lazy-component';
import type { ListCardsProps } from './list-cards';
import { LazyMenu } from './lazy-menu';
import classes from './data-table.module.css';
import { useChosenColumns } from './list-views';
import { useIsPhone } from '../lib/use-is-phone';
import { useRowsInView } from './rows-in-view';

export type Column<T> = {
  key: string;
  title: string;
  sortable?: boolean;
  render: (row: T) => ReactNode;
  /** Let long text wrap instead of keeping the cell on one line. */
  wrap?: boolean;
  /** The narrowest a wrapping column may get, in pixels (a subject should not wrap every word). */
  minWidth?: number;
  align?: 'left' | 'right' | 'center';
  /**
   * What the head shows instead of the title: the checkbox of a bulk action's selection, whose
   * column a screen with bulk actions puts first (`selectionColumn`, row-selection.tsx).
   */
  head?: ReactNode;
};
export type SortState = { sort: string; order: 'asc' | 'desc' };

type Props<T> = {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  total: number;
  /** `total` is a lower bound (the server stopped counting): "1,000+", and the pager offers no last page. */
  totalIsAtLeast?: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  sort: SortState;
  onSort: (sort: SortState) => void;
  isLoading: boolean;
  /** Accessible name of the table. */
  label?: string;
  /** With it, a rows-per-page selector shows beside the pager. */
  onPageSize?: (pageSize: number) => void;
  pageSizeOptions?: number[];
  /** The row of a record just created: highlighted and scrolled into view. */
  highlightKey?: string | number | null;
  /**
   * The list's columns (packages/shared list-columns): with them the person chooses, hides and
   * orders the columns, and a phone shows each row as a card.
   */
  columnsOf?: ListColumns;
  /**
   * A table inside a page (a company's projects): the columns' roles a phone shows each row's card
   * by, without a choice of columns.
   */
  cardsOf?: ListColumns;
};

/**
 * The columns shown, in order: the columns the list does not name that come first (the rows'
 * checkboxes), the chosen keys (else the list's defaults) with the row's key kept, then the other
 * columns the list does not name (the row actions).
 */
export function arrangeColumns<T>(columns: Column<T>[], spec: ListColumns, chosen: string[] | null): Column<T>[] {
  const named = new Set(spec.columns.map((column) => column.key));
  const keys = chosen ?? defaultColumnKeys(spec);
  const rowKey = spec.columns.find((column) => column.rowKey)?.key;
  const ordered = rowKey && !keys.includes(rowKey) ? [rowKey, ...keys] : keys;
  const byKey = new Map(columns.map((column) => [column.key, column]));
  // A column the list does not name keeps its end: before the first named one (the rows' checkboxes) or after.
  const firstNamed = columns.findIndex((column) => named.has(column.key));
  const unnamed = (before: boolean) =>
    columns.filter((column, index) => !named.has(column.key) && index < firstNamed === before);
  return [
    ...unnamed(true),
    ...ordered.flatMap((key) => (named.has(key) && byKey.has(key) ? [byKey.get(key)!] : [])),
    ...unnamed(false),
  ];
}

/* The phone cards and the column chooser come when first shown. */
const LazyCards = lazyComponent(
  () => import('./list-cards').then((module) => module.ListCards),
  () => null,
) as <T>(props: ListCardsProps<T>) => ReactNode;

function ColumnsButton(props: { onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" size="xs" aria-haspopup="dialog" aria-expanded={false} {...props}>
      {t('views.columns')}
    </Button>
  );
}
const LazyChooser = lazyComponent(
  () => import('./column-chooser').then((module) => module.ColumnChooser),
  () => <ColumnsButton />,
);

/** The "Columns" button; its popover's code comes with the first press. */
function ColumnChoice<T>({ spec, columns, shown }: { spec: ListColumns; columns: Column<T>[]; shown: Column<T>[] }) {
  const [isAsked, setIsAsked] = useState(false);
  if (!isAsked) return <ColumnsButton onClick={() => setIsAsked(true)} />;
  return (
    <LazyChooser
      spec={spec}
      titles={Object.fromEntries(columns.map((column) => [column.key, column.title]))}
      shown={shown.map((column) => column.key)}
      target={<ColumnsButton />}
    />
  );
}

type ColumnTableProps<T> = {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  minWidth: number;
  /** Without them no column sorts (a short list shown whole). */
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /**
   * The sideways-scrolling box takes keyboard focus, for a table whose rows hold nothing focusable
   * (a scroll box must be reachable by keyboard); a list with row actions does not need it.
   */
  focusableScroll?: boolean;
  highlightKey?: string | number | null;
};

/*
 * The row actions stay in view at the right edge while a wide table scrolls sideways: a list
 * never hides what can be done with a row, on a laptop or a phone.
 */
const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.25)',
} as const;
const stickyStyle = (column: { key: string }) => (column.key === 'actions' ? STICKY_ACTIONS : undefined);

const cellStyle = (column: Pick<Column<never>, 'key' | 'align' | 'wrap' | 'minWidth'>): CSSProperties => ({
  textAlign: column.align,
  whiteSpace: column.wrap ? 'normal' : 'nowrap',
  minWidth: column.minWidth,
  ...stickyStyle(column),
});

/* A just-created row, brought into view once it renders. */
const scrollIntoView = (node: HTMLTableRowElement | null) => node?.scrollIntoView?.({ block: 'nearest' });

/** The rows under their column heads, scrolling sideways below `minWidth`; a sortable head is a button. */
export function ColumnTable<T>({
  columns,
  rows,
  rowKey,
  minWidth,
  sort,
  onSort,
  focusableScroll = false,
  highlightKey,
  ...names
}: ColumnTableProps<T>) {
  const { t } = useTranslation();
  const body = useRef<HTMLTableSectionElement>(null);
  const drawn = useRowsInView(rows, body);
  // One style object per column, shared by that column's cells in every row.
  const cellStyles = columns.map(cellStyle);
  const header = (column: Column<T>) => {
    if (!column.sortable || !sort || !onSort) return column.head ?? column.title;
    const isActive = sort.sort === column.key;
    return (
      <UnstyledButton
        fw={700}
        fz="sm"
        onClick={() => onSort({ sort: column.key, order: isActive && sort.order === 'asc' ? 'desc' : 'asc' })}
      >
        {column.title}
        {/* The order in use, and a faint mark on the other heads that sort: the name says which (aria-sort). */}
        {isActive ? (
          sort.order === 'asc' ? (
            ' ▲'
          ) : (
            ' ▼'
          )
        ) : (
          <IconArrowsSort
            size={12}
            color="var(--mantine-color-dimmed)"
            aria-hidden
            style={{ marginLeft: 4, verticalAlign: 'middle' }}
          />
        )}
      </UnstyledButton>
    );
  };
  return (
    <div style={{ overflowX: 'auto' }} tabIndex={focusableScroll ? 0 : undefined}>
      <div style={{ minWidth }}>
        <table className={`${classes.table} ${classes.pointable}`} {...names}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  // A column whose cells wrap may wrap its head too, so a long title does not set its width.
                  style={{
                    textAlign: column.align,
                    whiteSpace: column.wrap ? 'normal' : 'nowrap',
                    ...stickyStyle(column),
                  }}
                  aria-sort={
                    sort?.sort === column.key ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  {header(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={body}>
            {drawn?.map((row) => (
              <tr
                key={rowKey(row)}
                {...(highlightKey !== undefined && highlightKey !== null && rowKey(row) === highlightKey
                  ? {
                      ref: scrollIntoView,
                      'data-just-created': true,
                      title: t('list.justCreated'),
                      style: { backgroundColor: 'var(--mantine-color-yellow-light)' },
                    }
                  : {})}
              >
                {columns.map((column, index) => (
                  <td key={column.key} style={cellStyles[index]}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The columns a person chose (or the list's defaults), and cards on a phone: a list with `columnsOf`. */
function ChosenColumnsTable<T>(props: Props<T> & { columnsOf: ListColumns }) {
  const { columns, columnsOf } = props;
  const chosen = useChosenColumns(columnsOf.list);
  const shown = arrangeColumns(columns, columnsOf, chosen);
  const isPhone = useIsPhone();
  return (
    <TableBody
      {...props}
      columns={shown}
      cards={isPhone ? columnsOf : undefined}
      choice={isPhone ? undefined : <ColumnChoice spec={columnsOf} columns={columns} shown={shown} />}
    />
  );
}

/** A table with `cardsOf`: its columns as the screen gives them, and cards on a phone. */
function PhoneCardsTable<T>(props: Props<T> & { cardsOf: ListColumns }) {
  const isPhone = useIsPhone();
  return <TableBody {...props} cards={isPhone ? props.cardsOf : undefined} />;
}

/** The shared list table: server-side sort and paging, loading and empty states. */
export function DataTable<T>(props: Props<T>) {
  if (props.columnsOf) return <ChosenColumnsTable {...props} columnsOf={props.columnsOf} />;
  if (props.cardsOf) return <PhoneCardsTable {...props} cardsOf={props.cardsOf} />;
  return <TableBody {...props} />;
}

/**
 * A short table of a page (the latest rows, not paged) that a phone shows as cards, by the roles of
 * `cards`' columns; the table's name names the cards.
 */
export function ColumnTableOrCards<T>({ cards, ...props }: ColumnTableProps<T> & { cards: ListColumns }) {
  const isPhone = useIsPhone();
  if (!isPhone) return <ColumnTable {...props} />;
  return (
    <LazyCards
      columns={props.columns}
      spec={cards}
      rows={props.rows}
      rowKey={props.rowKey}
      sort={props.sort}
      label={props['aria-label']}
    />
  );
}

function TableBody<T>(props: Props<T> & { cards?: ListColumns; choice?: ReactNode }) {
  const {
    columns,
    rows,
    rowKey,
    total,
    totalIsAtLeast = false,
    page,
    pageSize,
    onPage,
    sort,
    onSort,
    isLoading,
    label,
    onPageSize,
    pageSizeOptions = [10, 25, 50, 100],
    highlightKey,
    cards,
    choice,
  } = props;
  const { t } = useTranslation();
  /*
   * New rows render in a deferred pass of their own, which React splits into short slices, so no
   * single task holds the browser for the whole table while the page around it stays responsive.
   * Not on the first render: rows already in hand then (they often arrive before the screen's code)
   * come with the page, which is itself rendered as a transition; a page of rows renders in well
   * under 50 ms now that its selects and menus come on demand, and a second pass cost the first
   * row about 40 ms.
   */
  const deferredRows = useDeferredValue<T[] | undefined | null>(rows);
  const shownRows = deferredRows ?? undefined;
  // Rows in hand whose pass has not run yet (on the first render, or just after they arrived).
  const rowsWaiting = rows !== undefined && deferredRows == null;
  // A bounded total promises one row past it, so the page holding that row exists.
  const pages = totalIsAtLeast ? Math.floor(total / pageSize) + 1 : Math.max(1, Math.ceil(total / pageSize));
  const controlLabel = (control: 'first' | 'previous' | 'last' | 'next') =>
    control === 'previous'
      ? { 'aria-label': t('list.previousPage') }
      : control === 'next'
        ? { 'aria-label': t('list.nextPage') }
        : {};
  return (
    <>
      {cards ? (
        <LazyCards columns={columns} spec={cards} rows={shownRows} rowKey={rowKey} sort={sort} label={label} />
      ) : (
        <ColumnTable
          columns={columns}
          rows={shownRows}
          rowKey={rowKey}
          minWidth={1000}
          sort={sort}
          onSort={onSort}
          aria-label={label}
          highlightKey={highlightKey}
        />
      )}
      {((isLoading && !rows) || rowsWaiting) && (
        <Center p="lg">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      )}
      {shownRows && shownRows.length === 0 && (
        <Text c="dimmed" ta="center" p="lg">
          {t('common.empty')}
        </Text>
      )}
      <Group justify="space-between" mt="md">
        <Text size="sm" c="dimmed">
          {totalIsAtLeast ? t('list.totalAtLeast', { count: total }) : t('common.total', { count: total })}
        </Text>
        <Group gap="sm">
          {choice}
          {onPageSize && (
            // The browser's own select: five numbers need no searchable dropdown, and a phone shows its picker.
            <NativeSelect
              aria-label={t('list.pageSize')}
              size="xs"
              w={80}
              value={String(pageSize)}
              onChange={(event) => onPageSize(Number(event.currentTarget.value))}
              data={pageSizeOptions.map(String)}
            />
          )}
          {totalIsAtLeast ? (
            // No last page is known: the pages around this one, the next, and a way back to the first.
            <Pagination.Root total={pages} value={page} onChange={onPage} size="sm" boundaries={0}>
              <Group gap={8}>
                <Pagination.First aria-label={t('list.firstPage')} />
                <Pagination.Previous {...controlLabel('previous')} />
                <Pagination.Items />
                <Pagination.Next {...controlLabel('next')} />
              </Group>
            </Pagination.Root>
          ) : (
            <Pagination total={pages} value={page} onChange={onPage} size="sm" getControlProps={controlLabel} />
          )}
        </Group>
      </Group>
    </>
  );
}

export function SearchInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      aria-label={t('common.search')}
      placeholder={t('common.search')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={260}
    />
  );
}

type ExportRun = { format: ExportFormat; bytes: number };

const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx', 'pdf'];

/**
 * The export button of a list. While a download runs it says so, with the size received so far
 * (the server streams, so there is no total), and cannot start a second one; a failure says "Export failed".
 * Its menu of formats is fetched on demand (`LazyMenu`).
 */
export function ExportMenu({
  onExport,
}: {
  onExport: (format: ExportFormat, onProgress: (bytes: number) => void) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const [run, setRun] = useState<ExportRun | null>(null);
  // A ref, not the state: two clicks in one frame both see the state as it was.
  const running = useRef(false);
  const start = async (format: ExportFormat) => {
    if (running.current) return;
    running.current = true;
    setRun({ format, bytes: 0 });
    try {
      await onExport(format, (bytes) => setRun({ format, bytes }));
    } catch {
      toast.error(t('toast.exportFailed'));
    } finally {
      running.current = false;
      setRun(null);
    }
  };
  if (run) {
    return (
      <Button variant="default" disabled aria-busy="true" leftSection={<Loader size={14} />}>
        {t('common.exporting', {
          format: run.format.toUpperCase(),
          size: run.bytes > 0 ? formatFileSize(run.bytes, i18n.language) : '',
        }).trim()}
      </Button>
    );
  }
  return (
    <LazyMenu
      position="bottom-end"
      target={<Button variant="default">{t('common.export')}</Button>}
      entries={EXPORT_FORMATS.map((format) => ({
        key: format,
        label: format.toUpperCase(),
        onClick: () => void start(format),
      }))}
    />
  );
}
