import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outgoingMailColumns as columnSpec } from '@workspace/shared/columns/outgoing-mail';
import { DataTable } from '../../components/data-table';
import { lazyComponent } from '../../components/lazy-component';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { tableBindings, useListState } from '../../components/use-list-state';
import { ApiError } from '../../lib/api-client';
import { listQueryOptions } from '../../lib/list-api';
import { outgoingMailList } from './outgoing-mail-list';
import { useOutgoingMailColumns } from './components/outgoing-mail-columns';
import { OutgoingMailFilters } from './components/outgoing-mail-filters';
import './components/outgoing-mail-texts';

/* The preview (a drawer with the mail's headers, HTML and text) loads when a mail is first opened. */
const MailPreview = lazyComponent(
  () => import('./components/mail-preview').then((module) => module.MailPreview),
  () => null,
);

/**
 * /outgoing-mail (master): the delivery log, every mail the app queued, where it stands (queued,
 * sent, failed), how many tries it took and the last error; a mail's subject opens its preview.
 */
export function Component() {
  const { t } = useTranslation();
  const list = useListState(outgoingMailList);
  const mails = useQuery({ ...listQueryOptions(outgoingMailList, list.listParams), retry: false });
  const listError = mails.error instanceof ApiError ? mails.error : null;
  const filterErrors = listError?.status === 400 ? (listError.fields ?? {}) : {};
  const [previewId, setPreviewId] = useState<number | null>(null);
  // Once opened, the preview stays mounted, so that closing it plays the drawer's transition.
  const [previewLoaded, setPreviewLoaded] = useState(false);
  const columns = useOutgoingMailColumns((mail) => {
    setPreviewLoaded(true);
    setPreviewId(mail.id);
  });
  return (
    <>
      <PageHeader title={t('screens.outgoingMail')} />
      <Text size="sm" c="dimmed" mb="sm" maw={760}>
        {t('outgoingMail.intro')}
      </Text>
      <ListToolbar list={list} filters={<OutgoingMailFilters list={list} errors={filterErrors} />} />
      {listError && (
        <Alert color="red" mb="sm" title={listError.message}>
          {Object.values(filterErrors).join(' ')}
        </Alert>
      )}
      <DataTable
        columnsOf={columnSpec}
        label={t('outgoingMail.listLabel')}
        columns={columns}
        rowKey={(row) => row.id}
        {...tableBindings(list, mails)}
        rows={listError ? [] : mails.data?.data}
        total={listError ? 0 : (mails.data?.meta.total ?? 0)}
      />
      {previewLoaded && <MailPreview id={previewId} onClose={() => setPreviewId(null)} />}
    </>
  );
}
