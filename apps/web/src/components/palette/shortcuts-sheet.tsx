import { Group, Kbd, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Actor } from '@workspace/shared/auth/policies';
import { findScreenRoute } from '@workspace/shared/routes/screen-routes';
import { ticketPolicy } from '@workspace/shared/auth/policies';
import { Dialog } from '../dialog';
import { GO_KEYS } from './go-keys';
import './palette-texts';

const isApple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The sheet of keyboard shortcuts (`?`), loaded when first asked for: only the screens the person may open. */
export default function ShortcutsSheet({
  actor,
  opened,
  onClose,
}: {
  actor: Actor;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const then = (first: string, second: string) => (
    <Group gap={6} wrap="nowrap">
      <Kbd>{first}</Kbd>
      <Text span size="sm" c="dimmed">
        {t('palette.sheet.then')}
      </Text>
      <Kbd>{second}</Kbd>
    </Group>
  );
  const either = (...keys: string[]) => (
    <Group gap={6} wrap="nowrap">
      {keys.map((key, index) => (
        <Group key={key} gap={6} wrap="nowrap">
          {index > 0 && (
            <Text span size="sm" c="dimmed">
              {t('palette.sheet.or')}
            </Text>
          )}
          <Kbd>{key}</Kbd>
        </Group>
      ))}
    </Group>
  );
  const goTo = Object.entries(GO_KEYS).flatMap(([letter, name]) => {
    const route = findScreenRoute(name);
    return route && route.roles.includes(actor.type) ? [[then('g', letter), t(`screens.${name}`)] as const] : [];
  });
  const section = (title: string, rows: readonly (readonly [ReactNode, string])[]) => (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([keys, what]) => (
            <Table.Tr key={what}>
              <Table.Td w="45%">{keys}</Table.Td>
              <Table.Td>{what}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
  return (
    <Dialog opened={opened} onClose={onClose} title={t('palette.sheet.title')} size="lg">
      <Stack gap="md">
        {section(t('palette.sheet.general'), [
          [either(isApple ? '⌘ K' : 'Ctrl K'), t('palette.sheet.palette')],
          [either('?'), t('palette.sheet.sheet')],
        ])}
        {section(t('palette.sheet.goTo'), goTo)}
        {section(t('palette.sheet.lists'), [
          [either('↓', 'j'), t('palette.sheet.rowNext')],
          [either('↑', 'k'), t('palette.sheet.rowPrevious')],
          [either('Enter'), t('palette.sheet.rowOpen')],
        ])}
        {section(t('palette.sheet.support'), [
          [either('r'), t('palette.sheet.reply')],
          ...(ticketPolicy.internalNotes(actor) ? [[either('i'), t('palette.sheet.internalNote')] as const] : []),
        ])}
        <Text size="sm" c="dimmed">
          {t('palette.sheet.note')}
        </Text>
      </Stack>
    </Dialog>
  );
}
