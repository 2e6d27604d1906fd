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
  // Staff who may read it: every master and manager, and its assignee.
  mentionable: async (db, _actor, id) => ({ planners: true, ids: [(await findTaskRow(db, id))?.assigneeId] }),
  // A comment on a task tells its assignee (not when they wrote it themselves); the people it
  // mentions hear of the mention, the assignee among them of that alone.
  inCommentTransaction: async (tx, ctx, id, { mentioned }) => {
    const task = await findTaskRow(tx, id);
    if (!task) return;
    const facts = { title: task.title };
    await notify(tx, {
      recipients: mentioned,
      kind: 'mention',
      actorId: ctx.actor.id,
      subjectId: id,
      subjectKind: 'task',
      facts,
    });
    if (!mentioned.includes(task.assigneeId))
      await notify(tx, {
        recipients: [task.assigneeId],
        kind: 'taskComment',
        actorId: ctx.actor.id,
        subjectId: id,
        facts,
      });
  },
});
