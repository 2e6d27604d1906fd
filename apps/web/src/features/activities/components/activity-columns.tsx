import { Anchor, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Activity } from '@workspace/shared/insight/activities.schemas';
import type { Column } from '../../../components/data-table';
import { RowActions } from '../../../components/row-actions';
import { recordPath } from '../../../lib/record-links';
import { ActivityChanges } from './activity-changes';
import { useActivityText } from './activity-text';
import { ActivityTime } from './activity-time';

/** The record of a row: a link to its screen where one exists. */
function RecordCell({ row }: { row: Activity }) {
  const { recordLabel } = useActivityText();
  const path = recordPath(row);
  const label = recordLabel(row);
  return path ? (
    <Anchor component={Link} to={path} size="sm">
      {label}
    </Anchor>
  ) : (
    <Text span size="sm">
      {label}
    </Text>
  );
}

/** The audit trail's columns; the sortable keys are the list's sort fields. `onHistory` opens one record's history. */
export function useActivityColumns(onHistory: (row: Activity) => void): Column<Activity>[] {
  const { t } = useTranslation();
  const { actionLabel, actorName, recordLabel } = useActivityText();
  return [
    {
      key: 'createdAt',
      title: t('activities.fields.createdAt'),
      sortable: true,
      render: (row) => <ActivityTime iso={row.createdAt} />,
    },
    { key: 'actor', title: t('activities.fields.actor'), sortable: true, render: (row) => actorName(row) },
    {
      key: 'action',
      title: t('activities.fields.action'),
      sortable: true,
      render: (row) => (
        <Text span size="sm" title={row.action}>
          {actionLabel(row.action)}
        </Text>
      ),
    },
    {
      key: 'entityType',
      title: t('activities.fields.record'),
      sortable: true,
      render: (row) => <RecordCell row={row} />,
    },
    {
      key: 'changes',
      title: t('activities.fields.changes'),
      wrap: true,
      minWidth: 260,
      render: (row) => <ActivityChanges row={row} />,
    },
    { key: 'ip', title: t('activities.fields.ip'), render: (row) => row.ip ?? '–' },
    {
      key: 'history',
      title: t('common.actions'),
      render: (row) =>
        row.entityId === null ? null : (
          <RowActions
            t={t}
            actions={[
              {
                key: 'history',
                label: t('activities.history.open', { record: recordLabel(row) }),
                icon: <IconHistory size={16} />,
                onClick: () => onHistory(row),
              },
            ]}
          />
        ),
    },
  ];
}
