import { Button, Group, Input, Paper, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ATTACHMENTS_PER_COMMENT, DESCRIPTION_MAX } from '@workspace/shared/common/limits';
import type { TicketDetail } from '@workspace/shared/tickets/tickets.schemas';
import { TICKET_SUBJECT_MAX } from '@workspace/shared/tickets/tickets.constants';
import { AttachmentPicker } from '../../components/conversation/attachment-picker';
import { PageHeader } from '../../components/page-header';
import { LazySelect } from '../../components/lazy-select';
import { ApiError } from '../../lib/api-client';
import { reportSubmitError } from '../../lib/form-validation';
import { hasErrors, lazyChecks } from '../../lib/lazy-checks';
import { useTicketCategoryOptions, useTicketProjectOptions } from '../../lib/lookups';
import { toast } from '../../lib/toast';
import { useCreateTicket } from './api/create-ticket';
import { checkAttachmentContent } from './components/attachment-content';
import { useTicketOptions } from './components/ticket-badges';
import { ticketWindowPath } from './components/ticket-columns';

type Values = {
  subject: string;
  description: string;
  /* null rather than '' while nothing is chosen, so the selects show their placeholders. */
  priority: string | null;
  department: string | null;
  type: string | null;
  categoryId: string | null;
  projectId: string;
};

/* The project select's "No project" choice; project ids are digits, so it cannot clash with one. */
const NO_PROJECT = 'none';

/* What the shared schema checks: "No project" is no project. */
const toFields = (values: Values) => ({
  ...values,
  projectId: values.projectId === NO_PROJECT ? null : values.projectId,
});

const checks = lazyChecks(() => import('./create-ticket-checks'));

const initialValues: Values = {
  subject: '',
  description: '',
  priority: 'medium',
  department: null,
  type: null,
  categoryId: null,
  projectId: NO_PROJECT,
};

/**
 * /create-ticket (customers): subject, description, priority, department, type, category, an
 * optional project and up to five files, sent as one multipart request. The shared schema checks
 * the fields before the call; the picker refuses a wrong file by its name, type and size, and
 * this page by its first bytes.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTicket();
  const categories = useTicketCategoryOptions();
  const projects = useTicketProjectOptions();
  const { priorityOptions, departmentOptions, typeOptions } = useTicketOptions();
  const [files, setFiles] = useState<File[]>([]);
  const [contentRejections, setContentRejections] = useState<string[]>([]);
  // A refused upload (413, 415, or a message the server puts under `files`) shows under the picker.
  const [filesError, setFilesError] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues, onValuesChange: checks.prepare });

  const changeFiles = async (next: File[]) => {
    setFilesError(null);
    const added = next.filter((file) => !files.includes(file));
    if (added.length === 0) {
      setContentRejections([]);
      setFiles(next);
      return;
    }
    const { accepted, rejected } = await checkAttachmentContent(added);
    setContentRejections(rejected.map((file) => file.name));
    setFiles((current) => [...current, ...accepted].slice(0, ATTACHMENTS_PER_COMMENT));
  };

  const onSubmit = form.onSubmit(async (values) => {
    const { ticketFieldsErrors, ticketFields } = await checks.get();
    const errors = ticketFieldsErrors(toFields(values), t);
    if (hasErrors(errors)) return form.setErrors(errors);
    setFilesError(null);
    let ticket: TicketDetail;
    try {
      // Validation has passed, so parsing gives the trimmed fields the server expects.
      ({ ticket } = await create.mutateAsync({ fields: ticketFields(toFields(values)), files }));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
        setFilesError(error.message);
        return;
      }
      const filesMessage = error instanceof ApiError ? error.fields?.files : undefined;
      if (filesMessage) setFilesError(filesMessage);
      reportSubmitError(error, form.setErrors, t('tickets.form.failed'));
      return;
    }
    toast.success(t('tickets.form.created', { id: ticket.id }));
    await navigate(ticketWindowPath(ticket));
  });

  const subjectLength = form.values.subject.length;
  const lookup = { searchable: true, nothingFoundMessage: t('common.empty') };
  const isBusy = form.submitting;

  return (
    <>
      <PageHeader title={t('screens.createTicket')}>
        <Button component={Link} to="/ticket" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('tickets.form.back')}
        </Button>
      </PageHeader>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={800}>
        <form onSubmit={onSubmit} noValidate aria-label={t('screens.createTicket')}>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('tickets.form.intro')}
            </Text>
            <TextInput
              label={t('tickets.fields.subject')}
              placeholder={t('tickets.form.subjectPlaceholder')}
              withAsterisk
              maxLength={TICKET_SUBJECT_MAX}
              description={t('tickets.form.counter', { length: subjectLength, max: TICKET_SUBJECT_MAX })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.getInputProps('subject')}
            />
            <Textarea
              label={t('tickets.fields.description')}
              placeholder={t('tickets.form.descriptionPlaceholder')}
              withAsterisk
              autosize
              minRows={5}
              maxRows={16}
              maxLength={DESCRIPTION_MAX}
              {...form.getInputProps('description')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LazySelect
                label={t('tickets.fields.priority')}
                withAsterisk
                allowDeselect={false}
                data={priorityOptions}
                {...form.getInputProps('priority')}
              />
              <LazySelect
                allowDeselect={false}
                label={t('tickets.fields.department')}
                placeholder={t('tickets.form.choose')}
                withAsterisk
                data={departmentOptions}
                {...form.getInputProps('department')}
              />
              <LazySelect
                allowDeselect={false}
                label={t('tickets.fields.type')}
                placeholder={t('tickets.form.choose')}
                withAsterisk
                data={typeOptions}
                {...form.getInputProps('type')}
              />
              <LazySelect
                allowDeselect={false}
                label={t('tickets.fields.category')}
                placeholder={t('tickets.form.choose')}
                withAsterisk
                data={categories}
                {...lookup}
                {...form.getInputProps('categoryId')}
              />
            </SimpleGrid>
            <LazySelect
              label={t('tickets.fields.project')}
              description={t('tickets.form.projectHint')}
              allowDeselect={false}
              data={[{ value: NO_PROJECT, label: t('tickets.form.noProject') }, ...projects]}
              {...lookup}
              {...form.getInputProps('projectId')}
            />
            <Input.Wrapper
              labelElement="div"
              label={t('tickets.fields.attachments')}
              description={t('tickets.form.attachmentsHint')}
              error={filesError}
            >
              <Stack gap="xs" mt={4}>
                <AttachmentPicker files={files} onChange={(next) => void changeFiles(next)} disabled={isBusy} />
                {contentRejections.length > 0 && (
                  <Stack gap={2} role="alert">
                    {contentRejections.map((name, index) => (
                      <Text key={`${name}-${index}`} size="sm" c="var(--ws-danger-text)">
                        {t('tickets.form.contentRejected', { name })}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Input.Wrapper>
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to="/ticket" variant="default">
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={isBusy}>
                {t('tickets.form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
