import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, notificationSettings } from '../src/db/schema/notification-preferences';
import { users } from '../src/db/schema/users';
import { createTestApp, EMAILS, type Role, type TestApp } from './helpers';

/*
 * Notification preferences: the defaults of each role, written here by hand (not read from the
 * code that makes them), and "everyone their own": no route names a person, and a change by one
 * leaves everyone else's as it was. Kept only where someone departs from their default.
 */
const ROLES_UNDER_TEST: Role[] = ['master', 'manager', 'employee', 'user'];
let t: TestApp;
const tokens = {} as Record<Role, string>;
const ids = {} as Record<Role, number>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES_UNDER_TEST) {
    tokens[role] = await t.login(role);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, EMAILS[role]));
    ids[role] = row!.id;
  }
});
afterAll(() => t.close());

type Prefs = { emailRhythm: string; kinds: { kind: string; inApp: boolean; email: boolean; isDefault: boolean }[] };
const get = async (role: Role) => {
  const response = await t.call({ method: 'GET', url: '/api/notification-preferences', token: tokens[role] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Prefs>();
};
const put = (role: Role, payload: object, language?: string) =>
  t.call({ method: 'PUT', url: '/api/notification-preferences', token: tokens[role], payload, language });
/** A person's preferences as lines: `kind app+mail`, `kind app`, `kind mail`, `kind -`. */
const lines = (prefs: Prefs) =>
  prefs.kinds.map(
    ({ kind, inApp, email }) => `${kind} ${[inApp ? 'app' : '', email ? 'mail' : ''].filter(Boolean).join('+') || '-'}`,
  );

// Written by hand: staff hear of everything in the app, and by mail of assignments, of mentions and
// of their account's security; customers by mail of replies and status changes on their tickets, and security.
const STAFF = [
  'ticketAssigned app+mail',
  'ticketReply app',
  'ticketStatus app',
  'taskAssigned app+mail',
  'taskComment app',
  'taskDueTomorrow app',
  'taskOverdue app',
  'mention app+mail',
  'sharedDataShared app',
  'twoFactorDisabled app+mail',
  'passwordChanged app+mail',
  'newCountrySignIn app+mail',
];
const EXPECTED_DEFAULTS: Record<Role, string[]> = {
  master: ['ticketCreated app', ...STAFF],
  manager: ['ticketCreated app', ...STAFF],
  employee: STAFF,
  user: [
    'ticketReply app+mail',
    'ticketStatus app+mail',
    'passwordChanged app+mail',
    'twoFactorDisabled app+mail',
    'newCountrySignIn app+mail',
  ],
};

describe('the defaults of each role', () => {
  for (const role of ROLES_UNDER_TEST) {
    it(`${role}: ${EXPECTED_DEFAULTS[role].length} kinds, mail at once`, async () => {
      const prefs = await get(role);
      expect(prefs.emailRhythm).toBe('immediate');
      expect(lines(prefs)).toEqual(EXPECTED_DEFAULTS[role]);
      expect(prefs.kinds.every((kind) => kind.isDefault)).toBe(true);
    });
  }
});

describe('changing them', () => {
  it('changes the caller’s own in one request, keeps only what departs from the default, and nobody else’s', async () => {
    const others = await Promise.all((['master', 'employee', 'user'] as const).map(get));
    const response = await put('manager', {
      emailRhythm: 'daily',
      kinds: {
        ticketCreated: { inApp: true, email: true },
        taskComment: { inApp: false, email: false },
        // Equal to the default: not kept.
        taskAssigned: { inApp: true, email: true },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const prefs = response.json<Prefs>();
    expect(prefs.emailRhythm).toBe('daily');
    expect(lines(prefs)).toContain('ticketCreated app+mail');
    expect(lines(prefs)).toContain('taskComment -');
    expect(prefs.kinds.filter((kind) => !kind.isDefault).map((kind) => kind.kind)).toEqual([
      'ticketCreated',
      'taskComment',
    ]);
    expect(await get('manager')).toEqual(prefs);

    const stored = await t.database.db.select().from(notificationPreferences);
    expect(stored.map((row) => `${row.userId === ids.manager ? 'manager' : row.userId} ${row.kind}`).sort()).toEqual([
      'manager taskComment',
      'manager ticketCreated',
    ]);
    // Nobody else's changed: no route takes a person, so none can read or change another's.
    expect(await Promise.all((['master', 'employee', 'user'] as const).map(get))).toEqual(others);

    // Back to the default: forgotten.
    const back = await put('manager', {
      emailRhythm: 'immediate',
      kinds: { ticketCreated: { inApp: true, email: false }, taskComment: { inApp: true, email: false } },
    });
    expect(back.statusCode).toBe(200);
    expect(await t.database.db.select().from(notificationPreferences)).toEqual([]);
    expect(await t.database.db.select().from(notificationSettings)).toEqual([]);
  });

  it('a person given another’s id in the body changes only their own (the body takes no person)', async () => {
    const response = await put('user', { userId: ids.manager, emailRhythm: 'never' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/userId/);
    expect((await get('manager')).emailRhythm).toBe('immediate');
    expect((await get('user')).emailRhythm).toBe('immediate');
  });

  it('refuses bad input with a translated message and changes nothing', async () => {
    const rhythm = await put('employee', { emailRhythm: 'hourly' }, 'tr');
    expect(rhythm.statusCode).toBe(400);
    expect(rhythm.json().error.fields.emailRhythm).toBe('Listelenen değerlerden birini seçin');
    // A kind it does not know, or a channel missing: refused, in the caller's language.
    const unknown = await put('employee', { kinds: { birthday: { inApp: true, email: true } } }, 'en');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/birthday/);
    const missing = await put('employee', { kinds: { taskComment: { inApp: false } } }, 'tr');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields['kinds.taskComment.email']).toBe('Bu alan zorunludur');
    expect(lines(await get('employee'))).toEqual(EXPECTED_DEFAULTS.employee);
  });
  it('needs a sign-in', async () => {
    expect((await t.call({ method: 'GET', url: '/api/notification-preferences' })).statusCode).toBe(401);
    expect((await t.call({ method: 'PUT', url: '/api/notification-preferences', payload: {} })).statusCode).toBe(401);
  });
});
