import { Anchor, Loader, Paper } from '@mantine/core';
import { PAGE_SIZE_MAX } from '@workspace/shared/common/limits';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ToggleGroup } from '../../components/toggle-group';
import { NotificationList } from './components/notification-list';

const PAGE_STEP = 25;

/** The preferences (`?view=settings`): their code comes when they are first opened. */
const NotificationSettings = lazy(() =>
  import('./notification-settings').then((module) => ({ default: module.NotificationSettings })),
);

/**
 * /notifications: every notification of the caller, newest first (on a phone, where the bell leads);
 * `?view=settings`: the caller's notification settings.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [pageSize, setPageSize] = useState(PAGE_STEP);
  if (params.get('view') === 'settings') {
    return (
      <>
        <PageHeader title={t('screens.notifications')}>
          <Anchor component={Link} to="/notifications" size="sm">
            {t('notifications.backToList')}
          </Anchor>
        </PageHeader>
        <Paper withBorder p="md" maw={720}>
          <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
            <NotificationSettings />
          </Suspense>
        </Paper>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('screens.notifications')}>
        <Anchor component={Link} to="/notifications?view=settings" size="sm">
          {t('notifications.settingsLink')}
        </Anchor>
        {/* The app's toggle group (on every first load already), not a Switch of its own chunk. */}
        <ToggleGroup
          aria-label={t('notifications.show')}
          value={unreadOnly ? 'unread' : 'all'}
          onChange={(value) => setUnreadOnly(value === 'unread')}
          data={[
            { value: 'all', label: t('notifications.all') },
            { value: 'unread', label: t('notifications.unread') },
          ]}
        />
      </PageHeader>
      <Paper withBorder p="xs" maw={720}>
        <NotificationList
          pageSize={pageSize}
          unreadOnly={unreadOnly}
          onShowMore={
            pageSize < PAGE_SIZE_MAX
              ? () => setPageSize((size) => Math.min(PAGE_SIZE_MAX, size + PAGE_STEP))
              : undefined
          }
        />
      </Paper>
    </>
  );
}
