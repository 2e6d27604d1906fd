import { Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import i18n from '../lib/i18n';
import { changeSentence, type ChangeDescription } from './change-sentence';

/** `confirmChange`'s question: the sentence naming the change, then the old and the new value. */
export function ChangeBody({
  change,
  oldValue,
  newValue,
}: {
  change: ChangeDescription;
  oldValue?: ReactNode;
  newValue?: ReactNode;
}) {
  const t = i18n.t.bind(i18n);
  const shown = (value: string | null) => value ?? t(`list.change.none.${change.field}`, { defaultValue: '–' });
  return (
    <Stack gap="sm">
      <Text size="sm">{changeSentence(change)}</Text>
      <ChangeValues oldValue={oldValue ?? shown(change.from)} newValue={newValue ?? shown(change.to)} />
    </Stack>
  );
}

/**
 * The old and the new value side by side in `confirmChange`'s dialog. A module of its own, loaded
 * when a change is first asked: Mantine's Table imports its ScrollArea, which brings all of
 * floating-ui (about 18 KB of gzip), and the screens that never ask stay within their 250 KB
 * budget without it (docs/decisions/035).
 */
export function ChangeValues({ oldValue, newValue }: { oldValue: ReactNode; newValue: ReactNode }) {
  const t = i18n.t.bind(i18n);
  return (
    <Table withTableBorder variant="vertical" layout="fixed">
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row" w="35%">
            {t('list.oldValue')}
          </Table.Th>
          <Table.Td data-testid="confirm-old-value">{oldValue}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">{t('list.newValue')}</Table.Th>
          <Table.Td data-testid="confirm-new-value">{newValue}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
