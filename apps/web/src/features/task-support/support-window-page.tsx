import { Alert, Anchor, Button, Center, Divider, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { User } from '@workspace/shared/users/users.schemas';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import { ReplyBox } from '../../components/reply-box';
import { storedUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useCreateTaskComment } from './api/create-task-comment';
import { useTask } from './api/get-task';
import { useTaskTimeline } from './api/get-task-timeline';
import { TaskDetailsCard } from './components/task-details-card';
import { TaskTimeline } from './components/task-timeline';
import { TaskUnavailable } from './components/task-unavailable';

/** ARCHITECTURE section 5: an employee changes the status of own tasks; master and manager of any. */
function canChangeStatus(user: User | null, task: Task): boolean {
  if (!user) return false;
  if (user.type === 'master' || user.type === 'manager') return true;
  return user.type === 'employee' && task.assignee.id === user.id;
}

function BackLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const isEmployee = storedUser()?.type === 'employee';
  // A page opened directly (new tab, bookmark) has no in-app history to go back to.
  const hasHistory = location.key !== 'default';
  const onClick = (event: MouseEvent) => {
    if (!hasHistory) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Anchor component={Link} to={isEmployee ? '/mytask' : '/task'} onClick={onClick} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        {hasHistory ? t('support.back') : t(isEmployee ? 'support.backToMyTasks' : 'support.backToTasks')}
      </Group>
    </Anchor>
  );
}

function TaskSupportWindow({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const task = useTask(taskId);
  const timeline = useTaskTimeline(taskId, task.isSuccess);
  const comment = useCreateTaskComment(taskId);

  if (task.isPending) {
    return <Center mih="40vh"><Loader aria-label={t('common.loading')} /></Center>;
  }
  if (task.isError) {
    if ((task.error as { status?: number }).status === 404) return <TaskUnavailable />;
    return (
      <Alert color="red" title={t('support.loadFailed')}>
        <Button size="xs" variant="light" color="red" onClick={() => void task.refetch()}>{t('support.retry')}</Button>
      </Alert>
    );
  }

  const send = async (formData: FormData) => {
    await comment.mutateAsync(formData);
    toast.success(t('attachments.reply.sent'));
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <BackLink />
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>{task.data.title}</Title>
      </Stack>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
          <TaskDetailsCard task={task.data} canChangeStatus={canChangeStatus(storedUser(), task.data)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="lg">
              <Title order={3} size="h4">{t('support.timeline.title')}</Title>
              {timeline.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
              {timeline.isError && !timeline.data && <Text c="red" size="sm">{t('support.timeline.loadFailed')}</Text>}
              {timeline.data && <TaskTimeline taskId={taskId} items={timeline.data} />}
              <Divider />
              <ReplyBox label={t('support.reply.title')} hint={t('support.reply.hint')} onSend={send} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /support-window/:id/task: a task's details, its timeline of changes and comments, and a reply box. */
export function Component() {
  const { id } = useParams();
  const taskId = Number(id);
  if (!Number.isInteger(taskId) || taskId <= 0) return <TaskUnavailable />;
  // A new id is a new page: no state (a half-written reply) carries over.
  return <TaskSupportWindow key={taskId} taskId={taskId} />;
}
