import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketDetail } from '@workspace/shared/tickets/tickets.schemas';
import { TICKET_PRIORITIES, TICKET_STATUSES, type TicketStatus } from '@workspace/shared/tickets/tickets.constants';
import type { ChangeField } from '../../../components/change-sentence';
import { confirmChange } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/date-field';
import { LazyInlineSelect } from '../../../components/lazy-inline-select';
import { LazySelect } from '../../../components/lazy-select';
import { STATUS_COLORS } from '../../../components/work-badges';
import { useAppToday } from '../../../lib/app-today';
import { formatDate, personName } from '../../../lib/format';
import { useAssigneeOptions, useTicketCategoryOptions } from '../../../lib/lookups';
import { toast } from '../../../lib/toast';
import { TICKET_PRIORITY_COLORS } from '../components/ticket-badges';
import { useUpdateTicket, type TicketChange } from './api/update-ticket';

type ControlProps = { ticket: TicketDetail };

/** Saves one field change: a toast either way; rejects on failure so the control shows the stored value again. */
function useSaveTicketField(ticket: TicketDetail) {
  const { t } = useTranslation();
  const mutation = useUpdateTicket(ticket.id);
  return async (change: TicketChange) => {
    try {
      await mutation.mutateAsync(change);
    } catch (error) {
      // The API's sentence is in the user's language ("This status is not allowed"); a field message first.
      const fields = (error as { fields?: Record<string, string> }).fields;
      const message =
        Object.values(fields ?? {})[0] ??
        (error instanceof Error && error.message ? error.message : t('ticketWindow.change.failed'));
      toast.error(message);
      throw error;
    }
    toast.success(t(`ticketWindow.change.saved.${change.field}`));
  };
}

/** The status as staff change it: the statuses the policy offers from where the ticket stands. */
export function TicketStatusControl({ ticket, choices }: ControlProps & { choices: readonly TicketStatus[] }) {
  const { t } = useTranslation();
  const save = useSaveTicketField(ticket);
  const options = TICKET_STATUSES.filter((status) => status === ticket.status || choices.includes(status)).map(
    (value) => ({ value, label: t(`work.status.${value}`), color: STATUS_COLORS[value] }),
  );
  return (
    <LazyInlineSelect
      t={t}
      value={ticket.status}
      options={options}
      record="ticket"
      field="status"
      subject={ticket.subject}
      width="100%"
      onChange={(status) => save({ field: 'status', body: { status } })}
    />
  );
}

export function TicketPriorityControl({ ticket }: ControlProps) {
  const { t } = useTranslation();
  const save = useSaveTicketField(ticket);
  const options = TICKET_PRIORITIES.map((value) => ({
    value,
    label: t(`ticketValues.priority.${value}`),
    color: TICKET_PRIORITY_COLORS[value],
  }));
  return (
    <LazyInlineSelect
      t={t}
      value={ticket.priority}
      options={options}
      record="ticket"
      field="priority"
      subject={ticket.subject}
      width="100%"
      onChange={(priority) => save({ field: 'priority', body: { priority } })}
    />
  );
}

type ConfirmedSelectProps = {
  value: string;
  data: { value: string; label: string }[];
  /** The field, for the label and the confirmation's sentence. */
  field: ChangeField;
  subject: string;
  /** A value as the confirmation reads it; null for none (nobody). */
  describe: (value: string) => string | null;
  save: (value: string) => Promise<void>;
};

/** A select whose choice is confirmed with the old and the new value; the new value shows while saved, the old one again on failure. */
function ConfirmedSelect({ value, data, field, subject, describe, save }: ConfirmedSelectProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<string | null>(null);
  const choose = async (next: string | null) => {
    if (next === null || next === value) return;
    if (!(await confirmChange({ record: 'ticket', field, subject, from: describe(value), to: describe(next) }))) return;
    setPending(next);
    try {
      await save(next);
    } catch {
      // Told already; the stored value shows again.
    } finally {
      setPending(null);
    }
  };
  return (
    <LazySelect
      size="xs"
      w="100%"
      maw={240}
      aria-label={`${t(`list.change.label.${field}`)}: ${subject}`}
      value={pending ?? value}
      data={data}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('common.empty')}
      disabled={pending !== null}
      onChange={(next) => void choose(next)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/* Select values are strings; "nobody" needs one of its own. */
const UNASSIGNED = 'none';

/** The assignee: an internal user, or nobody. */
export function TicketAssigneeControl({ ticket }: ControlProps) {
  const { t } = useTranslation();
  const save = useSaveTicketField(ticket);
  const people = useAssigneeOptions();
  const current = ticket.assignee ? String(ticket.assignee.id) : UNASSIGNED;
  // An assignee no longer in the lookup (deactivated) still shows by name.
  const stillListed = ticket.assignee === null || people.some((person) => person.value === current);
  const data = [
    { value: UNASSIGNED, label: t('ticketWindow.unassigned') },
    ...(stillListed || !ticket.assignee ? [] : [{ value: current, label: personName(ticket.assignee) }]),
    ...people,
  ];
  const describe = (value: string) =>
    value === UNASSIGNED ? null : (data.find((option) => option.value === value)?.label ?? null);
  return (
    <ConfirmedSelect
      value={current}
      data={data}
      field="assignee"
      subject={ticket.subject}
      describe={describe}
      save={(value) => save({ field: 'assignee', body: { assigneeId: value === UNASSIGNED ? null : Number(value) } })}
    />
  );
}

/** The category: one of the ticket categories (a ticket always has one once set). */
export function TicketCategoryControl({ ticket }: ControlProps) {
  const save = useSaveTicketField(ticket);
  const categories = useTicketCategoryOptions();
  const current = ticket.category ? String(ticket.category.id) : '';
  const data =
    ticket.category && !categories.some((option) => option.value === current)
      ? [{ value: current, label: ticket.category.name }, ...categories]
      : categories;
  const describe = (value: string) => data.find((option) => option.value === value)?.label ?? null;
  return (
    <ConfirmedSelect
      value={current}
      data={data}
      field="category"
      subject={ticket.subject}
      describe={describe}
      save={(value) => save({ field: 'category', body: { categoryId: Number(value) } })}
    />
  );
}

/** The deadline: a day from today on, or none (cleared). */
export function TicketDeadlineControl({ ticket }: ControlProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveTicketField(ticket);
  const today = useAppToday();
  // Boxed, so that "clearing it is under way" (null) differs from "nothing under way".
  const [pending, setPending] = useState<{ deadline: string | null } | null>(null);
  const field = t('ticketWindow.fields.deadline');
  const shown = (value: string | null) =>
    value ? (
      formatDate(value, i18n.language)
    ) : (
      <Text span c="dimmed" size="sm">
        {t('ticketWindow.noDeadline')}
      </Text>
    );

  const choose = async (next: string | null) => {
    if (next === ticket.deadline) return;
    const text = (value: string | null) => (value ? formatDate(value, i18n.language) : null);
    const isConfirmed = await confirmChange({
      record: 'ticket',
      field: 'deadline',
      subject: ticket.subject,
      from: text(ticket.deadline),
      to: text(next),
      oldValue: shown(ticket.deadline),
      newValue: shown(next),
    });
    if (!isConfirmed) return;
    setPending({ deadline: next });
    try {
      await save({ field: 'deadline', body: { deadline: next } });
    } catch {
      // Told already; the stored deadline shows again.
    } finally {
      setPending(null);
    }
  };

  return (
    <DateField
      size="xs"
      w="100%"
      maw={240}
      aria-label={`${field}: ${ticket.subject}`}
      placeholder={t('ticketWindow.noDeadline')}
      // Read as a value ("No deadline"), so in the dimmed text colour that meets AA, not the paler placeholder grey.
      placeholderIsValue
      value={pending ? pending.deadline : ticket.deadline}
      // Only a day from today on; the server checks it too.
      minDate={today}
      clearable
      clearButtonProps={{ 'aria-label': t('ticketWindow.change.clearDeadline') }}
      disabled={pending !== null}
      onChange={(next) => void choose(next)}
      popoverProps={{ withinPortal: true }}
    />
  );
}
