import { Button, Collapse, Group, Paper, SimpleGrid, type ComboboxData, type SelectProps } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from './date-field';
import { LazySelect } from './lazy-select';
import { selectCode } from './select-code';

type Props = {
  id: string;
  opened: boolean;
  activeCount: number;
  onReset: () => void;
  /** The filter inputs; laid out in a responsive grid. */
  children: ReactNode;
};

/** The collapsible box of filter inputs under a list toolbar. */
export function FilterPanel({ id, opened, activeCount, onReset, children }: Props) {
  const { t } = useTranslation();
  return (
    <Collapse expanded={opened}>
      {/* Not rendered while closed, so its inputs leave the tab order. */}
      {opened && (
        <Paper id={id} withBorder p="sm" mb="sm" role="region" aria-label={t('list.filters')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="sm">
            {children}
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="subtle" size="xs" onClick={onReset} disabled={activeCount === 0}>
              {t('list.resetFilters')}
            </Button>
          </Group>
        </Paper>
      )}
    </Collapse>
  );
}

/** The part of a list's state (`useListState`) a filter input reads and writes: its URL parameter. */
type FilterBinding<F extends string> = {
  list: { filters: Partial<Record<F, string>>; setFilter: (key: F, value: string | null | undefined) => void };
  name: F;
};

type FilterSelectProps<F extends string> = FilterBinding<F> &
  Omit<SelectProps, 'data' | 'value' | 'onChange' | 'name' | 'list'> & { data: ComboboxData };

/** Fetches the filter inputs' code ahead of the panel's opening (a pointer resting on its toggle). */
export function preloadFilterInputs() {
  selectCode.load().catch(() => undefined);
}

/** A select bound to one filter of the list: "All" when empty, searchable when the choice is long. */
export function FilterSelect<F extends string>({ list, name, data, ...props }: FilterSelectProps<F>) {
  const { t } = useTranslation();
  return (
    <LazySelect
      placeholder={t('common.all')}
      clearable
      searchable={data.length > 8}
      {...props}
      data={data}
      value={list.filters[name] ?? null}
      onChange={(value) => list.setFilter(name, value)}
    />
  );
}

type FilterDateProps<F extends string> = FilterBinding<F> &
  Omit<ComponentProps<typeof DateField>, 'value' | 'onChange' | 'name' | 'list'>;

/** A date picker bound to one filter of the list. */
export function FilterDate<F extends string>({ list, name, ...props }: FilterDateProps<F>) {
  return (
    <DateField
      clearable
      {...props}
      value={list.filters[name] ?? null}
      onChange={(value) => list.setFilter(name, value)}
    />
  );
}
