import { Anchor, Box, Group, Popover, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationList } from './components/notification-list';

/** How many notifications the panel shows; the page shows more. */
export const PANEL_SIZE = 10;

/**
 * The bell's panel (loaded on demand by `NotificationBell`): the newest notifications under the
 * bell, marked read one by one or all at once, and a link to the whole page.
 */
export function NotificationPanel({
  button,
  frame,
  opened,
  onClose,
}: {
  /** The bell's button: the panel's target. */
  button: ReactElement;
  /** What surrounds the button (the count's indicator). */
  frame: (target: ReactElement) => ReactElement;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popover
      opened={opened}
      onChange={(next) => {
        if (!next) onClose();
      }}
      onClose={onClose}
      position="bottom-end"
      width={380}
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      {frame(<Popover.Target>{button}</Popover.Target>)}
      <Popover.Dropdown p="xs" aria-label={t('notifications.title')}>
        <Group justify="space-between" px="xs">
          <Text fw={600} size="sm">
            {t('notifications.title')}
          </Text>
          <Group gap="sm">
            <Anchor component={Link} to="/notifications?view=settings" size="sm" onClick={onClose}>
              {t('notifications.settingsLink')}
            </Anchor>
            <Anchor component={Link} to="/notifications" size="sm" onClick={onClose}>
              {t('notifications.seeAll')}
            </Anchor>
          </Group>
        </Group>
        <Box mah="min(70vh, 520px)" style={{ overflowY: 'auto' }}>
          <NotificationList pageSize={PANEL_SIZE} onNavigate={onClose} />
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
