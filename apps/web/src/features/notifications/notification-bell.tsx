import { ActionIcon, Badge, Box } from '@mantine/core';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NOTIFICATION_UNREAD_SHOWN_MAX } from '@workspace/shared/notifications/notifications.constants';
import { useUnreadNotificationCount } from './api/unread-count';
import type { NotificationPanel } from './notification-panel';

/*
 * The bell is on every signed-in screen's first load: it is the icon and the count alone. The
 * panel (a floating dropdown, its list and its texts' code) comes when the bell is first pointed
 * at, focused or pressed (docs/decisions/035).
 */
type Panel = typeof NotificationPanel;
let panelCode: Promise<Panel> | undefined;
/* Fetched once; a failed fetch (the network dropped) is forgotten, so the next press tries again. */
const loadPanel = () =>
  (panelCode ??= import('./notification-panel').then(
    (module) => module.NotificationPanel,
    (error: unknown) => {
      panelCode = undefined;
      throw error;
    },
  ));

/** Under Mantine's `sm` breakpoint (a phone) the bell opens the /notifications page instead of a panel. */
const PHONE = '(max-width: 47.99em)';

function BellIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6" />
      <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
    </svg>
  );
}

/** The header's bell: the unread count (kept fresh by the live stream), opening the panel or, on a phone, the page. */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useUnreadNotificationCount();
  const [Panel, setPanel] = useState<Panel>();
  const request = () =>
    loadPanel().then(
      (code) => setPanel(() => code),
      () => undefined,
    );
  const [opened, setOpened] = useState(false);
  const [isAsked, setIsAsked] = useState(false);
  const count = data?.unread ?? 0;
  const shown = count > NOTIFICATION_UNREAD_SHOWN_MAX ? `${NOTIFICATION_UNREAD_SHOWN_MAX}+` : String(count);

  const button = (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
      onPointerEnter={() => void request()}
      onFocus={() => void request()}
      onClick={() => {
        if (window.matchMedia?.(PHONE).matches) {
          void navigate('/notifications');
          return;
        }
        setIsAsked(true);
        setOpened((open) => !open);
        void request();
      }}
    >
      <BellIcon />
    </ActionIcon>
  );
  // The count over the button is what its name says already: hidden from screen readers. (A badge
  // rather than Mantine's Indicator: the shell has the badge already, so the count costs no bytes.)
  const frame = (target: ReactElement) => (
    <Box pos="relative" display="inline-block">
      {target}
      {count > 0 && (
        <Badge
          aria-hidden
          size="xs"
          color="red"
          variant="filled"
          pos="absolute"
          top={-6}
          right={-8}
          px={4}
          style={{ pointerEvents: 'none' }}
        >
          {shown}
        </Badge>
      )}
    </Box>
  );
  if (Panel && isAsked) return <Panel button={button} frame={frame} opened={opened} onClose={() => setOpened(false)} />;
  return frame(button);
}
