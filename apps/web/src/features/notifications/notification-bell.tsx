import { ActionIcon, Indicator } from '@mantine/core';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NOTIFICATION_UNREAD_SHOWN_MAX } from '@workspace/shared/notifications/notifications.constants';
import { onDemand, useOnDemand } from '../../components/on-demand';
import { useUnreadNotificationCount } from './api/unread-count';

/*
 * The bell is on every signed-in screen's first load: it is the icon and the count alone. The
 * panel (a floating dropdown, its list and its texts' code) comes when the bell is first pointed
 * at, focused or pressed (docs/decisions/035).
 */
const panel = onDemand(() => import('./notification-panel').then((module) => module.NotificationPanel));

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
  const [Panel, request] = useOnDemand(panel);
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
  // The count beside the button is what its name says already: hidden from screen readers.
  const frame = (target: ReactElement) => (
    <Indicator label={<span aria-hidden>{shown}</span>} disabled={count === 0} size={18} offset={5} color="red" inline>
      {target}
    </Indicator>
  );
  if (Panel && isAsked) return <Panel button={button} frame={frame} opened={opened} onClose={() => setOpened(false)} />;
  return frame(button);
}
