import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type SummaryCard = {
  key: string;
  label: string;
  value: number | string;
  color: MantineColor;
  /** The card's filter is the one in effect. */
  isActive?: boolean;
  /** Clicking applies the card's filter; without it the card is plain. */
  onClick?: () => void;
};

/** A row of figures above a list (count per status, overdue, ...). */
export function SummaryCards({ cards }: { cards: SummaryCard[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid component="section" aria-label={t('list.summary')} cols={{ base: 2, sm: 4, lg: Math.min(cards.length, 8) }} spacing="sm" mb="md">
      {cards.map((card) => {
        const body = (
          <Paper
            withBorder
            p="sm"
            radius="md"
            h="100%"
            style={{
              borderLeft: `4px solid var(--mantine-color-${card.color}-6)`,
              background: card.isActive ? `var(--mantine-color-${card.color}-light)` : undefined,
              outline: card.isActive ? `2px solid var(--mantine-color-${card.color}-4)` : undefined,
            }}
          >
            <Text size="xs" c="dimmed" fw={600} lineClamp={1} title={card.label}>
              {card.label}
            </Text>
            {/* The figure in the text colour: light colours (yellow) cannot meet AA contrast on white; the border carries the colour. */}
            <Text size="xl" fw={700}>
              {card.value}
            </Text>
          </Paper>
        );
        if (!card.onClick) return <div key={card.key}>{body}</div>;
        return (
          <UnstyledButton
            key={card.key}
            onClick={card.onClick}
            aria-pressed={card.isActive ?? false}
            aria-label={`${card.label}: ${card.value}`}
            title={t('list.applyCardFilter', { label: card.label })}
          >
            {body}
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
