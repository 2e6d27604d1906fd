import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginRecord } from '@workspace/shared/insight/login-records.schemas';
import { BURST_MIN_FAILURES, BURST_WINDOW_MINUTES } from '@workspace/shared/insight/login-records.constants';
import type { Column } from '../../../components/data-table';
import { useHint } from '../../../components/hover-tip';
import { personName } from '../../../lib/format';
import { formatLoginTime } from './login-time';

const dash = (
  <Text span size="sm" c="dimmed">
    –
  </Text>
);

/** A failed attempt among many for its account or IP: red, with the rule in a tooltip and for screen readers. */
function BurstBadge() {
  const { t } = useTranslation();
  const rule = t('loginRecords.burst.rule', { failures: BURST_MIN_FAILURES, minutes: BURST_WINDOW_MINUTES });
  const hint = useHint();
  // Focusable, so the tooltip opens from the keyboard too.
  return (
    <Badge
      color="red"
      variant="filled"
      size="sm"
      tabIndex={0}
      {...hint(rule, { multiline: true, w: 260, withArrow: true, onFocus: true })}
    >
      {t('loginRecords.burst.label')}
      <VisuallyHidden>: {rule}</VisuallyHidden>
    </Badge>
  );
}

/** The login history's columns; the sortable keys are the list's sort fields. */
export function useLoginRecordColumns(timeZone: string): Column<LoginRecord>[] {
  const { t, i18n } = useTranslation();
  const reason = (value: string) => t(`loginRecords.reason.${value}`, { defaultValue: value });
  return [
    {
      key: 'user',
      title: t('loginRecords.fields.user'),
      sortable: true,
      // A long address (tried by nobody's account) breaks rather than widening the table past a laptop.
      wrap: true,
      minWidth: 150,
      render: (row) =>
        row.user ? (
          personName(row.user)
        ) : (
          // Nobody has this email: the address tried is all there is.
          <Text span size="sm" c="dimmed" title={t('loginRecords.noUser')} style={{ overflowWrap: 'anywhere' }}>
            {row.email}
          </Text>
        ),
    },
    {
      key: 'email',
      title: t('loginRecords.fields.email'),
      sortable: true,
      wrap: true,
      minWidth: 170,
      render: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.email}</span>,
    },
    {
      key: 'createdAt',
      title: t('loginRecords.fields.createdAt'),
      sortable: true,
      render: (row) => (
        <Text component="time" size="sm" dateTime={row.createdAt}>
          {formatLoginTime(row.createdAt, i18n.language, timeZone)}
        </Text>
      ),
    },
    { key: 'ip', title: t('loginRecords.fields.ip'), sortable: true, render: (row) => row.ip },
    { key: 'country', title: t('loginRecords.fields.country'), sortable: true, render: (row) => row.country ?? dash },
    { key: 'region', title: t('loginRecords.fields.region'), render: (row) => row.region ?? dash },
    {
      key: 'status',
      title: t('loginRecords.fields.status'),
      sortable: true,
      render: (row) => (
        <Stack gap={2} align="flex-start">
          <Group gap={4} wrap="nowrap">
            <Badge color={row.status === 'success' ? 'teal' : 'red'} variant="light" size="sm">
              {t(`loginRecords.status.${row.status}`)}
            </Badge>
            {row.burst && <BurstBadge />}
          </Group>
          {row.reason && (
            <Text size="xs" c="dimmed">
              {reason(row.reason)}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
}
