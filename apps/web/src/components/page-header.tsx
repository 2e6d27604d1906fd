import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's title, its one h1 (sized as the house's page titles), with the screen's actions beside it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md" wrap="wrap">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Group gap="xs">{children}</Group>
    </Group>
  );
}
