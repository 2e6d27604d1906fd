import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Why a ticket list is empty, so the empty state can say what to do next. */
export type EmptyReason = 'filtered' | 'noOpen' | 'noneRaised' | 'noneAssigned' | 'none';

type Props = {
  reason: EmptyReason;
  /** "Clear search and filters", for a list emptied by them. */
  onClear: () => void;
  /** The "New ticket" link, for those who raise tickets. */
  newTicket?: ReactNode;
};

/** The body of a ticket list with no rows: what it means and the way on. */
export function TicketsEmpty({ reason, onClear, newTicket }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconTicket size={26} />
        </ThemeIcon>
        <Title order={3} size="h4">
          {t(`tickets.empty.${reason}.title`)}
        </Title>
        <Text c="dimmed" maw={480}>
          {t(`tickets.empty.${reason}.text`)}
        </Text>
        {reason === 'filtered' ? (
          <Button variant="default" onClick={onClear}>
            {t('tickets.empty.clear')}
          </Button>
        ) : (
          newTicket
        )}
      </Stack>
    </Paper>
  );
}
