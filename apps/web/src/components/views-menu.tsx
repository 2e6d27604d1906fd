import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Divider,
  Group,
  NativeSelect,
  Popover,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPencil, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { cloneElement, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { USER_TYPES, type UserType } from '@workspace/shared/auth/roles';
import type { SavedView, SavedViewState } from '@workspace/shared/views/saved-views.schemas';
import { ApiError, api } from '../lib/api-client';
import { toast } from '../lib/toast';
import { useActor } from '../lib/use-actor';
import { viewKeys } from './list-views';
import { openView } from './saved-views';

export type ViewsMenuProps = {
  list: string;
  views: SavedView[];
  /** What the list shows now: what "Save" keeps. */
  current: SavedViewState;
  target: ReactElement;
};

/**
 * The list toolbar's views: open one, save what the list shows under a name (the default, or, for
 * the master, shared with a role), rename, delete, and choose the one the list opens with (one's
 * own or one shared with one's role). Loaded on demand.
 */
export function ViewsMenu({ list, views, current, target }: ViewsMenuProps) {
  const { t } = useTranslation();
  const actor = useActor();
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const [opened, setOpened] = useState(true);
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [sharedWith, setSharedWith] = useState<UserType | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const isMaster = actor?.type === 'master';
  const refresh = () => queryClient.invalidateQueries({ queryKey: viewKeys.views(list) });

  const failed = (cause: unknown) => {
    const message = cause instanceof ApiError ? (Object.values(cause.fields ?? {})[0] ?? cause.message) : null;
    setError(message ?? t('views.failed'));
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await api('POST', '/api/saved-views', {
        list,
        name,
        state: current,
        isDefault,
        ...(sharedWith ? { sharedWith } : {}),
      });
      toast.success(t('views.saved', { name: name.trim() }));
      setName('');
      await refresh();
    } catch (cause) {
      failed(cause);
    }
  };
  const change = async (view: SavedView, body: Record<string, unknown>) => {
    setError(null);
    try {
      await api('PUT', `/api/saved-views/${view.id}`, body);
      setRenaming(null);
      await refresh();
    } catch (cause) {
      failed(cause);
    }
  };
  const remove = async (view: SavedView) => {
    try {
      await api('DELETE', `/api/saved-views/${view.id}`);
      toast.success(t('views.deleted', { name: view.name }));
      await refresh();
    } catch (cause) {
      failed(cause);
    }
  };
  const mayChange = (view: SavedView) => view.isOwn || (isMaster && view.sharedWith !== null);

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" width={340} trapFocus withinPortal>
      <Popover.Target>
        {cloneElement(target as ReactElement<{ onClick?: () => void }>, { onClick: () => setOpened((was) => !was) })}
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('views.title')}
          </Text>
          {views.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('views.none')}
            </Text>
          )}
          {views.map((view) =>
            renaming?.id === view.id ? (
              <form
                key={view.id}
                onSubmit={(event) => {
                  event.preventDefault();
                  void change(view, { name: renaming.name });
                }}
              >
                <Group gap={4} wrap="nowrap">
                  <TextInput
                    size="xs"
                    flex={1}
                    aria-label={t('views.rename', { name: view.name })}
                    value={renaming.name}
                    onChange={(event) => setRenaming({ id: view.id, name: event.currentTarget.value })}
                    data-autofocus
                  />
                  <Button size="xs" type="submit">
                    {t('common.save')}
                  </Button>
                </Group>
              </form>
            ) : (
              <Group key={view.id} gap={4} wrap="nowrap" justify="space-between">
                <Button
                  variant="subtle"
                  size="xs"
                  justify="flex-start"
                  flex={1}
                  onClick={() => {
                    openView(view, setParams, t);
                    setOpened(false);
                  }}
                >
                  {view.name}
                </Button>
                {view.isDefault && (
                  <Badge size="xs" variant="light">
                    {t('views.default')}
                  </Badge>
                )}
                {view.sharedWith && (
                  <Badge size="xs" variant="outline">
                    {t(`roles.${view.sharedWith}`)}
                  </Badge>
                )}
                {/* The person's own choice, of their views and of those shared with them alike. */}
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={t(view.isDefault ? 'views.unsetDefault' : 'views.setDefault', { name: view.name })}
                  aria-pressed={view.isDefault}
                  onClick={() => void change(view, { isDefault: !view.isDefault })}
                >
                  {view.isDefault ? <IconStarFilled size={14} /> : <IconStar size={14} />}
                </ActionIcon>
                {mayChange(view) && (
                  <>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={t('views.rename', { name: view.name })}
                      onClick={() => setRenaming({ id: view.id, name: view.name })}
                    >
                      <IconPencil size={14} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      aria-label={t('views.delete', { name: view.name })}
                      onClick={() => void remove(view)}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </>
                )}
              </Group>
            ),
          )}
          <Divider />
          <form onSubmit={(event) => void save(event)}>
            <Stack gap="xs">
              <TextInput
                size="xs"
                label={t('views.saveAs')}
                placeholder={t('views.namePlaceholder')}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                error={error}
                required
              />
              <Checkbox
                size="xs"
                label={t('views.openWith')}
                checked={isDefault}
                onChange={(event) => setIsDefault(event.currentTarget.checked)}
              />
              {isMaster && (
                <NativeSelect
                  size="xs"
                  label={t('views.shareWith')}
                  value={sharedWith}
                  onChange={(event) => setSharedWith(event.currentTarget.value as UserType | '')}
                  data={[
                    { value: '', label: t('views.notShared') },
                    ...USER_TYPES.filter((type) => type !== 'master').map((type) => ({
                      value: type,
                      label: t(`roles.${type}`),
                    })),
                  ]}
                />
              )}
              <Button size="xs" type="submit">
                {t('views.save')}
              </Button>
            </Stack>
          </form>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
