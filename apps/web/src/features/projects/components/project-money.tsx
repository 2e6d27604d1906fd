import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@workspace/shared/common/limits';
import type { Project } from '@workspace/shared/projects/projects.schemas';
import { useHint } from '../../../components/hover-tip';
import { formatMoney, moneyPercent, moneySign } from '../../../lib/format';

/**
 * Linked income ("received") and expense ("paid") of a project, in the project's own currency;
 * amounts in other currencies come apart in `otherCurrencies`, never converted.
 */
export type ProjectMoneyFields = Pick<Project, 'budget' | 'currency'> & {
  [Field in 'received' | 'paid' | 'otherCurrencies']: NonNullable<Project[Field]>;
};

/** Whether the server sent the project's money (it does only to the master: accounting is theirs). */
export function hasProjectMoney(
  project: Pick<Project, 'budget' | 'currency' | 'received' | 'paid' | 'otherCurrencies'>,
): project is ProjectMoneyFields {
  return project.received !== null && project.paid !== null && project.otherCurrencies !== null;
}

/** Paid against the budget as a bar, paid and received beneath, then any other currency on its own line. */
export function ProjectMoney({ project }: { project: ProjectMoneyFields }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string, currency: Currency) => formatMoney(amount, currency, i18n.language);
  const percent = moneyPercent(project.paid, project.budget);
  const isOver = percent !== null && percent > 100;
  // "32%" in English, "%32" in Turkish.
  const percentText = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format((percent ?? 0) / 100);
  const barLabel = t('accounting.projectMoney.paidOfBudget', {
    percent: percentText,
    budget: money(project.budget, project.currency),
  });
  const hint = useHint();
  return (
    <Stack gap={2} miw={150}>
      <Progress
        value={Math.min(percent ?? 0, 100)}
        color={isOver ? 'red' : 'teal'}
        size="sm"
        aria-label={barLabel}
        {...hint(barLabel)}
      />
      <Text size="xs">
        <Text span size="xs" c="dimmed">
          {t('accounting.projectMoney.paid')}{' '}
        </Text>
        <Text span size="xs" fw={600} c={isOver ? 'var(--ws-danger-text)' : undefined}>
          {money(project.paid, project.currency)}
        </Text>
        {percent !== null && (
          <Text span size="xs" c="dimmed">
            {' '}
            ({percentText})
          </Text>
        )}
      </Text>
      <Text size="xs">
        <Text span size="xs" c="dimmed">
          {t('accounting.projectMoney.received')}{' '}
        </Text>
        <Text span size="xs" fw={600} c="var(--ws-success-text)">
          {money(project.received, project.currency)}
        </Text>
      </Text>
      {project.otherCurrencies.map((other) => {
        // The zero side of a line is left out, so the column stays narrow.
        const amounts = [
          moneySign(other.received) !== 0 && `+${money(other.received, other.currency)}`,
          moneySign(other.paid) !== 0 && `−${money(other.paid, other.currency)}`,
        ].filter(Boolean);
        return (
          <Text
            key={other.currency}
            size="xs"
            c="dimmed"
            style={{ whiteSpace: 'nowrap' }}
            title={t('accounting.projectMoney.otherCurrencyNote')}
          >
            {t('accounting.projectMoney.other', {
              currency: t(`work.currency.${other.currency}`),
              amounts: amounts.join(' / ') || money('0', other.currency),
            })}
          </Text>
        );
      })}
    </Stack>
  );
}
