import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/users';
import { isCommonPassword } from '../src/lib/passwords';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('common passwords', () => {
  it('knows the most common ones, in any case, and not ordinary strong ones', () => {
    for (const password of ['password', 'Password1', 'QWERTY123', 'iloveyou', '123456789', 'football']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of [DEMO_PASSWORD, 'Kestane-Yaprak-42', 'secret12', 'brandnew1']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it('are refused at registration with a clear message under the field, and nothing is written', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/register',
      language: 'tr',
      payload: { name: 'Common', surname: 'Choice', email: 'common.choice@example.com', password: 'Password1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      password: 'Bu şifre en yaygın şifrelerden biri; tahmin edilmesi daha zor bir şifre seçin',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'common.choice@example.com'))).toEqual([]);
  });

  it('are refused as a new password and when a master creates or edits a user', async () => {
    const token = await t.login('master');
    const change = await t.call({
      method: 'PUT',
      url: '/api/profile/password',
      token,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'qwerty123' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.fields).toEqual({
      newPassword: 'This password is one of the most common ones; choose one that is harder to guess',
    });

    const create = await t.call({
      method: 'POST',
      url: '/api/users',
      token,
      payload: {
        name: 'New',
        surname: 'Hire',
        email: 'new.hire@example.com',
        phone: '',
        type: 'employee',
        language: 'en',
        password: 'iloveyou',
      },
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().error.fields.password).toMatch(/most common/);
    // The right password still works afterwards: the refusal changed nothing.
    expect((await t.call({ method: 'GET', url: '/api/me', token })).statusCode).toBe(200);
  });
});

describe('predictable passwords', () => {
  it("are refused at registration, as a new password and by the master, with a message in the caller's language, and nothing is written", async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/register',
      language: 'tr',
      payload: { name: 'Repeat', surname: 'Choice', email: 'repeat.choice@example.com', password: 'aaaaaa' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      password:
        'Tek bir karakterin ya da kalıbın tekrarından veya 12345678, abcdefgh gibi bir diziden oluşan şifre çok kolay tahmin edilir',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'repeat.choice@example.com'))).toEqual([]);

    const token = await t.login('master');
    const change = await t.call({
      method: 'PUT',
      url: '/api/profile/password',
      token,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'abcdefgh' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.fields).toEqual({
      newPassword:
        'A password made of one repeated character or pattern, or a run like 12345678 or abcdefgh, is too easy to guess',
    });
    const create = await t.call({
      method: 'POST',
      url: '/api/users',
      token,
      payload: {
        name: 'New',
        surname: 'Hire',
        email: 'run.hire@example.com',
        phone: '',
        type: 'employee',
        language: 'en',
        password: '87654321',
      },
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().error.fields.password).toMatch(/too easy to guess/);
  });
});
