import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  labelMatches,
  markedParts,
  readRecent,
  rememberRecent,
  resultPath,
  screensFor,
} from './palette-model';

const as = (type: 'master' | 'manager' | 'employee' | 'user') => ({ id: 7, type });

describe('what the palette offers each role', () => {
  it('offers the screens of the menu the role sees, and no other', () => {
    const paths = (type: Parameters<typeof as>[0]) => screensFor(as(type)).map((screen) => screen.path);
    expect(paths('master')).toEqual(expect.arrayContaining(['/dashboard', '/task', '/company', '/wallet', '/profile']));
    expect(paths('employee')).toEqual(expect.arrayContaining(['/mytask', '/shared-data', '/user-note', '/ticket']));
    expect(paths('employee')).not.toContain('/task');
    expect(paths('employee')).not.toContain('/dashboard');
    expect(paths('user')).not.toContain('/mytask');
    expect(paths('user')).not.toContain('/shared-data');
    expect(paths('user')).toEqual(['/user-note', '/ticket', '/open-ticket', '/profile']);
  });

  it('offers the actions the policies allow', () => {
    const keys = (type: Parameters<typeof as>[0]) => actionsFor(as(type)).map((action) => action.label);
    // Data: one role a line reads as a table.
    // prettier-ignore
    {
      expect(keys('master')).toEqual(['tasks.newTask', 'notes.newNote', 'projects.newProject', 'companies.newCompany', 'users.newUser']);
      expect(keys('manager')).toEqual(['tasks.newTask', 'notes.newNote', 'projects.newProject', 'sharedData.newRecord']);
      expect(keys('employee')).toEqual(['notes.newNote', 'sharedData.newRecord']);
      expect(keys('user')).toEqual(['screens.createTicket', 'notes.newNote']);
    }
  });
});

describe('a found record', () => {
  it('opens its own screen, or its list searched for it', () => {
    const base = { detail: null, customer: undefined };
    expect(resultPath({ ...base, kind: 'ticket', id: 12, title: 'x' })).toBe('/support-window/12/ticket');
    expect(resultPath({ ...base, kind: 'task', id: 3, title: 'x' })).toBe('/support-window/3/task');
    expect(resultPath({ ...base, kind: 'company', id: 4, title: 'Çamlıca Gıda' })).toBe('/company/4/camlica-gida');
    expect(resultPath({ kind: 'person', id: 5, title: 'Ada Kaya', detail: 'ada@example.com', customer: true })).toBe(
      '/external-user?q=ada%40example.com',
    );
    expect(resultPath({ ...base, kind: 'note', id: 6, title: 'Toplantı' })).toBe('/user-note?q=Toplant%C4%B1');
  });

  it('marks the words where the server says they are, in whole letters', () => {
    expect(markedParts('İSTANBUL ofisi', [0, 8])).toEqual(['', 'İSTANBUL', ' ofisi']);
    expect(markedParts('Rapor: ışık', [7, 11])).toEqual(['Rapor: ', 'ışık', '']);
    expect(markedParts('Kısa', null)).toBeNull();
    expect(markedParts('Kısa', [2, 9])).toBeNull();
  });

  it('filters screens and actions by their words, Turkish letters folded', () => {
    expect(labelMatches('Yeni İş', 'yeni iş', 'tr')).toBe(true);
    expect(labelMatches('Talep Kategorileri', 'KATEGORİ', 'tr')).toBe(true);
    expect(labelMatches('Tasks', 'TASK', 'en')).toBe(true);
    expect(labelMatches('Wallet', 'task', 'en')).toBe(false);
  });
});

describe('recent items', () => {
  it('keeps the last opened first, per person, and never an address outside the app', () => {
    rememberRecent(localStorage, 1, { id: 'task:1', label: 'One', path: '/support-window/1/task' });
    rememberRecent(localStorage, 1, { id: 'task:2', label: 'Two', path: '/support-window/2/task' });
    rememberRecent(localStorage, 1, { id: 'task:1', label: 'One', path: '/support-window/1/task' });
    expect(readRecent(localStorage, 1).map((item) => item.id)).toEqual(['task:1', 'task:2']);
    expect(readRecent(localStorage, 2)).toEqual([]);
    localStorage.setItem(
      'workspace.palette.recent.3',
      JSON.stringify([
        { id: 'a', label: 'Evil', path: '//evil.example.com' },
        { id: 'b', label: 'Out', path: 'https://evil.example.com' },
        { id: 'c', label: 'Fine', path: '/ticket' },
      ]),
    );
    expect(readRecent(localStorage, 3).map((item) => item.id)).toEqual(['c']);
    localStorage.setItem('workspace.palette.recent.4', '{not json');
    expect(readRecent(localStorage, 4)).toEqual([]);
  });
});

describe("the palette's words", () => {
  it('has every text in both languages', async () => {
    const { PALETTE_TEXTS } = await import('./palette-texts');
    const keys = (texts: object, prefix = ''): string[] =>
      Object.entries(texts).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(PALETTE_TEXTS.tr).sort()).toEqual(keys(PALETTE_TEXTS.en).sort());
  });
});
