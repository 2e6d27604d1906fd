import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cols } from '@workspace/shared/common/list-columns';
import type { Activity } from '@workspace/shared/insight/activities.schemas';
import { ColumnTableOrCards, type Column } from '../../../components/data-table';
import '../../../lib/activity-labels';
import { personName } from '../../../lib/format';
import { recordPath } from '../../../lib/record-links';
import { formatDateTime, formatRelativeTime } from '../../../lib/relative-time';

/* A phone card: who (above), what (its title), the record (beside it) and when. */
const CARD = cols('latest-activity', 'actor! action:title record:status createdAt:date');

/** The latest audit rows (who did what to which record, when) and the way to the whole trail; cards on a phone. */
export function LatestActivity({ rows }: { rows: Activity[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const titleId = useId();
  // The audit trail's own words for actions and record types; an unknown one shows as stored.
  const actionLabel = (action: string) =>
    t(`activities.actions.${action.replaceAll('.', '_')}`, { defaultValue: action });
  const typeLabel = (type: string) => t(`activities.entityTypes.${type}`, { defaultValue: type });
  const columns: Column<Activity>[] = [
    {
      key: 'createdAt',
      title: t('dashboard.activity.when'),
      render: (row) => (
        <Text component="time" size="sm" dateTime={row.createdAt} title={formatDateTime(row.createdAt, locale)}>
          {formatRelativeTime(row.createdAt, locale)}
        </Text>
      ),
    },
    {
      key: 'actor',
      title: t('dashboard.activity.who'),
      render: (row) => (row.actor ? personName(row.actor) : t('activities.system')),
    },
    { key: 'action', title: t('dashboard.activity.what'), render: (row) => actionLabel(row.action) },
    {
      key: 'record',
      title: t('dashboard.activity.record'),
      render: (row) => {
        const label =
          row.entityId === null ? typeLabel(row.entityType) : `${typeLabel(row.entityType)} #${row.entityId}`;
        const path = recordPath(row);
        return path ? (
          <Anchor component={Link} to={path} size="sm">
            {label}
          </Anchor>
        ) : (
          label
        );
      },
    },
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={3} size="h5" id={titleId}>
          {t('dashboard.activity.title')}
        </Title>
        <Anchor component={Link} to="/users-activity" size="sm">
          {t('dashboard.activity.all')}
        </Anchor>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.activity.none')}
        </Text>
      ) : (
        <ColumnTableOrCards
          cards={CARD}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          minWidth={560}
          aria-label={t('dashboard.activity.title')}
          focusableScroll
        />
      )}
    </Paper>
  );
}
