import {
  companyPolicy,
  notePolicy,
  projectPolicy,
  sharedDataPolicy,
  taskPolicy,
  ticketPolicy,
  userPolicy,
  type Actor,
} from '@workspace/shared/auth/policies';
import { findScreenRoute, navigationFor, type NavItem } from '@workspace/shared/routes/screen-routes';
import type { SearchKind } from '@workspace/shared/search/search.constants';
import type { SearchResult } from '@workspace/shared/search/search.schemas';
import { companyPath } from '../../lib/slug';

/*
 * What the palette offers, apart from its drawing (palette.tsx): the screens a person may open (the
 * menu's own rule, navigationFor), the actions their policies allow, where a found record opens,
 * the recent items kept per person, and the marked part of a title.
 */

/** One entry of the palette: a screen, an action, a found record or a recent one. */
export type PaletteItem = { id: string; label: string; path: string; description?: string };

/** The screens of the menu `type` sees, in its order, and the profile. */
export function screensFor(actor: Actor): { name: string; path: string }[] {
  const leaves = (items: NavItem[]) =>
    items.flatMap((item) => (item.kind === 'link' ? [item.route] : item.children.map((child) => child.route)));
  return [...leaves(navigationFor(actor.type)), 'profile'].flatMap((name) => {
    const route = findScreenRoute(name);
    return route ? [{ name, path: route.path }] : [];
  });
}

/**
 * The "new ..." actions the person's policies allow, named as their screens' own buttons are
 * (`label`, an i18n key): the palette opens the screen and presses that button (`press`), or the
 * screen is the form itself (a customer's new ticket).
 */
export function actionsFor(actor: Actor): { label: string; path: string; press: boolean }[] {
  const createTicket = findScreenRoute('createTicket');
  const all = [
    { label: 'tasks.newTask', path: '/task', press: true, allowed: taskPolicy.manage(actor) },
    {
      label: 'screens.createTicket',
      path: '/create-ticket',
      press: false,
      allowed: ticketPolicy.create(actor) && createTicket !== undefined && createTicket.roles.includes(actor.type),
    },
    { label: 'notes.newNote', path: '/user-note', press: true, allowed: notePolicy.use(actor) },
    { label: 'projects.newProject', path: '/project', press: true, allowed: projectPolicy.manage(actor) },
    { label: 'companies.newCompany', path: '/company', press: true, allowed: companyPolicy.manage(actor) },
    { label: 'users.newUser', path: '/internal-user', press: true, allowed: userPolicy.manage(actor) },
    { label: 'sharedData.newRecord', path: '/shared-data', press: true, allowed: sharedDataPolicy.use(actor) },
  ];
  return all.filter((action) => action.allowed).map(({ label, path, press }) => ({ label, path, press }));
}

/** Presses the button named `name` once the screen shows it (within a few seconds of opening it). */
export function pressWhenShown(name: string, timeoutMs = 5000): void {
  const until = Date.now() + timeoutMs;
  const look = () => {
    const button = Array.from(document.querySelectorAll<HTMLButtonElement>('main button')).find(
      (candidate) => candidate.textContent?.trim() === name,
    );
    if (button) button.click();
    else if (Date.now() < until) setTimeout(look, 100);
  };
  look();
}

const withQuery = (path: string, q: string) => `${path}?q=${encodeURIComponent(q)}`;

/** Where a found record opens: its own screen (task, ticket, company), else its list searched for it. */
export function resultPath(result: Pick<SearchResult, 'kind' | 'id' | 'title' | 'detail' | 'customer'>): string {
  const paths: Record<SearchKind, () => string> = {
    task: () => `/support-window/${result.id}/task`,
    ticket: () => `/support-window/${result.id}/ticket`,
    company: () => companyPath({ id: result.id, name: result.title }),
    project: () => withQuery('/project', result.title),
    person: () => withQuery(result.customer ? '/external-user' : '/internal-user', result.detail ?? result.title),
    note: () => withQuery('/user-note', result.title),
    sharedData: () => withQuery('/shared-data', result.title),
  };
  return paths[result.kind]();
}

/** The title cut around its marked words: before, the words, after (Spotlight's highlight marks the middle). */
export function markedParts(title: string, mark: [number, number] | null): [string, string, string] | null {
  if (!mark) return null;
  const letters = Array.from(title);
  const [start, end] = mark;
  if (start < 0 || end > letters.length || start >= end) return null;
  return [letters.slice(0, start).join(''), letters.slice(start, end).join(''), letters.slice(end).join('')];
}

/* Recent items: the last few records opened from the palette, per person, on this browser. */
const RECENT_MAX = 8;
const recentKey = (userId: number) => `workspace.palette.recent.${userId}`;

export function readRecent(storage: Pick<Storage, 'getItem'>, userId: number): PaletteItem[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(recentKey(userId)) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (item): item is PaletteItem =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as PaletteItem).id === 'string' &&
          typeof (item as PaletteItem).label === 'string' &&
          typeof (item as PaletteItem).path === 'string' &&
          // Only the app's own addresses: a stored value is never a way out of it.
          (item as PaletteItem).path.startsWith('/') &&
          !(item as PaletteItem).path.startsWith('//'),
      )
      .slice(0, RECENT_MAX);
  } catch {
    return [];
  }
}

export function rememberRecent(storage: Pick<Storage, 'getItem' | 'setItem'>, userId: number, item: PaletteItem): void {
  const rest = readRecent(storage, userId).filter((other) => other.id !== item.id);
  const { id, label, path, description } = item;
  storage.setItem(recentKey(userId), JSON.stringify([{ id, label, path, description }, ...rest].slice(0, RECENT_MAX)));
}

/** Case and Turkish letters aside, whether `label` holds the typed words (screens and actions are filtered here). */
export function labelMatches(label: string, q: string, language: string): boolean {
  const fold = (text: string) =>
    text
      .toLocaleLowerCase(language === 'tr' ? 'tr' : 'en')
      .normalize('NFD')
      .replace(/\p{Mn}/gu, '')
      .replace(/ı/g, 'i');
  return fold(label).includes(fold(q.trim()));
}
