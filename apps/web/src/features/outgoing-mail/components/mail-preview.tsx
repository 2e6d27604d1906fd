import { Alert, Center, Code, Drawer, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutgoingMailDetail } from '@workspace/shared/insight/outgoing-mail.schemas';
import { ToggleGroup } from '../../../components/toggle-group';
import { api } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { outgoingMailKeys } from '../outgoing-mail-list';
import { OutgoingMailStatusBadge, useMailKind } from './outgoing-mail-status';

type Props = {
  /** The mail shown; null closes the drawer. */
  id: number | null;
  onClose: () => void;
};

/** One mail of the delivery log beside the list: its headers, then its HTML or its plain text. */
export function MailPreview({ id, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="min(44rem, 100%)"
      title={t('outgoingMail.preview.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {id !== null && <MailDetail key={id} id={id} />}
    </Drawer>
  );
}

function MailDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const kindLabel = useMailKind();
  const [view, setView] = useState<'html' | 'text'>('html');
  const mail = useQuery({
    queryKey: outgoingMailKeys.detail(id),
    queryFn: () => api<{ mail: OutgoingMailDetail }>('GET', `/api/outgoing-mail/${id}`).then((answer) => answer.mail),
  });
  if (mail.error) return <Alert color="red" title={t('outgoingMail.preview.failed')} />;
  if (!mail.data) {
    return (
      <Center p="lg">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  const { data } = mail;
  const rows: [string, React.ReactNode][] = [
    [t('outgoingMail.fields.recipient'), data.recipient],
    [t('outgoingMail.fields.subject'), data.subject],
    [t('outgoingMail.fields.messageId'), <Code key="id">{data.messageId}</Code>],
    ...(data.headers.inReplyTo
      ? [
          [t('outgoingMail.fields.inReplyTo'), <Code key="irt">{data.headers.inReplyTo}</Code>] as [
            string,
            React.ReactNode,
          ],
        ]
      : []),
    ...(data.headers.references?.length
      ? [
          [t('outgoingMail.fields.references'), <Code key="ref">{data.headers.references.join(' ')}</Code>] as [
            string,
            React.ReactNode,
          ],
        ]
      : []),
    ...(data.headers.listUnsubscribe
      ? [
          [t('outgoingMail.fields.listUnsubscribe'), <Code key="unsub">{data.headers.listUnsubscribe}</Code>] as [
            string,
            React.ReactNode,
          ],
        ]
      : []),
    ...(data.headers.replyTo
      ? [
          [t('outgoingMail.fields.replyTo'), <Code key="reply">{data.headers.replyTo}</Code>] as [
            string,
            React.ReactNode,
          ],
        ]
      : []),
    [t('outgoingMail.fields.kind'), kindLabel(data.kind)],
    [t('outgoingMail.fields.language'), t(`outgoingMail.languages.${data.language}`, { defaultValue: data.language })],
    [t('outgoingMail.fields.status'), <OutgoingMailStatusBadge key="status" status={data.status} />],
    [t('outgoingMail.fields.tries'), data.tries],
    ...(data.lastError ? [[t('outgoingMail.fields.lastError'), data.lastError] as [string, React.ReactNode]] : []),
    [t('outgoingMail.fields.createdAt'), formatDateTime(data.createdAt, i18n.language)],
    ...(data.sentAt
      ? [[t('outgoingMail.fields.sentAt'), formatDateTime(data.sentAt, i18n.language)] as [string, React.ReactNode]]
      : []),
  ];
  return (
    <Stack gap="md">
      <section aria-labelledby={`mail-${id}-headers`}>
        <Title order={3} size="h5" mb="xs" id={`mail-${id}-headers`}>
          {t('outgoingMail.preview.headers')}
        </Title>
        <Table withRowBorders={false} verticalSpacing={4} layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="34%" fw={600} fz="sm" style={{ verticalAlign: 'top' }}>
                  {label}
                </Table.Th>
                <Table.Td fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
      <Group justify="space-between" gap="xs">
        <ToggleGroup
          aria-label={t('outgoingMail.preview.title')}
          size="xs"
          value={view}
          onChange={setView}
          data={[
            { value: 'html', label: t('outgoingMail.preview.html') },
            { value: 'text', label: t('outgoingMail.preview.text') },
          ]}
        />
      </Group>
      {view === 'html' ? (
        /*
         * The mail's HTML as a mail client shows it, in a frame sandboxed of everything (no script,
         * no form, no navigation, an origin of its own): it cannot reach the app. The page's CSP
         * (default-src 'self', script-src 'self') holds inside it too, so no image or font is
         * fetched from elsewhere.
         */
        <iframe
          title={t('outgoingMail.preview.htmlFrame')}
          sandbox=""
          srcDoc={data.html}
          style={{
            width: '100%',
            height: 420,
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 4,
            background: '#fff',
          }}
        />
      ) : (
        <Text
          component="pre"
          size="sm"
          p="sm"
          style={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            margin: 0,
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 4,
          }}
        >
          {data.text}
        </Text>
      )}
    </Stack>
  );
}
