import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';

export type LinkCard = {
  key: string;
  label: string;
  value: number | string;
  color: MantineColor;
  /** The list that shows what the figure counts. */
  to: string;
};

type Props = {
  /** The group's heading, also the section's accessible name. */
  title: string;
  cards: LinkCard[];
  /** Columns on a wide screen (two on a phone, four on a tablet). */
  cols?: number;
};

/**
 * A titled row of figures, each a link to the filtered list behind it. The look follows the list
 * screens' SummaryCards (coloured edge, label over figure), which are filter buttons, not links.
 */
export function LinkCards({ title, cards, cols = 4 }: Props) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId} mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: Math.min(cols, 4), lg: cols }} spacing="sm" mb="md">
        {cards.map((card) => (
          <Anchor key={card.key} component={Link} to={card.to} aria-label={`${card.label}: ${card.value}`} underline="hover" c="inherit" display="block">
            <Paper withBorder p="sm" radius="md" h="100%" style={{ borderLeft: `4px solid var(--mantine-color-${card.color}-6)` }}>
              <Text size="xs" c="dimmed" fw={600} lineClamp={2} title={card.label}>
                {card.label}
              </Text>
              {/* The figure in the text colour: the border carries the colour, light ones fail AA on white. */}
              <Text size="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
                {card.value}
              </Text>
            </Paper>
          </Anchor>
        ))}
      </SimpleGrid>
    </section>
  );
}
