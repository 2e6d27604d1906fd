import { cols } from '../common/list-columns';

export const sharedDataColumns = cols('shared-data', 'domain!:title username password description owner sharedWith');
