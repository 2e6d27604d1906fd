import { useMediaQuery } from '@mantine/hooks';

/**
 * A phone's width: below the theme's `sm` breakpoint (48em), where tables become cards and the
 * header's words their short forms. Read as the component first renders: the app renders only in
 * the browser, so there is no server render to agree with, and Mantine's default (false until an
 * effect has asked) rendered every table a second time (its rows too) before its first paint.
 */
export function useIsPhone(): boolean {
  return useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
}
