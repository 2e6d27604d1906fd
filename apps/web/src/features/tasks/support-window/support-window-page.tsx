import { Alert, Anchor, Button, Center, Grid, Group, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { taskPolicy } from '@workspace/shared/auth/policies';
import { ConversationPanel } from '../../../components/conversation/conversation-panel';
import { useActor } from '../../../lib/use-actor';
import { useTask } from '../api/get-task';
import { TaskDetailsCard } from './task-details-card';
import { describeTaskEvent, taskConversation } from './task-events';
import { TaskUnavailable } from './task-unavailable';

function BackLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const actor = useActor();
  // Those who plan tasks come from the task list; the others from their own tasks.
  const isPlanner = actor !== null && taskPolicy.manage(actor);
  // A page opened directly (new tab, bookmark) has no in-app history to go back to.
  const hasHistory = location.key !== 'default';
  const onClick = (event: MouseEvent) => {
    if (!hasHistory) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Anchor component={Link} to={isPlanner ? '/task' : '/mytask'} onClick={onClick} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        {hasHistory ? t('support.back') : t(isPlanner ? 'support.backToTasks' : 'support.backToMyTasks')}
      </Group>
    </Anchor>
  );
}

function TaskSupportWindow({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const actor = useActor();
  const task = useTask(taskId);

  if (task.isPending) {
    return (
      <Center mih="40vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (task.isError) {
    if ((task.error as { status?: number }).status === 404) return <TaskUnavailable />;
    return (
      <Alert color="red" title={t('support.loadFailed')}>
        <Button size="xs" variant="light" color="red" onClick={() => void task.refetch()}>
          {t('support.retry')}
        </Button>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <BackLink />
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {task.data.title}
        </Title>
      </Stack>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
          <TaskDetailsCard
            task={task.data}
            canChangeStatus={actor !== null && taskPolicy.changeStatus(actor, { assigneeId: task.data.assignee.id })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
          <ConversationPanel subject={taskConversation} id={taskId} describeEvent={describeTaskEvent} />
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
