import { pgEnum } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '@workspace/shared/common/limits';
import { WORK_PRIORITIES, WORK_STATUSES } from '@workspace/shared/common/work';
import { TASK_EVENT_TYPES } from '@workspace/shared/tasks/tasks.schemas';
import { TICKET_EVENT_TYPES } from '@workspace/shared/tickets/tickets.constants';

/*
 * Enums shared by several tables. Their declaration order is the sort order PostgreSQL uses,
 * so "sort by priority" goes low, medium, high and "by status" follows the work flow.
 */
export const currencyEnum = pgEnum('currency', CURRENCIES);
export const workStatusEnum = pgEnum('work_status', WORK_STATUSES);
export const workPriorityEnum = pgEnum('work_priority', WORK_PRIORITIES);
export const taskEventTypeEnum = pgEnum('task_event_type', TASK_EVENT_TYPES);
export const ticketEventTypeEnum = pgEnum('ticket_event_type', TICKET_EVENT_TYPES);
