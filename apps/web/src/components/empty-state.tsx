import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list's first visit: an icon, what the list is for, and the button that adds the first record. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  onAction,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <Stack align="center" gap="xs" p="xl" ta="center">
      {icon}
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text c="dimmed" size="sm" maw={460}>
        {text}
      </Text>
      <Button variant="light" mt="xs" onClick={onAction}>
        {action}
      </Button>
    </Stack>
  );
}
