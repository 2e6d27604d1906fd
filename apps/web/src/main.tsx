import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { STORAGE_KEYS } from '@workspace/shared/common/limits';
import { Providers } from './app/providers';
import { preloadScreenAt } from './app/screens';
import { startEarlyGet } from './lib/api-client';
import { loadAllTexts, loadStartLanguage, startTextsOnly } from './lib/i18n';

/*
 * Two ways in. A signed-out visitor at /login (or /, which leads there) gets the login page alone:
 * no router, query cache or screens, the smallest download the product has. Everyone else gets the
 * app: the router, which runs the guard and opens the screen. Either way the first request is the
 * session check (GET /api/me), then the texts and the code: /api/me is never queued behind chunks.
 */
const signedOutAtLogin =
  !localStorage.getItem(STORAGE_KEYS.token) && (location.pathname === '/login' || location.pathname === '/');
// The route guard's GET /api/me then takes this request rather than sending its own.
if (localStorage.getItem(STORAGE_KEYS.token)) startEarlyGet('/api/me');
if (signedOutAtLogin) startTextsOnly();
const textsFailed = (error: unknown) => console.error('loading the texts failed', error);
let textsReady = loadStartLanguage().catch(textsFailed);

const root = createRoot(document.getElementById('root')!);
// Rendered as a transition: React then yields to the browser every few milliseconds while it builds
// a page (a screen and its first rows at once, on a first load), instead of holding it for the whole.
const render = (ui: ReactNode) =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>{ui}</Providers>
      </StrictMode>,
    ),
  );

/** The app at the current address, once its texts are in (without them, a failed download, it still starts). */
async function openApp(app: Promise<ReactNode>) {
  const [ui] = await Promise.all([app, textsReady]);
  render(ui);
}

if (signedOutAtLogin) {
  if (location.pathname !== '/login') history.replaceState(null, '', '/login');
  const loginPage = import('./features/auth/login-page');
  void Promise.all([loginPage, textsReady]).then(([{ LoginPage }]) =>
    render(
      <LoginPage
        onSignedIn={async (path) => {
          // The dialog stays (its button busy) while the app's code, the screen's and the texts come;
          // then, as the router would navigate, a new history entry and the app there.
          textsReady = loadAllTexts().catch(textsFailed);
          const [app] = await Promise.all([
            import('./app/app-start'),
            preloadScreenAt(new URL(path, location.origin)),
            textsReady,
          ]);
          history.pushState(null, '', path);
          await openApp(app.startApp());
        }}
      />,
    ),
  );
} else {
  // The screen's data and code and the shell start loading beside the router's code, not after it.
  void preloadScreenAt(new URL(location.href));
  // The page's first date format costs Chromium 12 to 38 ms (its calendar data, once per tab), its first
  // number format up to 10 more: taken here, while the screen's code and data are on their way, not in
  // the render of the page's first rows (dates, hours and the summary's counts).
  (window.requestIdleCallback ?? setTimeout)(() => {
    new Intl.DateTimeFormat().format(0);
    new Intl.NumberFormat().format(0);
  });
  void openApp(import('./app/app-start').then(({ startApp }) => startApp()));
}
