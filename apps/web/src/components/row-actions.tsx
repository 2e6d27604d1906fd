import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useHint } from './hover-tip';

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
  /**
   * The caller's `t`: a page of rows held one `useTranslation` per row (its subscription and its copy
   * of the i18n instance), about 20 ms of `/task`'s first render (docs/decisions/049).
   */
  t: TFunction;
  /** The row's name, in the edit and delete labels ("Delete: Apollo"). */
  name?: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Others, before edit and delete (open, activate). */
  actions?: RowAction[];
};

/**
 * A row's actions as small icon buttons with tooltips, so the table keeps its width for data.
 */
export function RowActions({ t, name = '', onEdit, onDelete, actions = [] }: Props) {
  const hint = useHint();

  const all: RowAction[] = [
    ...actions,
    ...(onEdit
      ? [{ key: 'edit', label: `${t('common.edit')}: ${name}`, icon: <IconPencil size={16} />, onClick: onEdit }]
      : []),
    ...(onDelete
      ? [
          {
            key: 'delete',
            label: `${t('list.delete')}: ${name}`,
            icon: <IconTrash size={16} />,
            color: 'red',
            onClick: onDelete,
          },
        ]
      : []),
  ];
  return (
    <Group gap={2} wrap="nowrap">
      {all.map((action) =>
        action.to ? (
          <ActionIcon
            key={action.key}
            component={Link}
            to={action.to}
            variant="subtle"
            color={action.color}
            aria-label={action.label}
            {...hint(action.label)}
          >
            {action.icon}
          </ActionIcon>
        ) : (
          <ActionIcon
            key={action.key}
            variant="subtle"
            color={action.color}
            aria-label={action.label}
            onClick={action.onClick}
            {...hint(action.label)}
          >
            {action.icon}
          </ActionIcon>
        ),
      )}
    </Group>
  );
}
