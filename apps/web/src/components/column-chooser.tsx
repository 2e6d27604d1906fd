import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { cloneElement, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ListColumns } from '@workspace/shared/common/list-columns';
import { api } from '../lib/api-client';
import { toast } from '../lib/toast';
import { viewKeys } from './list-views';
import './views-texts';

export type ColumnChooserProps = {
  spec: ListColumns;
  /** The columns the screen draws, by key, with their titles (a customer's ticket list has fewer). */
  titles: Record<string, string>;
  /** The keys shown now, in order. */
  shown: string[];
  target: ReactElement;
};

/**
 * Show, hide and reorder a list's columns; each change is kept for the person at once (the row's
 * key column cannot be hidden). Loaded on demand.
 */
export function ColumnChooser({ spec, titles, shown, target }: ColumnChooserProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const [opened, setOpened] = useState(true);
  // Every column the screen draws: the shown ones in their order, then the hidden ones in the list's.
  const drawn = spec.columns.filter((column) => titles[column.key] !== undefined);
  const isDrawn = (key: string) => drawn.some((column) => column.key === key);
  const order = [...shown.filter(isDrawn), ...drawn.map((column) => column.key).filter((key) => !shown.includes(key))];
  const keep = async (columns: string[] | null) => {
    queryClient.setQueryData(viewKeys.columns(spec.list), { columns });
    // The person's choice replaces a view's columns in the address.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('columns');
        return next;
      },
      { replace: true },
    );
    try {
      await api('PUT', '/api/list-columns', { list: spec.list, columns });
    } catch {
      toast.error(t('views.failed'));
      await queryClient.invalidateQueries({ queryKey: viewKeys.columns(spec.list) });
    }
  };
  const toggle = (key: string, on: boolean) =>
    void keep(order.filter((each) => (each === key ? on : shown.includes(each))));
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    void keep(next.filter((key) => shown.includes(key)));
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="top-end" width={300} trapFocus withinPortal>
      <Popover.Target>
        {cloneElement(target as ReactElement<{ onClick?: () => void }>, { onClick: () => setOpened((was) => !was) })}
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('views.columns')}
          </Text>
          {order.map((key, index) => {
            const column = drawn.find((each) => each.key === key)!;
            const isShown = shown.includes(key);
            return (
              <Group key={key} gap={4} justify="space-between" wrap="nowrap">
                <Checkbox
                  size="xs"
                  label={titles[key]}
                  checked={isShown || column.rowKey === true}
                  disabled={column.rowKey === true}
                  onChange={(event) => toggle(key, event.currentTarget.checked)}
                />
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={t('views.moveUp', { name: titles[key] })}
                    disabled={!isShown || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={14} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={t('views.moveDown', { name: titles[key] })}
                    disabled={!isShown || index === order.length - 1 || !shown.includes(order[index + 1]!)}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={14} />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
          <Button size="xs" variant="default" onClick={() => void keep(null)}>
            {t('views.defaultColumns')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
