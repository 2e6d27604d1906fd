import { Collapse, createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { STORAGE_KEYS } from '@workspace/shared/common/limits';
import type { User } from '@workspace/shared/users/users.schemas';
import { SELECT_DEFAULTS } from './app/providers';
import { ConfirmHost } from './components/confirm-dialog';
import { HoverTipProvider } from './components/hover-tip';
import './lib/i18n';

/* jsdom has no scrollIntoView; Mantine's combobox calls it on the selected option. */
Element.prototype.scrollIntoView ??= () => {};

/* jsdom fires no transitionend, so an animated Collapse would never finish opening. Selects as the app has them. */
const theme = createTheme({
  components: {
    Collapse: Collapse.extend({ defaultProps: { transitionDuration: 0 } }),
    Select: { defaultProps: SELECT_DEFAULTS },
  },
});

/** What a stubbed request gets: a body (sent as JSON, 200), a ready `Response`, or a function of the request. */
export type ApiAnswer = unknown;
type Request = { url: URL; init?: RequestInit; body: unknown };

/**
 * `'GET /api/tasks'` answers that path whatever its query; `'GET /api/tasks/*'` every path under
 * it (the longest match wins). A GET nobody stubbed answers an empty page, any other call 404.
 */
export type ApiStubs = Record<string, ApiAnswer | ((request: Request) => ApiAnswer)>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The error shape of the API, for a stub that refuses. */
export const apiError = (status: number, message: string, fields?: Record<string, string>) =>
  json(
    { error: { code: status === 404 ? 'notFound' : status === 400 ? 'validation' : 'internal', message, fields } },
    status,
  );

const EMPTY_PAGE = { data: [], meta: { page: 1, pageSize: 25, total: 0 } };

function findStub(stubs: ApiStubs, method: string, path: string) {
  const exact = stubs[`${method} ${path}`];
  if (exact !== undefined) return exact;
  const prefixes = Object.keys(stubs)
    .filter((key) => key.endsWith('/*') && `${method} ${path}/`.startsWith(key.slice(0, -1)))
    .sort((a, b) => b.length - a.length);
  return prefixes[0] === undefined ? undefined : stubs[prefixes[0]];
}

function stubFetch(stubs: ApiStubs) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = new URL(input, 'http://localhost');
    const stub = findStub(stubs, method, url.pathname);
    if (stub === undefined) return method === 'GET' ? json(EMPTY_PAGE) : apiError(404, 'The record was not found');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const answer =
      typeof stub === 'function' ? await (stub as (request: Request) => ApiAnswer)({ url, init, body }) : stub;
    return answer instanceof Response ? answer.clone() : json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type RenderOptions = {
  /** The signed-in user the screen and the policies see; nobody when left out. */
  user?: Pick<User, 'id' | 'type'> & Partial<User>;
  /** Answers of the stubbed fetch, by method and path. */
  api?: ApiStubs;
  /** The address the router starts at. */
  route?: string;
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/**
 * Renders as the app does: Mantine (no transitions or portals), a fresh query client, a router at
 * `route`, modals, toasts and the tooltip, with fetch stubbed by `api`. Returns the fetch mock beside the usual.
 */
export function renderWithApp(ui: ReactNode, { user, api = {}, route = '/' }: RenderOptions = {}) {
  if (user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ name: 'Test', surname: 'User', ...user }));
  const fetchMock = stubFetch(api);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <MantineProvider env="test" theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <HoverTipProvider>
            <Notifications />
            {ui}
            <ConfirmHost />
          </HoverTipProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, fetch: fetchMock, queryClient };
}

/**
 * The input of the select labelled `label`, real: a select fetched on demand (`LazySelect`) shows a
 * read-only stand-in until it is reached, so this focuses the stand-in, as a keyboard would, and
 * waits for the select (which has no data-stand-in) to take its place.
 */
export async function findSelectInput(
  label: string | RegExp,
  container: HTMLElement = document.body,
): Promise<HTMLElement> {
  const first = await within(container).findByLabelText(label, { selector: 'input' });
  if (first.hasAttribute('data-stand-in')) fireEvent.focus(first);
  return waitFor(() => {
    const input = within(container).getByLabelText(label, { selector: 'input' });
    if (input.hasAttribute('data-stand-in')) throw new Error(`the select "${String(label)}" is still loading`);
    return input;
  });
}
