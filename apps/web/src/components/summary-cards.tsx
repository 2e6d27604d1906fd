import { Anchor, Group, Paper, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../lib/format';

/** One labelled amount inside a card (a currency's income, expense and balance). */
type SummaryFigure = { key: string; label: string; value: string; color?: MantineColor };

export type SummaryCard = {
  key: string;
  label: string;
  /** The card's figure; a card of several figures (`figures`) has none of its own. */
  value?: number | string;
  /** Several labelled figures in one card, e.g. money of one currency. */
  figures?: SummaryFigure[];
  color: MantineColor;
  /** The card's filter is the one in effect. */
  isActive?: boolean;
  /** Clicking applies the card's filter on this screen. */
  onClick?: () => void;
  /** The card is a link to the list behind the figure (the dashboard). */
  to?: string;
};

type Props = {
  cards: SummaryCard[];
  /** A heading over the row, also the row's accessible name; without it the row is "Summary". */
  title?: string;
  /** The title as a heading of this level (a section of a page) instead of a caption. */
  titleOrder?: 3 | 4;
  /** Columns on a wide screen (two on a phone, four on a tablet); by default one per card, up to 8. */
  cols?: number;
  /** Shown instead of the cards when there is none. */
  emptyText?: string;
};

const tabular = { fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' } as const;

/**
 * The row of figures above a list, on the dashboard and in the reports: counts (per status,
 * overdue), money per currency (never a card that adds currencies), each card plain, a filter
 * button, or a link to the filtered list. Every screen's cards come from here.
 */
export function SummaryCards({ cards, title, titleOrder, cols, emptyText }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const wide = cols ?? Math.min(Math.max(cards.length, 1), 8);
  const hasFigures = cards.some((card) => card.figures);
  return (
    <section aria-labelledby={title ? titleId : undefined} aria-label={title ? undefined : t('list.summary')}>
      {title &&
        (titleOrder ? (
          <Title order={titleOrder} size="h5" id={titleId} mb="xs">
            {title}
          </Title>
        ) : (
          <Text id={titleId} size="sm" fw={600} c="dimmed" mb={6}>
            {title}
          </Text>
        ))}
      {cards.length === 0 && emptyText ? (
        <Text c="dimmed" size="sm" mb="md">
          {emptyText}
        </Text>
      ) : (
        <SimpleGrid
          cols={
            hasFigures
              ? { base: 1, xs: 2, md: Math.max(2, Math.min(wide, 4)) }
              : { base: 2, sm: Math.min(wide, 4), lg: wide }
          }
          spacing="sm"
          mb="md"
        >
          {cards.map((card) => (
            <CardFrame key={card.key} card={card} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

function CardFrame({ card }: { card: SummaryCard }) {
  const { t, i18n } = useTranslation();
  const value = typeof card.value === 'number' ? formatCount(card.value, i18n.language) : card.value;
  const body = (
    <Paper
      withBorder
      p="sm"
      radius="md"
      h="100%"
      // A card of several figures is a group named by its label, so each figure reads with it.
      role={card.figures && !card.onClick && !card.to ? 'group' : undefined}
      aria-label={card.figures && !card.onClick && !card.to ? card.label : undefined}
      style={{
        borderLeft: `4px solid var(--mantine-color-${card.color}-6)`,
        background: card.isActive ? `var(--mantine-color-${card.color}-light)` : undefined,
        outline: card.isActive ? `2px solid var(--mantine-color-${card.color}-4)` : undefined,
      }}
    >
      <Text size="xs" c="dimmed" fw={600} lineClamp={2} title={card.label} mb={card.figures ? 4 : undefined}>
        {card.label}
      </Text>
      {card.figures ? (
        card.figures.map((figure) => (
          <Group key={figure.key} justify="space-between" gap="xs" wrap="nowrap" data-figure={figure.key}>
            <Text size="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text size={card.figures!.length === 1 ? 'xl' : 'md'} fw={700} c={figure.color} style={tabular}>
              {figure.value}
            </Text>
          </Group>
        ))
      ) : (
        // The figure in the text colour: light colours (yellow) cannot meet AA contrast on white; the border carries the colour.
        <Text size="xl" fw={700} style={tabular}>
          {value}
        </Text>
      )}
    </Paper>
  );
  if (card.to) {
    return (
      <Anchor component={Link} to={card.to} underline="hover" c="inherit" display="block">
        {body}
      </Anchor>
    );
  }
  if (card.onClick) {
    return (
      <UnstyledButton
        onClick={card.onClick}
        aria-pressed={card.isActive ?? false}
        title={t('list.applyCardFilter', { label: card.label })}
      >
        {body}
      </UnstyledButton>
    );
  }
  return <div>{body}</div>;
}
