import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Loader,
  Menu,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeField, ChangeRecord } from './change-sentence';
import { confirmChange } from './confirm-dialog';

export type BoardColumn<T> = {
  key: string;
  title: string;
  color: string;
  items: T[];
  /** All items of the column on the server; more than `items.length` shows "+N more". */
  total: number;
  /** `total` is a lower bound (the server stopped counting): shown as "1,000+". */
  totalIsAtLeast?: boolean;
  isLoading?: boolean;
};

export type BoardProps<T> = {
  /** Accessible name of the whole board. */
  label: string;
  columns: BoardColumn<T>[];
  itemKey: (item: T) => string | number;
  /** The card's name in confirmations and announcements. */
  itemLabel: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  /** The kind of card and the field a column stands for (a task's status), named in the confirmation. */
  record: ChangeRecord;
  field: ChangeField;
  canMove?: (item: T) => boolean;
  /** Saves the move; rejects on failure (the caller shows the message), and the card goes back. */
  onMove: (item: T, from: string, to: string) => Promise<void>;
};

type Pending = { key: string; from: string; to: string };

/**
 * Columns of cards. A card moves by drag and drop, by its "Move" menu, or with the Left/Right
 * arrow keys while focused; every move asks for confirmation first and is announced.
 */
export function Board<T>({
  label,
  columns,
  itemKey,
  itemLabel,
  renderCard,
  record,
  field,
  canMove = () => true,
  onMove,
}: BoardProps<T>) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  /*
   * The card last moved here keeps the focus until its reader moves it elsewhere: the card is a new
   * node each time it changes column (while saving, when a failed save puts it back, when the list
   * comes again from the server), and a removed node takes the focus with it.
   */
  const followed = useRef<string | null>(null);

  const keyOf = (item: T) => String(itemKey(item));
  const columnOf = (key: string) => columns.find((column) => column.key === key);

  // Cards being saved are already shown in their new column, and go back if the save fails.
  const shown = columns.map((column) => {
    const leaving = pending.filter((move) => move.from === column.key).map((move) => move.key);
    const arriving = pending
      .filter((move) => move.to === column.key && !column.items.some((item) => keyOf(item) === move.key))
      .map((move) => columnOf(move.from)?.items.find((item) => keyOf(item) === move.key))
      .filter((item): item is T => item !== undefined);
    const items = [...arriving, ...column.items.filter((item) => !leaving.includes(keyOf(item)))];
    return { ...column, items, total: column.total - leaving.length + arriving.length };
  });

  const requestMove = async (item: T, from: string, to: string) => {
    const source = columnOf(from);
    const target = columnOf(to);
    if (!source || !target || from === to || !canMove(item)) return;
    const key = keyOf(item);
    const subject = itemLabel(item);
    const isConfirmed = await confirmChange({
      record,
      field,
      subject,
      from: source.title,
      to: target.title,
      oldValue: (
        <Badge color={source.color} variant="light">
          {source.title}
        </Badge>
      ),
      newValue: (
        <Badge color={target.color} variant="light">
          {target.title}
        </Badge>
      ),
      // The card may have changed column by then; it is focused below instead.
      returnFocus: false,
    });
    setFocusKey(key);
    followed.current = key;
    if (!isConfirmed) {
      setAnnouncement(t('list.moveCancelled', { subject }));
      return;
    }
    setPending((current) => [...current, { key, from, to }]);
    try {
      await onMove(item, from, to);
      setAnnouncement(t('list.moved', { subject, column: target.title }));
    } catch {
      // The caller has shown the failure; the card goes back below.
    } finally {
      setPending((current) => current.filter((move) => move.key !== key));
      // Reordering the cards moves DOM nodes, which drops focus; put it back on the card.
      setFocusKey(key);
    }
  };

  const onCardKeyDown = (event: KeyboardEvent<HTMLDivElement>, item: T, columnIndex: number) => {
    if (event.target !== event.currentTarget) return;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target = shown[columnIndex + step];
    if (step === 0 || !target) return;
    event.preventDefault();
    void requestMove(item, shown[columnIndex]!.key, target.key);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>, to: string) => {
    event.preventDefault();
    setDropTarget(null);
    const key = event.dataTransfer.getData('text/plain');
    const source = shown.find((column) => column.items.some((item) => keyOf(item) === key));
    const item = source?.items.find((candidate) => keyOf(candidate) === key);
    if (source && item) void requestMove(item, source.key, to);
  };

  return (
    <Box role="region" aria-label={label}>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="stretch" wrap="nowrap" gap="sm" pb="xs">
          {shown.map((column, columnIndex) => (
            <Paper
              key={column.key}
              withBorder
              p="xs"
              miw={196}
              style={{
                flex: 1,
                borderTop: `3px solid var(--mantine-color-${column.color}-6)`,
                background:
                  dropTarget === column.key
                    ? `var(--mantine-color-${column.color}-light)`
                    : 'var(--mantine-color-gray-0)',
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setDropTarget(column.key);
              }}
              onDragLeave={() => setDropTarget((current) => (current === column.key ? null : current))}
              onDrop={(event) => onDrop(event, column.key)}
            >
              <Group justify="space-between" mb="xs" wrap="nowrap">
                <Title order={3} fz="sm">
                  {column.title}
                </Title>
                <Badge color={column.color} variant="filled" size="sm" aria-hidden>
                  {column.totalIsAtLeast ? t('list.countAtLeast', { count: column.total }) : column.total}
                </Badge>
              </Group>
              <Stack
                gap="xs"
                role="list"
                aria-label={t(column.totalIsAtLeast ? 'list.boardColumnAtLeast' : 'list.boardColumn', {
                  title: column.title,
                  count: column.total,
                })}
                mih={60}
              >
                {column.isLoading && column.items.length === 0 && <Loader size="xs" aria-label={t('common.loading')} />}
                {column.items.map((item) => {
                  const key = keyOf(item);
                  const isMovable = canMove(item) && !pending.some((move) => move.key === key);
                  return (
                    <Paper
                      key={key}
                      role="listitem"
                      withBorder
                      shadow="xs"
                      p="xs"
                      tabIndex={0}
                      aria-label={itemLabel(item)}
                      aria-description={isMovable ? t('list.cardHint') : undefined}
                      draggable={isMovable}
                      style={{
                        cursor: isMovable ? 'grab' : undefined,
                        opacity: pending.some((move) => move.key === key) ? 0.6 : 1,
                      }}
                      ref={(node: HTMLDivElement | null) => {
                        if (node && focusKey === key) {
                          node.focus();
                          setFocusKey(null);
                        } else if (node && followed.current === key && isFocusLost()) {
                          node.focus();
                        }
                      }}
                      onBlur={(event) => {
                        // Focus that goes somewhere else (not lost with a removed node) ends the following.
                        if (
                          followed.current === key &&
                          event.relatedTarget &&
                          !event.currentTarget.contains(event.relatedTarget)
                        )
                          followed.current = null;
                      }}
                      onDragStart={(event: DragEvent<HTMLDivElement>) => {
                        event.dataTransfer.setData('text/plain', key);
                        event.dataTransfer.effectAllowed = 'move';
                      }}
                      onKeyDown={
                        isMovable
                          ? (event: KeyboardEvent<HTMLDivElement>) => onCardKeyDown(event, item, columnIndex)
                          : undefined
                      }
                    >
                      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={4}>
                        <Box style={{ minWidth: 0, flex: 1 }}>{renderCard(item)}</Box>
                        {isMovable && (
                          <MoveMenu
                            label={t('list.moveMenu', { subject: itemLabel(item) })}
                            heading={t('list.moveTo')}
                            targets={shown.filter((other) => other.key !== column.key)}
                            onMove={(to) => void requestMove(item, column.key, to)}
                          />
                        )}
                      </Group>
                    </Paper>
                  );
                })}
                {column.total > column.items.length && (
                  <Text size="xs" c="dimmed" ta="center">
                    {t(column.totalIsAtLeast ? 'list.moreItemsAtLeast' : 'list.moreItems', {
                      count: column.total - column.items.length,
                    })}
                  </Text>
                )}
              </Stack>
            </Paper>
          ))}
        </Group>
      </ScrollArea>
    </Box>
  );
}

/** Nothing has the focus: the element that had it has left the page. */
function isFocusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

type MoveMenuProps = {
  /** The button's name ("Move “Write the report”"). */
  label: string;
  /** The menu's heading ("Move to"). */
  heading: string;
  targets: { key: string; title: string }[];
  onMove: (to: string) => void;
};

/**
 * A card's "Move" button. A menu is a popover with its own positioning, and a board shows up to
 * 250 cards; so the button stands alone until it is first pressed, and only then becomes the menu.
 * The new button takes focus before the menu opens, so that closing it gives focus back there.
 */
function MoveMenu({ label, heading, targets, onMove }: MoveMenuProps) {
  const [isMenu, setIsMenu] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!isMenu) return;
    target.current?.focus();
    setIsOpen(true);
  }, [isMenu]);
  const button = (onClick?: () => void) => (
    <ActionIcon
      ref={onClick ? undefined : target}
      variant="subtle"
      size="sm"
      aria-label={label}
      aria-haspopup="menu"
      onClick={onClick}
    >
      <IconArrowsExchange size={16} aria-hidden />
    </ActionIcon>
  );
  if (!isMenu) return button(() => setIsMenu(true));
  return (
    <Menu position="bottom-end" withinPortal opened={isOpen} onChange={setIsOpen}>
      <Menu.Target>{button()}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{heading}</Menu.Label>
        {targets.map((option) => (
          <Menu.Item key={option.key} onClick={() => onMove(option.key)}>
            {option.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
