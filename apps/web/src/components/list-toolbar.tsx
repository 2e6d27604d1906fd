import { Badge, Button, Group, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebList } from '../lib/lists';
import { exportList } from '../lib/export-list';
import { ExportMenu, SearchInput } from './data-table';
import { FilterPanel, preloadFilterInputs } from './filter-panel';
import type { ListState } from './use-list-state';

type FilterToggleProps = {
  opened: boolean;
  onToggle: () => void;
  activeCount: number;
  /** id of the panel it shows and hides. */
  controls: string;
};

/** "Show filters" / "Hide filters", with the number of filters in effect. */
function FilterToggle({ opened, onToggle, activeCount, controls }: FilterToggleProps) {
  const { t } = useTranslation();
  const label = t(opened ? 'list.hideFilters' : 'list.showFilters');
  return (
    <Button
      variant={opened ? 'light' : 'default'}
      aria-expanded={opened}
      aria-controls={controls}
      onClick={onToggle}
      onPointerEnter={preloadFilterInputs}
      onFocus={preloadFilterInputs}
      rightSection={
        activeCount > 0 ? (
          <Badge size="sm" circle aria-hidden>
            {activeCount}
          </Badge>
        ) : undefined
      }
    >
      {label}
      {/* The badge is only a figure; the name says what it counts, after the words on the button. */}
      {activeCount > 0 && <VisuallyHidden>, {t('list.activeFilters', { count: activeCount })}</VisuallyHidden>}
    </Button>
  );
}

/** The part of a list's state the toolbar reads and writes. */
type ToolbarList = Pick<
  ListState<WebList>,
  'search' | 'setSearch' | 'getParam' | 'setParam' | 'activeFilterCount' | 'resetFilters' | 'exportParams'
>;

export type ListToolbarProps = {
  list: ToolbarList;
  /** The filter inputs (`FilterSelect`, `FilterDate`); with them come the toggle and the panel. */
  filters?: ReactNode;
  /** With it, the export menu downloads this list under the filters, sort and fixed filters in effect. */
  exportOf?: WebList;
  /** Extra controls beside the search (a view switch). */
  extra?: ReactNode;
  /** The "new" button. */
  create?: { label: string; onClick: () => void };
};

/**
 * The row above every list (search, filter toggle, extras on the left; export and "new" on the
 * right) and the filter panel under it, open while the URL says `filters=open`.
 */
export function ListToolbar({ list, filters, exportOf, extra, create }: ListToolbarProps) {
  const panelId = useId();
  const isFilterOpen = list.getParam('filters') === 'open';
  return (
    <>
      <Group justify="space-between" mb="sm" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <SearchInput value={list.search} onChange={list.setSearch} />
          {filters && (
            <FilterToggle
              opened={isFilterOpen}
              onToggle={() => list.setParam('filters', isFilterOpen ? null : 'open')}
              activeCount={list.activeFilterCount}
              controls={panelId}
            />
          )}
          {extra}
        </Group>
        <Group gap="sm" wrap="wrap">
          {exportOf && (
            <ExportMenu
              onExport={(format, onProgress) => exportList(exportOf, list.exportParams, format, onProgress)}
            />
          )}
          {create && <Button onClick={create.onClick}>{create.label}</Button>}
        </Group>
      </Group>
      {filters && (
        <FilterPanel
          id={panelId}
          opened={isFilterOpen}
          activeCount={list.activeFilterCount}
          onReset={list.resetFilters}
        >
          {filters}
        </FilterPanel>
      )}
    </>
  );
}
