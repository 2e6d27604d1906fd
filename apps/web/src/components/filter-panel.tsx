import { Button, Collapse, Group, Paper, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
