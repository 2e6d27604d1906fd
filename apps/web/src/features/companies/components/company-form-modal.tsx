import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { companyRequestSchema, type Company } from '@workspace/shared/companies/companies.schemas';
import { NAME_MAX } from '@workspace/shared/common/limits';
import { LimitedTextInput } from '../../../components/limited-field';
import { FormModal, useFormModal } from '../../../components/form-modal';
import { formatIban } from '../../../lib/format';
import { useSaveCompany } from '../api/save-company';

type Props = { company: Company | null; onClose: () => void };

const FIELDS = [
  'name',
  'websiteDomain',
  'description',
  'address',
  'phone',
  'email',
  'taxNumber',
  'taxOffice',
  'iban',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** Create or edit a company, checked by the server's schema (IBAN checksum included). */
export function CompanyFormModal({ company, onClose }: Props) {
  const { t } = useTranslation();
  const isEdit = company !== null;
  const save = useSaveCompany();
  const modal = useFormModal<Values>({
    initialValues: {
      ...(Object.fromEntries(FIELDS.map((field) => [field, company?.[field] ?? ''])) as Values),
      iban: company?.iban ? formatIban(company.iban) : '',
    },
    schema: companyRequestSchema,
    save: (body) => save.mutateAsync({ id: company?.id ?? null, body }),
    success: t(isEdit ? 'companies.updated' : 'companies.created'),
    failure: t('companies.failedToSave'),
    onClose,
  });
  const { form } = modal;

  const text = (field: keyof Values, props: Record<string, unknown> = {}) => (
    <TextInput label={t(`companies.fields.${field}`)} {...props} {...form.getInputProps(field)} />
  );

  return (
    <FormModal modal={modal} title={t(isEdit ? 'companies.editCompany' : 'companies.newCompany')} size="lg">
      <LimitedTextInput
        label={t('companies.fields.name')}
        withAsterisk
        limit={NAME_MAX}
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('websiteDomain', { placeholder: 'example.com' })}
        {text('email', { type: 'email' })}
        {text('phone', { type: 'tel', placeholder: '+90 532 555 01 00' })}
        {text('taxNumber')}
        {text('taxOffice')}
      </SimpleGrid>
      <TextInput
        label={t('companies.fields.iban')}
        placeholder="TR00 0000 0000 0000 0000 0000 00"
        autoComplete="off"
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        {...form.getInputProps('iban')}
        onChange={(event) => form.setFieldValue('iban', event.currentTarget.value.toUpperCase())}
        // Grouped in fours once typed, the way it is printed on statements; spaces are dropped on save.
        onBlur={(event) => {
          form.setFieldValue('iban', formatIban(event.currentTarget.value.trim()));
          form.validateField('iban');
        }}
      />
      <Textarea
        label={t('companies.fields.address')}
        autosize
        minRows={2}
        maxRows={4}
        {...form.getInputProps('address')}
      />
      <Textarea
        label={t('companies.fields.description')}
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps('description')}
      />
    </FormModal>
  );
}
