import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { inDays, loadWorkIds, taskPayload, type WorkIds } from './work-helpers';

/*
 * Turkish text (docs/decisions/013): lists sorted on text follow the Turkish alphabet for a Turkish
 * reader (a b c ç d e f g ğ h ı i j … o ö p … s ş t u ü …, "I" with "ı", "İ" with "i") and ICU's root
 * order otherwise; searches fold Turkish case and accents on both sides. Every expectation below
 * is written out by hand. The seed holds "Karadeniz Gıda A.Ş." and "Çukurova Tarım Ltd. Şti." too,
 * so the company searches find those as well.
 */

const COMPANIES = [
  'Çağlar Lojistik',
  'Can Tekstil',
  'Deniz Gıda',
  'Zeki Yapı',
  'ılık Su',
  'İpek Yolu',
  'Irmak Enerji',
  'Karadeniz Gıda',
  'Çukurova Tarım',
  'Çamlıca Bahçe',
];

/* The same ten names as a Turkish reader orders them: ç after c, ı before i, "I" is "ı". */
const TURKISH_ORDER = [
  'Can Tekstil',
  'Çağlar Lojistik',
  'Çamlıca Bahçe',
  'Çukurova Tarım',
  'Deniz Gıda',
  'ılık Su',
  'Irmak Enerji',
  'İpek Yolu',
  'Karadeniz Gıda',
  'Zeki Yapı',
];

/*
 * ICU root order: accents count only after the letters ("Çağlar" and "Çamlıca" sort with c, before
 * "Can": g and m before n), "İ" sorts as i, and the dotless ı is a letter of its own after i.
 */
const ROOT_ORDER = [
  'Çağlar Lojistik',
  'Çamlıca Bahçe',
  'Can Tekstil',
  'Çukurova Tarım',
  'Deniz Gıda',
  'İpek Yolu',
  'Irmak Enerji',
  'ılık Su',
  'Karadeniz Gıda',
  'Zeki Yapı',
];

const PROJECTS = [
  ['İskele Onarımı', 'İpek Yolu'],
  ['Irmak Enerji Santrali', 'Irmak Enerji'],
  ['ılgın Park', 'ılık Su'],
  ['Çukurova Tarım Sulama', 'Çukurova Tarım'],
  ['Cam Cephe', 'Can Tekstil'],
] as const;
const projectNames: string[] = PROJECTS.map(([name]) => name);

let t: TestApp;
let master: string;
let ids: WorkIds;
const companyIds = new Map<string, number>();

const call = (method: 'GET' | 'POST', url: string, language: string, payload?: Record<string, unknown>) =>
  t.call({ method, url, token: master, language, ...(payload ? { payload } : {}) });

async function created<T>(url: string, payload: Record<string, unknown>, key: string): Promise<T> {
  const response = await call('POST', url, 'tr', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json()[key] as T;
}

async function listed(url: string, language: string): Promise<string[]> {
  const response = await call('GET', url, language);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { name?: string; title?: string }[]).map((row) => (row.name ?? row.title)!);
}

const ours = (names: string[]) => names.filter((name) => COMPANIES.includes(name));

beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
  ids = await loadWorkIds(t.database);
  for (const name of COMPANIES)
    companyIds.set(name, (await created<{ id: number }>('/api/companies', { name }, 'company')).id);
  const project = (name: string, company: string) =>
    created(
      '/api/projects',
      {
        name,
        companyId: companyIds.get(company),
        budget: '1000.00',
        currency: 'TL',
        startDate: inDays(1),
        endDate: inDays(30),
      },
      'project',
    );
  for (const [name, company] of PROJECTS) await project(name, company);
  await created(
    '/api/transactions',
    {
      name: 'Karadeniz Gıda Faturası',
      amount: '250.00',
      type: 'income',
      currency: 'TL',
      assignedUserId: ids.manager,
      companyId: companyIds.get('Karadeniz Gıda'),
      transactionDate: inDays(0),
    },
    'transaction',
  );
  await created('/api/expense-categories', { name: 'Çamlıca Bahçe Bakımı' }, 'category');
  await created('/api/ticket-categories', { name: 'Çamlıca Bahçe Desteği' }, 'category');
  await created(
    '/api/tasks',
    taskPayload(ids, { title: 'Irmak Enerji bakım planı', description: 'Çukurova Tarım sahası için' }),
    'task',
  );
  // Three tasks sharing a word found nowhere else, to sort a search on their titles.
  for (const title of ['Deniz zıpkın', 'Çağlar zıpkın', 'Can zıpkın'])
    await created('/api/tasks', taskPayload(ids, { title, description: null }), 'task');
  // And five more: the four i's, case apart, and the letters beyond the Turkish alphabet.
  for (const title of [
    'iplik kürek',
    'Ilgaz kürek',
    'ılgaz kürek',
    'İpek kürek',
    'ılık kürek',
    'Ölçü kürek',
    'öbek kürek',
    'Straße kürek',
    'Øre kürek',
  ])
    await created('/api/tasks', taskPayload(ids, { title, description: null }), 'task');
});
afterAll(() => t.close());

describe('order', () => {
  it('sorts companies by the Turkish alphabet for a Turkish reader, both ways', async () => {
    expect(ours(await listed('/api/companies?sort=name&order=asc&pageSize=100', 'tr'))).toEqual(TURKISH_ORDER);
    expect(ours(await listed('/api/companies?sort=name&order=desc&pageSize=100', 'tr'))).toEqual(
      [...TURKISH_ORDER].reverse(),
    );
  });

  it('sorts companies in ICU root order for an English reader', async () => {
    expect(ours(await listed('/api/companies?sort=name&order=asc&pageSize=100', 'en'))).toEqual(ROOT_ORDER);
  });

  it('orders the company selector the same way', async () => {
    expect(ours(await listed('/api/companies/lookup', 'tr'))).toEqual(TURKISH_ORDER);
    expect(ours(await listed('/api/companies/lookup', 'en'))).toEqual(ROOT_ORDER);
  });

  it('sorts the matches of a task search on their titles in the reader’s alphabet', async () => {
    expect(await listed('/api/tasks?q=ZIPKIN&sort=title&order=asc', 'tr')).toEqual([
      'Can zıpkın',
      'Çağlar zıpkın',
      'Deniz zıpkın',
    ]);
    expect(await listed('/api/tasks?q=ZIPKIN&sort=title&order=asc', 'en')).toEqual([
      'Çağlar zıpkın',
      'Can zıpkın',
      'Deniz zıpkın',
    ]);
  });

  it('puts text that differs only in case lower case first, and places letters from beyond the alphabet', async () => {
    // ı before i; "I" is the capital of ı and "İ" of i; case counts only between otherwise equal
    // words, small letter first; ö after o; ø is an o with an accent and ß an s, so both sort
    // with their base letter.
    expect(await listed('/api/tasks?q=KÜREK&sort=title&order=asc', 'tr')).toEqual([
      'ılgaz kürek',
      'Ilgaz kürek',
      'ılık kürek',
      'İpek kürek',
      'iplik kürek',
      'Øre kürek',
      'öbek kürek',
      'Ölçü kürek',
      'Straße kürek',
    ]);
    expect(await listed('/api/tasks?q=KÜREK&sort=title&order=desc', 'tr')).toEqual([
      'Straße kürek',
      'Ölçü kürek',
      'öbek kürek',
      'Øre kürek',
      'iplik kürek',
      'İpek kürek',
      'ılık kürek',
      'Ilgaz kürek',
      'ılgaz kürek',
    ]);
  });

  it('sorts projects by their name and by their company’s name in the reader’s alphabet', async () => {
    const projectsBy = async (sort: string, language: string) =>
      (await listed(`/api/projects?sort=${sort}&order=asc&pageSize=100`, language)).filter((name) =>
        projectNames.includes(name),
      );
    // Turkish: ılgın before Irmak (l before r, both ı), then İskele (i); root: ı is a letter after i.
    expect(await projectsBy('name', 'tr')).toEqual([
      'Cam Cephe',
      'Çukurova Tarım Sulama',
      'ılgın Park',
      'Irmak Enerji Santrali',
      'İskele Onarımı',
    ]);
    expect(await projectsBy('name', 'en')).toEqual([
      'Cam Cephe',
      'Çukurova Tarım Sulama',
      'Irmak Enerji Santrali',
      'İskele Onarımı',
      'ılgın Park',
    ]);
    // By company: Can Tekstil, Çukurova Tarım, ılık Su, Irmak Enerji, İpek Yolu in Turkish.
    expect(await projectsBy('companyName', 'tr')).toEqual([
      'Cam Cephe',
      'Çukurova Tarım Sulama',
      'ılgın Park',
      'Irmak Enerji Santrali',
      'İskele Onarımı',
    ]);
    // Root: Can, Çukurova, İpek, Irmak, ılık.
    expect(await projectsBy('companyName', 'en')).toEqual([
      'Cam Cephe',
      'Çukurova Tarım Sulama',
      'İskele Onarımı',
      'Irmak Enerji Santrali',
      'ılgın Park',
    ]);
  });
});

describe('search', () => {
  const search = (url: string, q: string) =>
    listed(`${url}?q=${encodeURIComponent(q)}&sort=name&order=asc&pageSize=100`, 'tr');

  it('finds companies whatever the case, Turkish letters included, and without accents', async () => {
    expect(await search('/api/companies', 'KARADENİZ GIDA')).toEqual(['Karadeniz Gıda', 'Karadeniz Gıda A.Ş.']);
    expect(await search('/api/companies', 'ÇUKUROVA TARIM')).toEqual(['Çukurova Tarım', 'Çukurova Tarım Ltd. Şti.']);
    expect(await search('/api/companies', 'ÇAMLICA')).toEqual(['Çamlıca Bahçe']);
    expect(await search('/api/companies', 'camlica')).toEqual(['Çamlıca Bahçe']);
    expect(await search('/api/companies', 'IRMAK')).toEqual(['Irmak Enerji']);
    expect(await search('/api/companies', 'ılık')).toEqual(['ılık Su']);
    // The reader's language orders the matches but does not change what matches.
    expect(await listed('/api/companies?q=camlica', 'en')).toEqual(['Çamlıca Bahçe']);
  });

  it('finds projects', async () => {
    expect(await search('/api/projects', 'ÇUKUROVA TARIM')).toEqual(['Çukurova Tarım Sulama']);
    expect(await search('/api/projects', 'IRMAK')).toEqual(['Irmak Enerji Santrali']);
    expect(await search('/api/projects', 'camlica')).toEqual([]);
    expect(await search('/api/projects', 'ILGIN')).toEqual(['ılgın Park']);
  });

  it('finds transactions', async () => {
    expect(await search('/api/transactions', 'KARADENİZ GIDA')).toEqual(['Karadeniz Gıda Faturası']);
    expect(await search('/api/transactions', 'karadeniz gida')).toEqual(['Karadeniz Gıda Faturası']);
  });

  it('finds expense and ticket categories', async () => {
    for (const q of ['ÇAMLICA', 'camlica']) {
      expect(await search('/api/expense-categories', q)).toEqual(['Çamlıca Bahçe Bakımı']);
      expect(await search('/api/ticket-categories', q)).toEqual(['Çamlıca Bahçe Desteği']);
    }
  });

  it('finds tasks by title and description', async () => {
    const tasks = (q: string) => listed(`/api/tasks?q=${encodeURIComponent(q)}&sort=title&order=asc`, 'tr');
    expect(await tasks('IRMAK')).toEqual(['Irmak Enerji bakım planı']);
    expect(await tasks('ÇUKUROVA TARIM')).toEqual(['Irmak Enerji bakım planı']);
    expect(await tasks('cukurova tarim')).toEqual(['Irmak Enerji bakım planı']);
    expect(await tasks('BAKIM PLANI')).toEqual(['Irmak Enerji bakım planı']);
    // Within a status, through that status's own index.
    expect(await listed('/api/tasks?q=IRMAK&status=pending', 'tr')).toEqual(['Irmak Enerji bakım planı']);
    expect(await listed('/api/tasks?q=IRMAK&status=completed', 'tr')).toEqual([]);
  });

  it('still takes wildcards literally', async () => {
    expect(await search('/api/companies', 'Ç_MLICA')).toEqual([]);
    expect(await search('/api/companies', '%')).toEqual([]);
  });
});

/*
 * A name already in use (docs/decisions/030): compared without case, the Turkish way and the English
 * way at once, so I, ı, İ and i are one letter; accents and the Turkish letters still count. Last,
 * since it adds companies that the searches above would find.
 */
describe('names in use', () => {
  const status = async (method: 'POST' | 'PUT', url: string, name: string) =>
    (await t.call({ method, url, token: master, language: 'tr', payload: { name } })).statusCode;

  it('refuses a company name already there in any case, Turkish or English', async () => {
    for (const name of [
      'İpek Yolu',
      'İPEK YOLU',
      'ipek yolu',
      'IPEK YOLU',
      'IRMAK ENERJİ',
      'ırmak enerji',
      'ILIK SU',
      'Ilik su',
      'KARADENİZ GIDA',
    ]) {
      expect(await status('POST', '/api/companies', name), name).toBe(409);
    }
    expect(await status('POST', '/api/companies', 'ACME INC')).toBe(201);
    expect(await status('POST', '/api/companies', 'Acme Inc')).toBe(409);
    expect(await status('POST', '/api/companies', 'acme ınc')).toBe(409);
  });

  it('lets accents and the Turkish letters tell names apart', async () => {
    // "Can Tekstil" and "Çukurova Tarım" are there: ç is not c, u is not ü, a is not â.
    expect(await status('POST', '/api/companies', 'Çan Tekstil')).toBe(201);
    expect(await status('POST', '/api/companies', 'Çükurova Tarım')).toBe(201);
    expect(await status('POST', '/api/companies', 'Can Tekstîl')).toBe(201);
  });

  it('refuses a rename onto another company’s name, and keeps a company’s own name in another case', async () => {
    const id = companyIds.get('Zeki Yapı')!;
    expect(await status('PUT', `/api/companies/${id}`, 'ÇAĞLAR LOJİSTİK')).toBe(409);
    expect(await status('PUT', `/api/companies/${id}`, 'ZEKİ YAPI')).toBe(200);
    expect(await status('PUT', `/api/companies/${id}`, 'Zeki Yapı')).toBe(200);
  });

  it('refuses an expense or ticket category name already there in any case', async () => {
    expect(await status('POST', '/api/expense-categories', 'ÇAMLICA BAHÇE BAKIMI')).toBe(409);
    expect(await status('POST', '/api/expense-categories', 'çamlıca bahçe bakımı')).toBe(409);
    expect(await status('POST', '/api/expense-categories', 'Camlica Bahce Bakimi')).toBe(201);
    expect(await status('POST', '/api/ticket-categories', 'ÇAMLICA BAHÇE DESTEĞİ')).toBe(409);
    expect(await status('POST', '/api/ticket-categories', 'Çamlica Bahçe Desteği')).toBe(409);
  });
});
