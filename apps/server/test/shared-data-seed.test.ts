import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSharedData } from '../src/seed/demo-shared-data';
import { Keyring } from '../src/lib/secret-box';
import { createTestApp, TEST_APP_KEY, type TestApp } from './helpers';

/* The demo's shared data: sealed with the server's key, shared between the demo employee and manager, in the demo's language. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoSharedData(t.database.db, new Keyring(TEST_APP_KEY), 'tr');
});
afterAll(() => t.close());

type Item = { id: number; access: 'own' | 'shared'; domain: string; description: string | null };

describe('demo shared data', () => {
  it('gives the employee three records of their own and one shared by the manager, which they can reveal', async () => {
    const token = await t.login('employee');
    const { data } = (await t.call({ method: 'GET', url: '/api/shared-data?pageSize=100', token })).json<{
      data: Item[];
    }>();
    expect(
      data
        .filter((item) => item.access === 'own')
        .map((item) => item.domain)
        .sort(),
    ).toEqual(['192.0.2.41', 'mail.anadolulojistik.example', 'panel.karadenizgida.example']);
    const shared = data.filter((item) => item.access === 'shared');
    expect(shared.map((item) => item.domain)).toEqual(['erp.cukurovatarim.example']);
    expect(shared[0]!.description).toBe('Çukurova Tarım ERP destek hesabı');
    const revealed = await t.call({ method: 'POST', url: `/api/shared-data/${shared[0]!.id}/reveal`, token });
    expect(revealed.json()).toEqual({ password: 'Ct-erp-5582' });
  });

  it('lets the manager reveal what the employee shared, and not what they kept', async () => {
    const token = await t.login('manager');
    const { data } = (await t.call({ method: 'GET', url: '/api/shared-data?access=shared&pageSize=100', token })).json<{
      data: Item[];
    }>();
    expect(data.map((item) => item.domain).sort()).toEqual(['192.0.2.41', 'panel.karadenizgida.example']);
    const panel = data.find((item) => item.domain === 'panel.karadenizgida.example')!;
    expect((await t.call({ method: 'POST', url: `/api/shared-data/${panel.id}/reveal`, token })).json()).toEqual({
      password: 'Kg-demo-2026!',
    });
  });
});
