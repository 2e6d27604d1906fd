import { SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { transactionRequestSchema, type Transaction } from '@workspace/shared/accounting/transactions.schemas';
import { TRANSACTION_TYPES, type TransactionType } from '@workspace/shared/accounting/transactions.constants';
import { NAME_MAX, type Currency } from '@workspace/shared/common/limits';
import { LimitedTextInput } from '../../../components/limited-field';
import { DateField } from '../../../components/date-field';
import { FormModal, useFormModal } from '../../../components/form-modal';
import { useWorkOptions } from '../../../components/work-badges';
import { useAppToday } from '../../../lib/app-today';
import { formatDecimalInput, parseDecimalInput } from '../../../lib/format';
import { useActor } from '../../../lib/use-actor';
import { useCategoryOptions, useCompanyOptions, useCompanyProjectOptions, useUserOptions } from '../../../lib/lookups';
import { useSaveTransaction } from '../api/save-transaction';

type Props = {
  transaction: Transaction | null;
  /** Income and expense pages fix the type; the transactions page lets it be chosen. */
  fixedType?: TransactionType;
  onClose: () => void;
};

type Values = {
  type: TransactionType;
  name: string;
  description: string;
  amount: string;
  currency: Currency;
  /* null rather than '' when empty, so a clearable select shows no clear button. */
  categoryId: string | null;
  assignedUserId: string;
  companyId: string;
  projectId: string | null;
  transactionDate: string;
};

/* What the shared schema sees: the amount as the reader wrote it ("1.250,75" in Turkish) in plain form, an empty select no reference. */
const toRequest = (values: Values, language: string) => ({
  ...values,
  amount: parseDecimalInput(values.amount, language),
  categoryId: values.categoryId || null,
  projectId: values.projectId || null,
});

/** Create or edit an income or expense; checked by the server's schema, server field messages land under their fields. */
export function TransactionFormModal({ transaction, fixedType, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const isEdit = transaction !== null;
  const save = useSaveTransaction();
  const companies = useCompanyOptions();
  const categories = useCategoryOptions();
  const users = useUserOptions();
  const { currencyOptions } = useWorkOptions();
  const actor = useActor();
  const today = useAppToday();
  const modal = useFormModal<Values, ReturnType<typeof toRequest>>({
    initialValues: {
      type: transaction?.type ?? fixedType ?? 'income',
      name: transaction?.name ?? '',
      description: transaction?.description ?? '',
      amount: transaction ? formatDecimalInput(transaction.amount, i18n.language) : '',
      currency: transaction?.currency ?? 'TL',
      categoryId: transaction?.category ? String(transaction.category.id) : null,
      assignedUserId: String(transaction?.assignedUser.id ?? actor?.id ?? ''),
      companyId: transaction ? String(transaction.company.id) : '',
      projectId: transaction?.project ? String(transaction.project.id) : null,
      transactionDate: transaction?.transactionDate ?? today,
    },
    schema: transactionRequestSchema,
    toRequest: (values) => toRequest(values, i18n.language),
    // Validation has passed, so parsing gives the normalised body ("1250,5" -> "1250.50").
    save: (values) => save.mutateAsync({ id: transaction?.id ?? null, body: transactionRequestSchema.parse(values) }),
    success: (values) =>
      t(isEdit ? 'accounting.updated' : 'accounting.created', { type: t(`accounting.type.${values.type}`) }),
    failure: t('accounting.failedToSave'),
    onClose,
  });
  const { form } = modal;
  const projects = useCompanyProjectOptions(form.values.companyId);
  const chosenProject = projects.options.find((project) => project.value === form.values.projectId);
  const isExpense = form.values.type === 'expense';
  const lookup = { searchable: true, nothingFoundMessage: t('common.empty') };

  const title = fixedType
    ? t(isEdit ? `accounting.edit.${fixedType}` : `accounting.new.${fixedType}`)
    : t(isEdit ? 'accounting.edit.transaction' : 'accounting.new.transaction');

  return (
    <FormModal modal={modal} title={title} size="lg">
      {!fixedType && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="transaction-type-label">
            {t('accounting.fields.type')}
          </Text>
          <SegmentedControl
            aria-labelledby="transaction-type-label"
            data={TRANSACTION_TYPES.map((value) => ({ value, label: t(`accounting.type.${value}`) }))}
            {...form.getInputProps('type')}
          />
        </Stack>
      )}
      <LimitedTextInput
        label={t('accounting.fields.name')}
        withAsterisk
        limit={NAME_MAX}
        {...form.getInputProps('name')}
      />
      <Textarea
        label={t('accounting.fields.description')}
        autosize
        minRows={2}
        maxRows={5}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('accounting.fields.amount')}
          description={t('accounting.amountHint')}
          // The hint goes under the box, so the amount lines up with the currency beside it.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder="1250,50"
          inputMode="decimal"
          withAsterisk
          {...form.getInputProps('amount')}
        />
        <Select
          label={t('accounting.fields.currency')}
          withAsterisk
          allowDeselect={false}
          data={currencyOptions}
          {...form.getInputProps('currency')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('accounting.fields.category')}
          withAsterisk={isExpense}
          clearable={!isExpense}
          {...lookup}
          data={categories}
          {...form.getInputProps('categoryId')}
        />
        <DateField label={t('accounting.fields.date')} withAsterisk {...form.getInputProps('transactionDate')} />
      </SimpleGrid>
      <Select
        allowDeselect={false}
        label={t('accounting.fields.assignedUser')}
        withAsterisk
        {...lookup}
        data={users}
        {...form.getInputProps('assignedUserId')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          allowDeselect={false}
          label={t('accounting.fields.company')}
          withAsterisk
          {...lookup}
          data={companies}
          {...form.getInputProps('companyId')}
          onChange={(value) => {
            // A project belongs to one company: another company empties the choice.
            form.setFieldValue('companyId', value ?? '');
            form.setFieldValue('projectId', null);
          }}
        />
        <Select
          label={t('accounting.fields.project')}
          placeholder={form.values.companyId ? t('accounting.noProject') : t('accounting.chooseCompanyFirst')}
          description={
            chosenProject && chosenProject.currency !== form.values.currency
              ? t('accounting.projectCurrencyNote', { currency: t(`work.currency.${chosenProject.currency}`) })
              : undefined
          }
          clearable
          {...lookup}
          disabled={!form.values.companyId}
          data={projects.options.map(({ value, label }) => ({ value, label }))}
          {...form.getInputProps('projectId')}
        />
      </SimpleGrid>
    </FormModal>
  );
}
