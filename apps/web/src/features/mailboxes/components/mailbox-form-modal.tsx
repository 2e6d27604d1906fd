import {
  Alert,
  Button,
  Group,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAILBOX_AFTER_IMPORT,
  MAILBOX_FOLDER_MAX,
  MAILBOX_HOST_MAX,
  MAILBOX_NAME_MAX,
  MAILBOX_USERNAME_MAX,
} from '@workspace/shared/mailboxes/mailboxes.constants';
import {
  createMailboxSchema,
  updateMailboxSchema,
  type Mailbox,
  type TestMailboxResponse,
} from '@workspace/shared/mailboxes/mailboxes.schemas';
import { TICKET_DEPARTMENTS } from '@workspace/shared/tickets/tickets.constants';
import { FormModal, useFormModal } from '../../../components/form-modal';
import { ApiError } from '../../../lib/api-client';
import { useTicketCategoryOptions } from '../../../lib/lookups';
import { testMailbox, useSaveMailbox } from '../api/mailboxes';

type Props = { mailbox: Mailbox | null; onClose: () => void };

type Values = {
  name: string;
  host: string;
  port: number | string;
  tls: boolean;
  username: string;
  password: string;
  folder: string;
  afterImport: string;
  moveTo: string;
  address: string;
  department: string;
  categoryId: string | null;
  allowUnknownSenders: boolean;
  enabled: boolean;
};

const toRequest = (values: Values) => ({
  ...values,
  port: values.port === '' ? undefined : Number(values.port),
  moveTo: values.afterImport === 'move' && values.moveTo.trim() !== '' ? values.moveTo : null,
  categoryId: values.categoryId === null ? null : Number(values.categoryId),
});

/** Add or edit a support mailbox, with "Test connection" on the settings as typed. */
export function MailboxFormModal({ mailbox, onClose }: Props) {
  const { t } = useTranslation();
  const isEdit = mailbox !== null;
  const save = useSaveMailbox();
  const categories = useTicketCategoryOptions();
  const [test, setTest] = useState<TestMailboxResponse | 'running' | null>(null);
  const modal = useFormModal({
    initialValues: {
      name: mailbox?.name ?? '',
      host: mailbox?.host ?? '',
      port: mailbox?.port ?? 993,
      tls: mailbox?.tls ?? true,
      username: mailbox?.username ?? '',
      password: '',
      folder: mailbox?.folder ?? 'INBOX',
      afterImport: mailbox?.afterImport ?? 'flag',
      moveTo: mailbox?.moveTo ?? '',
      address: mailbox?.address ?? '',
      department: mailbox?.department ?? 'support',
      categoryId: mailbox?.categoryId == null ? null : String(mailbox.categoryId),
      allowUnknownSenders: mailbox?.allowUnknownSenders ?? true,
      enabled: mailbox?.enabled ?? true,
    } satisfies Values as Values,
    schema: isEdit ? updateMailboxSchema : createMailboxSchema,
    toRequest,
    save: (body) => save.mutateAsync({ id: mailbox?.id ?? null, body: body as never }),
    success: t(isEdit ? 'mailboxes.updated' : 'mailboxes.created'),
    failure: t('mailboxes.failedToSave'),
    onClose,
  });
  const { form } = modal;

  const runTest = async () => {
    const values = form.getValues();
    setTest('running');
    try {
      setTest(
        await testMailbox({
          host: values.host,
          port: Number(values.port),
          tls: values.tls,
          username: values.username,
          password: values.password,
          folder: values.folder,
          mailboxId: mailbox?.id ?? null,
        }),
      );
    } catch (error) {
      setTest(null);
      if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
      else form.setErrors({ host: error instanceof Error ? error.message : t('mailboxes.failure.other') });
    }
  };

  return (
    <FormModal modal={modal} size="lg" title={t(isEdit ? 'mailboxes.editMailbox' : 'mailboxes.newMailbox')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('mailboxes.fields.name')}
          withAsterisk
          maxLength={MAILBOX_NAME_MAX}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('mailboxes.fields.address')}
          description={t('mailboxes.fields.addressHint')}
          withAsterisk
          type="email"
          {...form.getInputProps('address')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('mailboxes.fields.host')}
          withAsterisk
          maxLength={MAILBOX_HOST_MAX}
          placeholder="imap.gmail.com"
          {...form.getInputProps('host')}
        />
        <NumberInput
          label={t('mailboxes.fields.port')}
          withAsterisk
          min={1}
          max={65535}
          {...form.getInputProps('port')}
        />
        <Switch
          mt={{ base: 0, sm: 30 }}
          label={t('mailboxes.fields.tls')}
          {...form.getInputProps('tls', { type: 'checkbox' })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('mailboxes.fields.username')}
          withAsterisk
          maxLength={MAILBOX_USERNAME_MAX}
          autoComplete="off"
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={t('mailboxes.fields.password')}
          description={isEdit ? t('mailboxes.fields.passwordKeep') : t('mailboxes.fields.passwordHint')}
          withAsterisk={!isEdit}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
      </SimpleGrid>
      <TextInput
        label={t('mailboxes.fields.folder')}
        withAsterisk
        maxLength={MAILBOX_FOLDER_MAX}
        {...form.getInputProps('folder')}
      />
      <Group gap="sm" align="center">
        <Button variant="light" onClick={() => void runTest()} loading={test === 'running'}>
          {t('mailboxes.test.button')}
        </Button>
      </Group>
      {test !== null && test !== 'running' && (
        <Alert color={test.ok ? 'green' : 'red'} role="status" p="xs">
          <Text size="sm">{test.ok ? t('mailboxes.test.ok') : t(`mailboxes.failure.${test.failure ?? 'other'}`)}</Text>
          {test.detail && (
            <Text size="xs" c="dimmed">
              {t('mailboxes.test.serverSaid', { detail: test.detail })}
            </Text>
          )}
        </Alert>
      )}
      <div>
        <Text size="sm" fw={500} mb={4} id="mailbox-after-import">
          {t('mailboxes.fields.afterImport')}
        </Text>
        <SegmentedControl
          aria-labelledby="mailbox-after-import"
          fullWidth
          data={MAILBOX_AFTER_IMPORT.map((value) => ({ value, label: t(`mailboxes.after.${value}`) }))}
          {...form.getInputProps('afterImport')}
        />
      </div>
      {form.getValues().afterImport === 'move' && (
        <TextInput
          label={t('mailboxes.fields.moveTo')}
          withAsterisk
          maxLength={MAILBOX_FOLDER_MAX}
          {...form.getInputProps('moveTo')}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('mailboxes.fields.department')}
          withAsterisk
          allowDeselect={false}
          data={TICKET_DEPARTMENTS.map((value) => ({ value, label: t(`ticketValues.department.${value}`) }))}
          {...form.getInputProps('department')}
        />
        <Select
          label={t('mailboxes.fields.category')}
          placeholder={t('mailboxes.fields.noCategory')}
          clearable
          data={categories}
          {...form.getInputProps('categoryId')}
        />
      </SimpleGrid>
      <Switch
        label={t('mailboxes.fields.allowUnknownSenders')}
        description={t('mailboxes.fields.allowUnknownSendersHint')}
        {...form.getInputProps('allowUnknownSenders', { type: 'checkbox' })}
      />
      <Switch label={t('mailboxes.fields.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
    </FormModal>
  );
}
