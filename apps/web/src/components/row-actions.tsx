import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type RowAction = {
  key: string;
  /** Accessible name and tooltip ("Edit: Write the report"). */
  label: string;
  icon: ReactNode;
  color?: string;
  /** Either a link... */
  to?: string;
  /** ...or a click. */
  onClick?: () => void;
};

/** A row's actions as small icon buttons with tooltips, so the table keeps its width for data. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Group gap={2} wrap="nowrap">
      {actions.map((action) => (
        <Tooltip key={action.key} label={action.label} openDelay={300} withinPortal>
          {action.to ? (
            <ActionIcon component={Link} to={action.to} variant="subtle" color={action.color} aria-label={action.label}>
              {action.icon}
            </ActionIcon>
          ) : (
            <ActionIcon variant="subtle" color={action.color} aria-label={action.label} onClick={action.onClick}>
              {action.icon}
            </ActionIcon>
          )}
        </Tooltip>
      ))}
    </Group>
  );
}
