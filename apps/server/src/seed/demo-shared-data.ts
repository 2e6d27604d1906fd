import { inArray } from 'drizzle-orm';
import type { Language } from '@workspace/shared/common/limits';
import type { Db } from '../db/client';
import { sharedData, sharedDataShares } from '../db/schema/shared-data';
import { users } from '../db/schema/users';
import { sharedDataPasswordPurpose } from '../lib/sealed-values';
import type { Keyring } from '../lib/secret-box';

type DemoCredential = {
  owner: string;
  domain: string;
  username: string;
  password: string;
  description: Record<Language, string>;
  sharedWith: string[];
};

const EMPLOYEE = 'employee@example.com';
const MANAGER = 'manager@example.com';

/* A few customer sign-ins the demo staff keep, some shared between them, so "Shared data" opens on something. */
// Data: one record a line reads as a table.
// prettier-ignore
const CREDENTIALS: DemoCredential[] = [
  { owner: EMPLOYEE, domain: 'panel.karadenizgida.example', username: 'admin', password: 'Kg-demo-2026!', description: { en: 'Hosting panel of Karadeniz Gıda', tr: 'Karadeniz Gıda barındırma paneli' }, sharedWith: [MANAGER] },
  { owner: EMPLOYEE, domain: 'mail.anadolulojistik.example', username: 'it@anadolulojistik.example', password: 'Al-mail-7731', description: { en: 'Mail server administrator', tr: 'E-posta sunucusu yöneticisi' }, sharedWith: [] },
  { owner: EMPLOYEE, domain: '192.0.2.41', username: 'deploy', password: 'Ssh-deploy-4410', description: { en: 'Staging server (SSH)', tr: 'Test sunucusu (SSH)' }, sharedWith: [MANAGER] },
  { owner: MANAGER, domain: 'erp.cukurovatarim.example', username: 'workspace.support', password: 'Ct-erp-5582', description: { en: 'ERP support account of Çukurova Tarım', tr: 'Çukurova Tarım ERP destek hesabı' }, sharedWith: [EMPLOYEE] },
  { owner: MANAGER, domain: 'dns.camlicabahce.example', username: 'camlica-dns', password: 'Cb-dns-9020', description: { en: 'DNS provider of Çamlıca Bahçe', tr: 'Çamlıca Bahçe DNS sağlayıcısı' }, sharedWith: [] },
];

/**
 * The demo's shared data: passwords sealed with the server's key, as every stored one is. Only
 * when a key is at hand (the server's start and `npm run seed`); the test database has none.
 */
export async function seedDemoSharedData(db: Db, keyring: Keyring, language: Language): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [EMPLOYEE, MANAGER]));
  const idOf = new Map(people.map((person) => [person.email, person.id]));
  for (const credential of CREDENTIALS) {
    const ownerId = idOf.get(credential.owner);
    if (ownerId === undefined) continue;
    const sealed = keyring.seal(credential.password, sharedDataPasswordPurpose(ownerId));
    const [row] = await db
      .insert(sharedData)
      .values({
        ownerId,
        domain: credential.domain,
        username: credential.username,
        description: credential.description[language],
        passwordCiphertext: sealed.ciphertext,
        passwordKeyId: sealed.keyId,
      })
      .returning({ id: sharedData.id });
    const shares = credential.sharedWith.map((email) => idOf.get(email)).filter((id): id is number => id !== undefined);
    if (shares.length > 0)
      await db.insert(sharedDataShares).values(shares.map((userId) => ({ sharedDataId: row!.id, userId })));
  }
}
