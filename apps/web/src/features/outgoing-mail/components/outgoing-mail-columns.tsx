import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutgoingMail } from '@workspace/shared/insight/outgoing-mail.schemas';
import type { Column } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { OutgoingMailStatusBadge, useMailKind } from './outgoing-mail-status';

const dash = (
  <Text span size="sm" c="dimmed">
    –
  </Text>
);

/**
 * The delivery log's columns; the sortable keys are the list's sort fields. The subject opens the
 * preview, which also shows when a mail was sent (a column of its own would not fit 1366 px).
 */
export function useOutgoingMailColumns(onPreview: (mail: OutgoingMail) => void): Column<OutgoingMail>[] {
  const { t, i18n } = useTranslation();
  const kindLabel = useMailKind();
  const moment = (iso: string | null) =>
    iso ? (
      <Text component="time" size="sm" dateTime={iso}>
        {formatDateTime(iso, i18n.language)}
      </Text>
    ) : (
      dash
    );
  return [
    {
      key: 'subject',
      title: t('outgoingMail.fields.subject'),
      wrap: true,
      minWidth: 220,
      render: (row) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="left"
          onClick={() => onPreview(row)}
          aria-label={t('outgoingMail.preview.open', { recipient: row.recipient, subject: row.subject })}
        >
          {row.subject}
        </Anchor>
      ),
    },
    {
      key: 'status',
      title: t('outgoingMail.fields.status'),
      sortable: true,
      // Beside the subject: on a phone the two stay in view while the other columns scroll.
      render: (row) => <OutgoingMailStatusBadge status={row.status} />,
    },
    {
      key: 'recipient',
      title: t('outgoingMail.fields.recipient'),
      sortable: true,
      wrap: true,
      minWidth: 170,
      render: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.recipient}</span>,
    },
    { key: 'kind', title: t('outgoingMail.fields.kind'), wrap: true, render: (row) => kindLabel(row.kind) },
    { key: 'tries', title: t('outgoingMail.fields.tries'), align: 'right', render: (row) => row.tries },
    {
      key: 'lastError',
      title: t('outgoingMail.fields.lastError'),
      wrap: true,
      minWidth: 160,
      render: (row) =>
        row.lastError ? (
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.lastError}
          </Text>
        ) : (
          dash
        ),
    },
    {
      key: 'createdAt',
      title: t('outgoingMail.fields.createdAt'),
      sortable: true,
      render: (row) => moment(row.createdAt),
    },
  ];
}
