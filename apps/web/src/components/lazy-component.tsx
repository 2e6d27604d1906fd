import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A component whose code loads when it first renders, with `Fallback` shown until it has come:
 * what `lazyDialog` and `lazyView` build on, so a screen's first load goes without that code.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: () => ReactNode,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={<Fallback />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
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
