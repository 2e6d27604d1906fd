import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: () => ReactNode): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={<Fallback />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/**
 * A dialog whose code loads when it first opens: a list screen renders its create/edit dialog only
 * while one is open, so the form's code (the form hook, the shared zod schema, the dialog's selects)
 * is not part of the screen's first load. Nothing shows for the moment the code takes to arrive.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(load, () => null);
}

function ViewLoader() {
  const { t } = useTranslation();
  return (
    <Center p="lg">
      <Loader size="sm" aria-label={t('common.loading')} />
    </Center>
  );
}

/**
 * A view a screen shows on request (the task board beside the list): its code loads when it is
 * first shown, with the list's loader meanwhile.
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(load, ViewLoader);
}
