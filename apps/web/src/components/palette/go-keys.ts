import type { ScreenRouteName } from '@workspace/shared/routes/screen-routes';

/** `g` then a letter: the screen it goes to (only where the person's role may open it). */
export const GO_KEYS = {
  d: 'dashboard',
  t: 'task',
  m: 'myTask',
  k: 'ticket',
  o: 'openTicket',
  p: 'project',
  c: 'company',
  n: 'userNote',
  s: 'sharedData',
  u: 'internalUser',
  e: 'externalUser',
  w: 'wallet',
  x: 'transaction',
  a: 'usersActivity',
  b: 'notifications',
  f: 'profile',
} as const satisfies Record<string, ScreenRouteName>;
export type GoKey = keyof typeof GO_KEYS;
