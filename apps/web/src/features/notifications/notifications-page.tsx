import { Paper } from '@mantine/core';
import { PAGE_SIZE_MAX } from '@workspace/shared/common/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { ToggleGroup } from '../../components/toggle-group';
import { NotificationList } from './components/notification-list';

const PAGE_STEP = 25;

/** /notifications: every notification of the caller, newest first (on a phone, where the bell leads). */
export function Component() {
  const { t } = useTranslation();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [pageSize, setPageSize] = useState(PAGE_STEP);
  return (
    <>
      <PageHeader title={t('screens.notifications')}>
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
