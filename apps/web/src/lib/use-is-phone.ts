import { useMediaQuery } from '@mantine/hooks';

/**
 * A phone's width: below the theme's `sm` breakpoint (48em), where tables become cards and the
 * header's words their short forms. False until the query has answered (the first render).
 */
export function useIsPhone(): boolean {
  return useMediaQuery('(max-width: 48em)') === true;
}
