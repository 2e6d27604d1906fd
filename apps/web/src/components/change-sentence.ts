import i18n from '../lib/i18n';

/** The records whose fields are changed in place. */
export type ChangeRecord = 'task' | 'ticket';
/** The fields changed in place, named in the sentence ("the status of …"). */
export type ChangeField = 'status' | 'priority' | 'assignee' | 'deadline' | 'category';

export type ChangeDescription = {
  record: ChangeRecord;
  field: ChangeField;
  /** The record's name ("Write the report"). */
  subject: string;
  /** The values as read, already translated ("Pending", "Can Özkan"); null for none (nobody, no deadline). */
  from: string | null;
  to: string | null;
};

/**
 * The confirmation of an inline change as one sentence naming the field, the record, the old and
 * the new value: "Change the status of “Write the report” from Pending to Completed?". Turkish puts
 * the name before "görevinin"/"talebinin", so it needs no suffix of its own. A deadline set where
 * there was none, or removed, says so ("Set the deadline…", "Remove the deadline…"); an assignee
 * of none reads "Nobody".
 */
export function changeSentence({ record, field, subject, from, to }: ChangeDescription): string {
  const t = i18n.t.bind(i18n);
  const none = t(`list.change.none.${field}`, { defaultValue: '' });
  const values = { subject, of: t(`list.change.of.${record}`), field: t(`list.change.field.${field}`) };
  if (from === null && !none) return t('list.change.set', { ...values, to });
  if (to === null && !none) return t('list.change.remove', { ...values, from });
  return t('list.change.change', { ...values, from: from ?? none, to: to ?? none });
}
