import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * A support window whose subject answered 404: it does not exist or is not the caller's to see,
 * and the page never says which. The texts are the subject's own (a task, a ticket).
 */
export function SubjectUnavailable({ title, text, home }: { title: string; text: string; home: string }) {
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={480}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconLock size={26} />
          </ThemeIcon>
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
          <Button component={Link} to="/admin">
            {home}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
