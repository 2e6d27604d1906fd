import { isNull, sql } from 'drizzle-orm';
import { INTERNAL_USER_TYPES, type UserType } from '@workspace/shared/auth/roles';
import { addDays, DEFAULT_TIME_ZONE, isoToday } from '@workspace/shared/common/work';
import type { LoginFailureReason } from '@workspace/shared/insight/login-records.constants';
import type { DbOrTx } from '../db/client';
import { loginRecords } from '../db/schema/login-records';
import { users } from '../db/schema/users';
import { qualified } from '../lib/sql';
import { between, pick, sequence, type Random } from './random';

/*
 * 30 days of sign-in history for the demo, as modules/auth would have written it: staff signing in
 * on working days from the office, from home or on the phone; customers now and then; a mistyped
 * password here and there; guesses at addresses nobody has; and one burst against the demo
 * manager. Nothing is marked as a burst: the login list finds it. Places are what lib/geo.ts
 * answers for these addresses (DB-IP Lite); private addresses are "local", as there.
 */

type Place = { ip: string; country: string | null; region: string | null; city: string | null };
type Person = { id: number; email: string; type: UserType; isActive: boolean; language: string };
type Attempt = Omit<typeof loginRecords.$inferInsert, 'id' | 'updatedAt'> & { createdAt: Date };

// Data: one record a line reads as a table.
// prettier-ignore
const PLACES = {
  office: { ip: '88.255.96.17', country: 'TR', region: 'Istanbul', city: 'Istanbul' },
  sisli: { ip: '188.119.40.2', country: 'TR', region: 'Istanbul', city: 'Sisli' },
  umraniye: { ip: '85.105.12.40', country: 'TR', region: 'Istanbul', city: 'Umraniye' },
  ankara: { ip: '212.156.70.3', country: 'TR', region: 'Ankara', city: 'Ankara' },
  ankaraHome: { ip: '94.54.2.30', country: 'TR', region: 'Ankara', city: 'Ankara' },
  mobile: { ip: '176.88.12.7', country: 'TR', region: 'Ankara', city: 'Malikoy' },
  london: { ip: '81.2.69.142', country: 'GB', region: 'England', city: 'London' },
  berlin: { ip: '85.214.12.9', country: 'DE', region: 'Berlin', city: 'Berlin (Charlottenburg-Wilmersdorf)' },
  frankfurt: { ip: '91.64.20.4', country: 'DE', region: 'Hesse', city: 'Frankfurt am Main' },
  moscow: { ip: '45.155.205.9', country: 'RU', region: 'Moscow', city: 'Moscow' },
  kualaLumpur: { ip: '103.75.190.11', country: 'MY', region: 'Kuala Lumpur', city: 'Kuala Lumpur (Bukit Bintang)' },
} as const satisfies Record<string, Place>;

const local = (ip: string): Place => ({ ip, country: 'local', region: 'local', city: null });

// Data: one record a line reads as a table.
// prettier-ignore
const DESKTOP_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
];

// Data: one record a line reads as a table.
// prettier-ignore
const MOBILE_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
];

/* Addresses nobody holds, tried now and then from abroad: [days ago, local minute of the day, email]. */
// Data: one record a line reads as a table.
// prettier-ignore
const UNKNOWN_ATTEMPTS: [number, number, string][] = [
  [27, 2 * 60 + 41, 'admin@workspace.example.com'],
  [21, 14 * 60 + 5, 'info@workspace.example.com'],
  [16, 23 * 60 + 18, 'admin@workspace.example.com'],
  [11, 4 * 60 + 52, 'test@workspace.example.com'],
  [6, 10 * 60 + 33, 'selin.aktas@workspace.example.com'],
  [2, 1 * 60 + 7, 'root@workspace.example.com'],
];

/** The burst: six failures on the manager's account from one foreign address in ten minutes, three nights ago. */
const BURST = {
  daysAgo: 3,
  minute: 3 * 60 + 12,
  offsetsSeconds: [0, 95, 190, 300, 455, 590],
  email: 'manager@example.com',
};
const SCRIPT_AGENT = 'python-requests/2.31.0';

/* Building an Intl.DateTimeFormat is costly: one per time zone. */
const partFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at `ms`. */
function offsetMinutes(ms: number, timeZone: string): number {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(ms).map((item) => [item.type, Number(item.value)]));
  return (
    (Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) -
      Math.floor(ms / 1000) * 1000) /
    60_000
  );
}

/** The moment of a wall-clock time (`minute` of the day, `second`) on `day` in the time zone. */
function atLocalTime(day: string, minute: number, timeZone: string, second = 0): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minute * 60_000 + second * 1000;
  // Twice: the offset at the first guess may differ from the one at the moment itself (a DST change).
  const first = wall - offsetMinutes(wall, timeZone) * 60_000;
  return new Date(wall - offsetMinutes(first, timeZone) * 60_000);
}

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** The two or three places a person signs in from, fixed by their position in the list. */
function placesOf(person: Person, index: number): { usual: Place; home: Place; mobile: Place } {
  const internal = (INTERNAL_USER_TYPES as readonly string[]).includes(person.type);
  if (internal) {
    // A couple of desks sit on the office network itself, which lib/geo calls local.
    const usual = index % 5 === 0 ? local(`192.168.1.${20 + index}`) : PLACES.office;
    const home = [PLACES.sisli, PLACES.umraniye, PLACES.ankaraHome][index % 3]!;
    return { usual, home, mobile: PLACES.mobile };
  }
  const usual =
    person.language === 'tr'
      ? [PLACES.ankara, PLACES.umraniye][index % 2]!
      : [PLACES.london, PLACES.berlin, PLACES.frankfurt][index % 3]!;
  const home = person.language === 'tr' ? PLACES.ankaraHome : PLACES.london;
  return { usual, home, mobile: person.language === 'tr' ? PLACES.mobile : usual };
}

function attempt(
  person: Person | null,
  email: string,
  place: Place,
  userAgent: string,
  createdAt: Date,
  reason: LoginFailureReason | null,
): Attempt {
  return {
    userId: person?.id ?? null,
    email,
    status: reason ? 'failed' : 'success',
    reason,
    ip: place.ip,
    country: place.country,
    region: place.region,
    city: place.city,
    userAgent,
    createdAt,
  };
}

/** One person's attempts on one day: maybe a morning sign-in (sometimes after a wrong password), maybe one more later. */
function dayOf(random: Random, person: Person, index: number, day: string, timeZone: string): Attempt[] {
  const internal = (INTERNAL_USER_TYPES as readonly string[]).includes(person.type);
  const weekend = isWeekend(day);
  // A deactivated account still tries now and then, and is refused.
  const chance = !person.isActive ? (weekend ? 0 : 0.1) : internal ? (weekend ? 0.08 : 0.85) : weekend ? 0.04 : 0.3;
  if (random() >= chance) return [];
  const places = placesOf(person, index);
  const desktop = DESKTOP_AGENTS[index % DESKTOP_AGENTS.length]!;
  const phone = MOBILE_AGENTS[index % MOBILE_AGENTS.length]!;
  // Staff start between 08:15 and 09:55; customers any time in office hours.
  const minute = internal ? between(random, 8 * 60 + 15, 9 * 60 + 55) : between(random, 9 * 60, 18 * 60);
  const where = weekend ? places.home : random() < 0.8 ? places.usual : places.home;
  const at = (extraSeconds: number) => atLocalTime(day, minute, timeZone, extraSeconds);
  if (!person.isActive) return [attempt(person, person.email, where, desktop, at(between(random, 0, 59)), 'inactive')];
  const rows: Attempt[] = [];
  if (random() < 0.07)
    rows.push(attempt(person, person.email, where, desktop, at(between(random, 0, 20)), 'wrongPassword'));
  rows.push(attempt(person, person.email, where, desktop, at(between(random, 40, 110)), null));
  if (internal && random() < 0.25) {
    const later = between(random, 13 * 60, 17 * 60 + 30);
    rows.push(
      attempt(
        person,
        person.email,
        places.mobile,
        phone,
        atLocalTime(day, later, timeZone, between(random, 0, 59)),
        null,
      ),
    );
  }
  return rows;
}

/**
 * Writes the demo's sign-in history for the 30 days up to `now` (nothing after it), then sets each
 * user's last sign-in to their latest successful one. Same rows for the same day and time zone.
 */
export async function seedDemoLogins(db: DbOrTx, timeZone = DEFAULT_TIME_ZONE, now = new Date()): Promise<void> {
  const random = sequence(2024);
  const today = isoToday(timeZone, now);
  const people: Person[] = await db
    .select({ id: users.id, email: users.email, type: users.type, isActive: users.isActive, language: users.language })
    .from(users)
    .orderBy(users.id);
  const rows: Attempt[] = [];
  for (let daysAgo = 29; daysAgo >= 0; daysAgo -= 1) {
    const day = addDays(today, -daysAgo);
    people.forEach((person, index) => rows.push(...dayOf(random, person, index, day, timeZone)));
  }
  for (const [daysAgo, minute, email] of UNKNOWN_ATTEMPTS) {
    const place = daysAgo % 2 === 0 ? PLACES.kualaLumpur : PLACES.frankfurt;
    rows.push(
      attempt(
        null,
        email,
        place,
        pick(random, [SCRIPT_AGENT, 'curl/8.5.0', DESKTOP_AGENTS[0]!]),
        atLocalTime(addDays(today, -daysAgo), minute, timeZone),
        'unknownEmail',
      ),
    );
  }
  const manager = people.find((person) => person.email === BURST.email);
  if (manager) {
    BURST.offsetsSeconds.forEach((seconds, index) => {
      // The account allows five failures in fifteen minutes; the sixth is refused before its password is checked.
      const reason = index < 5 ? 'wrongPassword' : 'rateLimited';
      rows.push(
        attempt(
          manager,
          manager.email,
          PLACES.moscow,
          SCRIPT_AGENT,
          atLocalTime(addDays(today, -BURST.daysAgo), BURST.minute, timeZone, seconds),
          reason,
        ),
      );
    });
  }
  const past = rows
    .filter((row) => row.createdAt.getTime() <= now.getTime())
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (let start = 0; start < past.length; start += 500) {
    await db
      .insert(loginRecords)
      .values(past.slice(start, start + 500).map((row) => ({ ...row, updatedAt: row.createdAt })));
  }
  // Qualified: in an UPDATE drizzle leaves columns bare, and a bare "id" inside the subquery would be the record's.
  await db
    .update(users)
    .set({
      lastLoginAt: sql`(select max(lr.created_at) from ${loginRecords} as lr where lr.user_id = ${qualified(users, users.id)} and lr.status = 'success')`,
    })
    .where(isNull(users.lastLoginAt));
}
