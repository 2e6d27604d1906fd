import { inArray } from 'drizzle-orm';
import type { Language } from '@workspace/shared/common/limits';
import type { Db } from '../db/client';
import { notes, type NewNoteRow } from '../db/schema/notes';
import { users } from '../db/schema/users';

type DemoNote = { name: string; content: string; isPinned?: boolean; daysAgo: number };

/* A few notes of the kind each demo person keeps, so "My notes" opens on something to read. */
// Data: one record a line reads as a table.
// prettier-ignore
const NOTES: Record<Language, Record<string, DemoNote[]>> = {
  en: {
    'master@example.com': [
      { name: 'Month-end checklist', content: '## Before the 1st\n1. Check the **wallet** per currency\n2. Export the month\'s expenses (PDF)\n3. Review overdue tasks on the dashboard', isPinned: true, daysAgo: 2 },
      { name: 'Supplier contacts', content: 'Hosting: *support@hostco.example*\n\nPrinter service: call on Tuesdays.', daysAgo: 12 },
    ],
    'manager@example.com': [
      { name: 'Weekly planning', content: '- Move blocked tasks to **on hold**\n- Assign new tickets before noon\n- Check the *at risk* projects', isPinned: true, daysAgo: 1 },
    ],
    'employee@example.com': [
      { name: 'Deploy steps', content: '1. `npm run build`\n2. Run the migrations\n3. Smoke-test the login page', isPinned: true, daysAgo: 3 },
      { name: 'Ideas', content: 'A keyboard shortcut for the board would save time.', daysAgo: 20 },
    ],
    'user@example.com': [
      { name: 'Questions for support', content: 'Ask about exporting invoices as **CSV**.', daysAgo: 5 },
    ],
  },
  tr: {
    'master@example.com': [
      { name: 'Ay sonu kontrol listesi', content: '## Ayın 1\'inden önce\n1. **Cüzdanı** para birimine göre kontrol et\n2. Ayın giderlerini dışa aktar (PDF)\n3. Panodaki geciken görevlere bak', isPinned: true, daysAgo: 2 },
      { name: 'Tedarikçi iletişim', content: 'Barındırma: *destek@hostco.example*\n\nYazıcı servisi: salı günleri aranır.', daysAgo: 12 },
    ],
    'manager@example.com': [
      { name: 'Haftalık planlama', content: '- Takılan görevleri **askıya** al\n- Yeni talepleri öğleden önce ata\n- *Risk altındaki* projelere bak', isPinned: true, daysAgo: 1 },
    ],
    'employee@example.com': [
      { name: 'Yayın adımları', content: '1. `npm run build`\n2. Geçişleri çalıştır\n3. Giriş sayfasını dene', isPinned: true, daysAgo: 3 },
      { name: 'Fikirler', content: 'Pano için bir klavye kısayolu zaman kazandırır.', daysAgo: 20 },
    ],
    'user@example.com': [
      { name: 'Destek için sorular', content: 'Faturaları **CSV** olarak dışa aktarmayı sor.', daysAgo: 5 },
    ],
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo accounts' notes, in the demo's language, written some days before `now`. */
export async function seedDemoNotes(db: Db, language: Language, now: Date = new Date()): Promise<void> {
  const byEmail = NOTES[language];
  const owners = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(byEmail)));
  const rows: NewNoteRow[] = owners.flatMap((owner) =>
    (byEmail[owner.email] ?? []).map((note) => {
      const at = new Date(now.getTime() - note.daysAgo * DAY_MS);
      return {
        ownerId: owner.id,
        name: note.name,
        content: note.content,
        isPinned: note.isPinned ?? false,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  if (rows.length > 0) await db.insert(notes).values(rows);
}
