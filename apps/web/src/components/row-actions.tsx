import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

type Props = {
  /** The row's name, in the edit and delete labels ("Delete: Apollo"). */
  name?: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Others, before edit and delete (open, activate). */
  actions?: RowAction[];
};

const TOOLTIP_DELAY_MS = 300;

/**
 * A row's actions as small icon buttons with tooltips, so the table keeps its width for data.
 * A tooltip is a floating element with its own positioning hooks, and a page of rows held three
 * each; so there is only one, mounted while the pointer rests on a button.
 */
export function RowActions({ name = '', onEdit, onDelete, actions = [] }: Props) {
  const { t } = useTranslation();
  const [tip, setTip] = useState<{ label: string; target: HTMLElement } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const all: RowAction[] = [
    ...actions,
    ...(onEdit ? [{ key: 'edit', label: `${t('common.edit')}: ${name}`, icon: <IconPencil size={16} />, onClick: onEdit }] : []),
    ...(onDelete ? [{ key: 'delete', label: `${t('list.delete')}: ${name}`, icon: <IconTrash size={16} />, color: 'red', onClick: onDelete }] : []),
  ];
  const hint = (label: string) => ({
    onMouseEnter: (event: { currentTarget: HTMLElement }) => {
      const target = event.currentTarget;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setTip({ label, target }), TOOLTIP_DELAY_MS);
    },
    onMouseLeave: () => {
      clearTimeout(timer.current);
      setTip(null);
    },
  });
  return (
    <Group gap={2} wrap="nowrap">
      {all.map((action) =>
        action.to ? (
          <ActionIcon key={action.key} component={Link} to={action.to} variant="subtle" color={action.color} aria-label={action.label} {...hint(action.label)}>
            {action.icon}
          </ActionIcon>
        ) : (
          <ActionIcon key={action.key} variant="subtle" color={action.color} aria-label={action.label} onClick={action.onClick} {...hint(action.label)}>
            {action.icon}
          </ActionIcon>
        ),
      )}
      {tip && <Tooltip label={tip.label} target={tip.target} opened withinPortal />}
    </Group>
  );
}
