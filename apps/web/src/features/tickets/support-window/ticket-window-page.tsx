import { Alert, Anchor, Badge, Button, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconBell,
  IconBellOff,
  IconChecklist,
  IconCircleCheck,
  IconLockOpen,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { cannedReplyPolicy, taskPolicy, ticketPolicy, type Actor } from '@workspace/shared/auth/policies';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import { fillCannedReply } from '@workspace/shared/tickets/canned-replies.constants';
import type { TicketDetail } from '@workspace/shared/tickets/tickets.schemas';
import type { TicketStatus } from '@workspace/shared/tickets/tickets.constants';
import { useConfirmedAction } from '../../../components/use-confirmed-delete';
import { lazyDialog } from '../../../components/lazy-dialog';
import { ConversationPanel } from '../../../components/conversation/conversation-panel';
import type { ReplySnippets } from '../../../components/conversation/reply-box';
import { StatusBadge } from '../../../components/work-badges';
import { personName } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { cannedRepliesQueryOptions } from '../../../lib/lookups';
import { ticketKeys } from '../../../lib/query-keys';
import { useActor } from '../../../lib/use-actor';
import { TicketPriorityBadge } from '../components/ticket-badges';
import { useDeleteTicket } from './api/delete-ticket';
import { useFollowTicket } from './api/follow-ticket';
import './follow-texts';
import { useTicket } from './api/get-ticket';
import { useUpdateTicket } from './api/update-ticket';
import { TicketDetailsCard, type TicketPermissions } from './ticket-details-card';
import { taskWindowPath, ticketConversation, ticketEventDescriber } from './ticket-events';
import { TicketUnavailable } from './ticket-unavailable';

// The form to make a task from the ticket (with its selects, dates and checks) loads when it is first opened.
const CreateTaskModal = lazyDialog(() => import('./create-task-modal').then((module) => module.CreateTaskModal));

function BackLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // A page opened directly (new tab, bookmark, a link in a message) has no in-app history to go back to.
  const hasHistory = location.key !== 'default';
  const onClick = (event: MouseEvent) => {
    if (!hasHistory) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Anchor component={Link} to="/ticket" onClick={onClick} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        {hasHistory ? t('ticketWindow.back') : t('ticketWindow.backToTickets')}
      </Group>
    </Anchor>
  );
}

/** The ticket as the record-level rules read it. */
const policyRecord = (ticket: TicketDetail) => ({
  createdById: ticket.createdBy?.id ?? null,
  assigneeId: ticket.assignee?.id ?? null,
  status: ticket.status,
});

/** The customer's one move: close while open, reopen once closed (the policy says which), each confirmed. */
function CloseOrReopenButton({ ticket, target }: { ticket: TicketDetail; target: TicketStatus }) {
  const { t } = useTranslation();
  const update = useUpdateTicket(ticket.id);
  const isReopen = target === 'pending';
  const text = (key: string) => t(`ticketWindow.customer.${key}`, { subject: ticket.subject });
  const run = useConfirmedAction<TicketStatus>({
    confirm: () => ({
      title: text(isReopen ? 'reopenTitle' : 'closeTitle'),
      message: text(isReopen ? 'reopenText' : 'closeText'),
      confirmLabel: text(isReopen ? 'reopen' : 'close'),
      color: 'blue',
    }),
    run: (status) => update.mutateAsync({ field: 'status', body: { status } }),
    success: text(isReopen ? 'reopened' : 'closed'),
    failure: (error) => (error instanceof Error && error.message ? error.message : text('failed')),
  });
  return (
    <Button
      variant={isReopen ? 'light' : 'default'}
      leftSection={isReopen ? <IconLockOpen size={16} /> : <IconCircleCheck size={16} />}
      loading={update.isPending}
      onClick={() => run(target)}
    >
      {text(isReopen ? 'reopen' : 'close')}
    </Button>
  );
}

/** Staff follow a ticket, or stop: its replies and status changes notify them (the ticket says which it is). */
function FollowButton({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const follow = useFollowTicket(ticket.id);
  const toggle = async () => {
    try {
      const { ticket: now } = await follow.mutateAsync(!ticket.following);
      toast.success(t(now.following ? 'ticketWindow.following.followed' : 'ticketWindow.following.unfollowed'));
    } catch (error) {
      // The API's message, already in the reader's language.
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Button
      variant={ticket.following ? 'default' : 'light'}
      leftSection={ticket.following ? <IconBellOff size={16} /> : <IconBell size={16} />}
      loading={follow.isPending}
      onClick={() => void toggle()}
    >
      {t(ticket.following ? 'ticketWindow.following.unfollow' : 'ticketWindow.following.follow')}
    </Button>
  );
}

/** Staff's canned replies as reply-box snippets, their placeholders filled for this ticket. */
function useCannedReplySnippets(actor: Actor | null, ticket: TicketDetail | undefined): ReplySnippets | undefined {
  const { t } = useTranslation();
  const mayRead = actor !== null && cannedReplyPolicy.read(actor);
  const replies = useQuery({ ...cannedRepliesQueryOptions, enabled: mayRead }).data?.data;
  if (!mayRead || !ticket || !replies || replies.length === 0) return undefined;
  // Without a known customer the placeholder stays, for the writer to fill in.
  const values = {
    customerName: ticket.createdBy ? personName(ticket.createdBy) : '{customer.name}',
    ticketSubject: ticket.subject,
  };
  return {
    label: t('ticketWindow.reply.cannedLabel'),
    empty: t('ticketWindow.reply.cannedEmpty'),
    items: replies.map((reply) => ({ id: reply.id, title: reply.title, body: fillCannedReply(reply.body, values) })),
  };
}

function TicketWindow({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const actor = useActor();
  const navigate = useNavigate();
  // From the delete on, the ticket is not asked for again: its live "deleted" event, which may come
  // before the answer, would otherwise fetch a 404 and show "not available" on the way out.
  const [deletion, setDeletion] = useState<'none' | 'underWay' | 'done'>('none');
  const ticket = useTicket(ticketId, deletion === 'none');
  const remove = useDeleteTicket(ticketId);
  const deleteTicket = useConfirmedAction<TicketDetail>({
    confirm: (record) => ({
      title: t('ticketWindow.delete.title', { id: record.id }),
      message: t('ticketWindow.delete.text', { subject: record.subject }),
      confirmLabel: t('ticketWindow.delete.confirm'),
    }),
    run: async () => {
      setDeletion('underWay');
      try {
        await remove.mutateAsync();
      } catch (error) {
        setDeletion('none');
        throw error;
      }
      setDeletion('done');
      void navigate('/ticket', { replace: true });
    },
    success: t('ticketWindow.delete.done'),
    failure: (error) => (error instanceof Error && error.message ? error.message : t('ticketWindow.delete.failed')),
    invalidates: [ticketKeys.all],
  });
  const [isCreatingTask, setIsCreatingTask] = useState(false);
  const [createdTask, setCreatedTask] = useState<Task | null>(null);
  const snippets = useCannedReplySnippets(actor, ticket.data);

  if (deletion === 'done') {
    return (
      <Center mih="40vh">
        <Text c="dimmed">{t('ticketWindow.delete.leaving')}</Text>
      </Center>
    );
  }
  if (ticket.isPending) {
    return (
      <Center mih="40vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  // Deleted meanwhile, or no longer the caller's (reassigned): the same answer as never having been theirs.
  if (ticket.isError && (ticket.error as { status?: number }).status === 404) return <TicketUnavailable />;
  if (ticket.isError && !ticket.data) {
    return (
      <Alert color="red" title={t('ticketWindow.loadFailed')}>
        <Button size="xs" variant="light" color="red" onClick={() => void ticket.refetch()}>
          {t('ticketWindow.retry')}
        </Button>
      </Alert>
    );
  }

  const data = ticket.data;
  const record = policyRecord(data);
  const isStaffView = actor !== null && ticketPolicy.changeStatus(actor, record);
  const statusChoices = actor ? ticketPolicy.statusChoices(actor, record) : [];
  const customerTarget = !isStaffView && statusChoices.length === 1 ? statusChoices[0]! : null;
  const permissions: TicketPermissions = {
    statusChoices: isStaffView ? statusChoices : [],
    canTriage: actor !== null && ticketPolicy.triage(actor),
    canAssign: actor !== null && ticketPolicy.assign(actor),
    seesTasks: actor !== null && taskPolicy.use(actor),
  };
  const canCreateTask = actor !== null && ticketPolicy.createTask(actor);
  const canFollow = actor !== null && ticketPolicy.follow(actor, record);
  const canDelete = actor !== null && ticketPolicy.manage(actor);
  const writesInternalNotes = actor !== null && ticketPolicy.internalNotes(actor);
  // A customer's reply would reopen a completed ticket; a cancelled one takes none (the server refuses it too).
  const replyClosed =
    actor !== null && ticketPolicy.replyReopens(actor) && data.status === 'cancelled'
      ? { title: t('ticketWindow.customer.cancelledTitle'), text: t('ticketWindow.customer.cancelled') }
      : undefined;

  const replyHint = isStaffView
    ? snippets
      ? t('ticketWindow.reply.cannedHint')
      : null
    : t('ticketWindow.customer.replyTime');

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <BackLink />
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={6} style={{ flex: '1 1 280px', minWidth: 0 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {data.subject}
            </Title>
            <Group gap="xs">
              <Badge variant="outline" color="gray">
                {t('ticketWindow.number', { id: data.id })}
              </Badge>
              <StatusBadge status={data.status} />
              <TicketPriorityBadge priority={data.priority} />
            </Group>
          </Stack>
          {(customerTarget !== null || canFollow || canCreateTask || canDelete) && (
            <Group gap="xs" role="group" aria-label={t('ticketWindow.actions')}>
              {customerTarget !== null && <CloseOrReopenButton ticket={data} target={customerTarget} />}
              {canFollow && <FollowButton ticket={data} />}
              {canCreateTask && (
                <Button
                  variant="light"
                  leftSection={<IconChecklist size={16} />}
                  onClick={() => setIsCreatingTask(true)}
                >
                  {t('ticketWindow.createTask.open')}
                </Button>
              )}
              {canDelete && (
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  loading={remove.isPending}
                  onClick={() => deleteTicket(data)}
                >
                  {t('ticketWindow.delete.button')}
                </Button>
              )}
            </Group>
          )}
        </Group>
      </Stack>

      {createdTask && (
        <Alert
          color="green"
          variant="light"
          withCloseButton
          onClose={() => setCreatedTask(null)}
          closeButtonLabel={t('ticketWindow.createTask.dismiss')}
        >
          <Group gap="xs">
            <Text size="sm">{t('ticketWindow.createTask.createdNotice', { title: createdTask.title })}</Text>
            <Anchor component={Link} to={taskWindowPath(createdTask.id)} size="sm" fw={600}>
              {t('ticketWindow.createTask.openTask')}
            </Anchor>
          </Group>
        </Alert>
      )}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
          <TicketDetailsCard ticket={data} permissions={permissions} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
          <ConversationPanel
            subject={ticketConversation}
            id={ticketId}
            describeEvent={ticketEventDescriber(permissions.seesTasks)}
            replyLabel={t('ticketWindow.reply.label')}
            replyHint={replyHint}
            snippets={snippets}
            internalNotes={writesInternalNotes}
            replyClosed={replyClosed}
          />
        </Grid.Col>
      </Grid>

      {isCreatingTask && (
        <CreateTaskModal ticket={data} onClose={() => setIsCreatingTask(false)} onCreated={setCreatedTask} />
      )}
    </Stack>
  );
}

/** /support-window/:id/ticket: a ticket's details, the controls the user may use, its timeline and a reply box. */
export function Component() {
  const { id } = useParams();
  const ticketId = Number(id);
  if (!Number.isInteger(ticketId) || ticketId <= 0) return <TicketUnavailable />;
  // A new id is a new page: no state (a half-written reply) carries over.
  return <TicketWindow key={ticketId} ticketId={ticketId} />;
}
