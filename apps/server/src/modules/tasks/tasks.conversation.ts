import { taskPolicy } from '@workspace/shared/auth/policies';
import { TASK_EVENT_TYPES } from '@workspace/shared/tasks/tasks.schemas';
import { taskAttachmentChunks } from '../../db/schema/task-attachment-chunks';
import { taskAttachments } from '../../db/schema/task-attachments';
import { taskComments } from '../../db/schema/task-comments';
import { taskEvents } from '../../db/schema/task-events';
import { tasks } from '../../db/schema/tasks';
import { defineConversationSubject } from '../conversation/conversation.service';
import { notify } from '../notifications/notifications.service';
import { findTaskRow } from './tasks.repository';

/** A task's support window: who may see the task sees its conversation; its events are its changes. */
export const taskConversation = defineConversationSubject({
  name: 'task',
  path: '/api/tasks/:id',
  eventTypes: TASK_EVENT_TYPES,
  tables: {
    subject: tasks,
    events: taskEvents,
    comments: taskComments,
    attachments: taskAttachments,
    chunks: taskAttachmentChunks,
  },
  allows: async (db, actor, id, access) => {
    const task = await findTaskRow(db, id);
    return task !== undefined && taskPolicy[access](actor, task);
  },
  // A comment on a task tells its assignee (not when they wrote it themselves).
  inCommentTransaction: async (tx, ctx, id) => {
    const task = await findTaskRow(tx, id);
    if (task)
      await notify(tx, {
        recipients: [task.assigneeId],
        kind: 'taskComment',
        actorId: ctx.actor.id,
        subjectId: id,
        facts: { title: task.title },
      });
  },
});
