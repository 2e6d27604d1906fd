import { Menu, type MenuProps } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

export type MenuEntry = { key: string; label: ReactNode; disabled?: boolean; onClick: () => void };

export type DropdownMenuProps = {
  /** The button that opens it. */
  target: ReactElement;
  /** A heading over the entries. */
  title?: string;
  entries: MenuEntry[];
  position?: MenuProps['position'];
  /** Open as it mounts (it was asked for before its code had come: `LazyMenu`). */
  defaultOpened?: boolean;
};

/** A button's menu of choices; loaded on demand through `LazyMenu`. */
export function DropdownMenu({
  target,
  title,
  entries,
  position = 'bottom-start',
  defaultOpened = false,
}: DropdownMenuProps) {
  return (
    <Menu position={position} defaultOpened={defaultOpened} withinPortal returnFocus>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {title && <Menu.Label>{title}</Menu.Label>}
        {entries.map((entry) => (
          <Menu.Item key={entry.key} disabled={entry.disabled} onClick={entry.onClick}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
