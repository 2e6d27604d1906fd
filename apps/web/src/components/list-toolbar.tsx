import { Badge, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '@workspace/shared/common/list.schemas';
import { ExportMenu, SearchInput } from './data-table';

export type FilterToggleProps = {
  opened: boolean;
  onToggle: () => void;
  activeCount: number;
  /** id of the panel it shows and hides. */
  controls: string;
};

/** "Show filters" / "Hide filters", with the number of filters in effect. */
export function FilterToggle({ opened, onToggle, activeCount, controls }: FilterToggleProps) {
  const { t } = useTranslation();
  const label = t(opened ? 'list.hideFilters' : 'list.showFilters');
  return (
    <Button
      variant={opened ? 'light' : 'default'}
      // The badge is only a figure; the name says what it counts.
      aria-label={activeCount > 0 ? `${label}, ${t('list.activeFilters', { count: activeCount })}` : undefined}
      aria-expanded={opened}
      aria-controls={controls}
      onClick={onToggle}
      rightSection={
        activeCount > 0 ? <Badge size="sm" circle aria-hidden>{activeCount}</Badge> : undefined
      }
    >
      {label}
    </Button>
  );
}

export type ListToolbarProps = {
  search: string;
  onSearch: (value: string) => void;
  /** Leave out for a list without filters. */
  filterToggle?: FilterToggleProps;
  onExport?: (format: ExportFormat) => void;
  /** Extra controls beside the search (a view switch). */
  extra?: ReactNode;
  /** The primary action, usually the "new" button. */
  primary?: ReactNode;
};

/** The row above every list: search, filter toggle, extras on the left; export and "new" on the right. */
export function ListToolbar({ search, onSearch, filterToggle, onExport, extra, primary }: ListToolbarProps) {
  return (
    <Group justify="space-between" mb="sm" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        <SearchInput value={search} onChange={onSearch} />
        {filterToggle && <FilterToggle {...filterToggle} />}
        {extra}
      </Group>
      <Group gap="sm" wrap="wrap">
        {onExport && <ExportMenu onExport={onExport} />}
        {primary}
      </Group>
    </Group>
  );
}
