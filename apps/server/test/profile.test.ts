import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema/activities';
import { createTestApp, DEMO_PASSWORD, EMAILS, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/api/profile', () => {
  it('edits own name, surname, phone and language, and nothing else', async () => {
    const token = await t.login('employee');
    const response = await t.call({
      method: 'PUT',
      url: '/api/profile',
      token,
      payload: {
        name: 'Canberk',
        surname: 'Özkan',
        phone: '+90 555 1234567',
        language: 'tr',
        type: 'master',
        email: 'x@example.com',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      name: 'Canberk',
      language: 'tr',
      type: 'employee',
      email: EMAILS.employee,
    });
    const me = (await t.call({ method: 'GET', url: '/api/profile', token })).json();
    expect(me).toMatchObject({ name: 'Canberk', phone: '+90 555 1234567' });
    const rows = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'profile.update'), eq(activities.entityId, me.id)));
    expect(rows[0]!.changes).toMatchObject({ name: { after: 'Canberk' }, language: { before: 'en', after: 'tr' } });
  });

  it('saves the language alone (the header switch), records it, and refuses anything else', async () => {
    const token = await t.login('manager');
    const saved = await t.call({ method: 'PUT', url: '/api/profile/language', token, payload: { language: 'tr' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({ email: EMAILS.manager, language: 'tr' });
    expect((await t.call({ method: 'GET', url: '/api/me', token })).json()).toMatchObject({ language: 'tr' });
    const rows = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'profile.update'), eq(activities.entityId, saved.json().user.id)));
    expect(rows.at(-1)!.changes).toEqual({ language: { before: 'en', after: 'tr' } });
    for (const payload of [{ language: 'de' }, {}, { language: 'en', name: 'Someone' }]) {
      const refused = await t.call({ method: 'PUT', url: '/api/profile/language', token, payload, language: 'tr' });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.call({ method: 'GET', url: '/api/me', token })).json()).toMatchObject({
      language: 'tr',
      name: 'Selin',
    });
    // Back to English: the manager's other tests read their messages in it.
    expect(
      (await t.call({ method: 'PUT', url: '/api/profile/language', token, payload: { language: 'en' } })).statusCode,
    ).toBe(200);
  });

  it('changes the password only with the current one, ending every other session', async () => {
    const current = await t.login('user');
    const other = await t.login('user');
    const wrong = await t.call({
      method: 'PUT',
      url: '/api/profile/password',
      token: current,
      payload: { currentPassword: 'nope-nope', newPassword: 'brandnew1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'The current password is incorrect' });

    const ok = await t.call({
      method: 'PUT',
      url: '/api/profile/password',
      token: current,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'brandnew1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/me', token: current })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/me', token: other })).statusCode).toBe(401);
    await expect(t.login('user')).rejects.toThrow(/401/);
    await t.login('user', 'brandnew1');
    const rows = await t.database.db.select().from(activities).where(eq(activities.action, 'user.passwordChange'));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0]!.changes)).not.toContain('brandnew1');
  });

  it('refuses a too-short or unchanged new password', async () => {
    const token = await t.login('manager');
    const short = await t.call({
      method: 'PUT',
      url: '/api/profile/password',
      token,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: '123' },
    });
    expect(short.json().error.fields.newPassword).toBe('Password must be at least 6 characters');
    const same = await t.call({
      method: 'PUT',
      url: '/api/profile/password',
      token,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
    });
    expect(same.json().error.fields.newPassword).toBe('The new password must differ from the current one');
  });
});
