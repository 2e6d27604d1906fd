import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconMessageReply, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cannedReplyPolicy } from '@workspace/shared/auth/policies';
import type { CannedReply } from '@workspace/shared/tickets/canned-replies.schemas';
import { RowActions } from '../../components/row-actions';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { cannedRepliesQueryOptions } from '../../lib/lookups';
import { cannedReplyKeys } from '../../lib/query-keys';
import { useActor } from '../../lib/use-actor';
import { PlaceholderHelp } from './components/placeholder-help';
import { lazyDialog } from '../../components/lazy-dialog';
import { Dialog } from '../../components/dialog';

const CannedReplyFormModal = lazyDialog(() =>
  import('./components/canned-reply-form-modal').then((module) => module.CannedReplyFormModal),
);

/** The list inside the dialog: each reply's title and the start of its body, with edit and delete. */
function CannedReplyList({ onEdit }: { onEdit: (reply: CannedReply) => void }) {
  const { t } = useTranslation();
  const replies = useQuery(cannedRepliesQueryOptions);
  const deleteReply = useConfirmedDelete<CannedReply>({
    path: '/api/canned-replies',
    invalidates: [cannedReplyKeys.all],
    name: (reply) => reply.title,
    success: t('cannedReplies.deleted'),
    failure: t('cannedReplies.failedToDelete'),
  });

  if (replies.isLoading) {
    return (
      <Center p="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (replies.isError) return <Alert color="red" title={replies.error.message || t('cannedReplies.failedToLoad')} />;
  const rows = replies.data?.data ?? [];
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" p="md">
        {t('cannedReplies.empty')}
      </Text>
    );
  }
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={t('cannedReplies.title')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {rows.map((reply) => (
        <Paper key={reply.id} component="li" withBorder p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {reply.title}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
                {reply.body}
              </Text>
            </Stack>
            <RowActions t={t} name={reply.title} onEdit={() => onEdit(reply)} onDelete={() => deleteReply(reply)} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * "Canned replies" on the tickets page header, for those who keep them (master and manager): a
 * dialog listing the replies with new, edit and delete, and how staff insert them. Nothing for others.
 */
export function CannedRepliesButton() {
  const { t } = useTranslation();
  const actor = useActor();
  const [opened, setOpened] = useState(false);
  const [editing, setEditing] = useState<CannedReply | null | undefined>(undefined);
  if (!cannedReplyPolicy.manage(actor)) return null;

  return (
    <>
      <Button variant="default" leftSection={<IconMessageReply size={16} />} onClick={() => setOpened(true)}>
        {t('cannedReplies.title')}
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={t('cannedReplies.title')} size="lg">
        <Stack>
          <PlaceholderHelp />
          <Group justify="flex-end">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
              {t('cannedReplies.newReply')}
            </Button>
          </Group>
          {opened && <CannedReplyList onEdit={setEditing} />}
        </Stack>
      </Dialog>
      {editing !== undefined && <CannedReplyFormModal cannedReply={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
