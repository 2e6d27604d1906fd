import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { ChartTableToggle } from '../../../components/off-screen';

type SectionProps = { title: string; note?: string; children: ReactNode };

/** One titled part of a report (a chart with its figures); its title names the region. */
export function ReportSection({ title, note, children }: SectionProps) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {title}
      </Title>
      {note && (
        <Text size="xs" c="dimmed" mb="sm">
          {note}
        </Text>
      )}
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

type ChartProps = {
  chart: ReactNode;
  /** The chart's numbers as a real table, for screen readers and for reading exact values. */
  table: ReactNode;
  /**
   * beside: the table stands next to the chart (under it on a phone). toggle: the table is read by
   * screen readers but shown only on "Show as table", for a chart whose rows are already on screen.
   */
  tableMode?: 'beside' | 'toggle';
};

/** A chart and its numbers: every chart has its figures as a table, never as pixels only. */
export function ChartWithTable({ chart, table, tableMode = 'beside' }: ChartProps) {
  if (tableMode === 'beside') {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <div>{chart}</div>
        <div>{table}</div>
      </SimpleGrid>
    );
  }
  return (
    <Stack gap={0}>
      {chart}
      <ChartTableToggle table={table} />
    </Stack>
  );
}
