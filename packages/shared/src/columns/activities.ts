import { cols } from '../common/list-columns';

export const activityColumns = cols('activities', 'createdAt:date actor action!:title entityType:status changes ip');
