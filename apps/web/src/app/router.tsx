import { createBrowserRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { UserType } from '@workspace/shared/auth/roles';
import { HOME_BY_ROLE } from '@workspace/shared/routes/home';
import { screenRoutes } from '@workspace/shared/routes/screen-routes';
import { NotFoundPage } from '../components/not-found-page';
import { fetchMe } from '../lib/session';
import { storedUser } from '../lib/stored-user';
import { runGuard } from './guard';
import { fetchScreenDataAhead } from './screen-data';
import { pageOf } from './screens';

function guardLoader(options: { isLogin?: boolean; roles?: readonly UserType[] }) {
  return async (args: LoaderFunctionArgs) => {
    const pathname = new URL(args.request.url).pathname;
    const outcome = await runGuard({
      isLogin: options.isLogin ?? false,
      roles: options.roles,
      storage: localStorage,
      pathname,
      fetchMe,
    });
    if (outcome.kind === 'redirect') throw redirect(outcome.to);
    if (outcome.kind === 'notFound') throw data(null, { status: 404 });
    return null;
  };
}

const screens: RouteObject[] = screenRoutes.map((route) => {
  const guard = guardLoader({ roles: route.roles });
  return {
    path: route.path,
    handle: { name: route.name },
    // Once the guard lets the visitor in, the screen's first page of data is asked for beside its code (lazy).
    loader: async (args: LoaderFunctionArgs) => {
      const allowed = await guard(args);
      // Not awaited, and not a chunk of its own: on a first load the page's answer is usually in by now
      // (main.tsx asked for it), and goes into the query cache before the screen first renders.
      void fetchScreenDataAhead(route.name, new URL(args.request.url));
      return allowed;
    },
    lazy: pageOf(route.name),
  };
});

/**
 * The app's routes: the login page, `/admin`, and every screen under the signed-in shell, each
 * behind the guard.
 */
export function appRoutes(): RouteObject[] {
  return [
    { path: '/', loader: () => redirect('/login') },
    { id: 'login', path: '/login', loader: guardLoader({ isLogin: true }), lazy: () => import('./routes/login') },
    // A mail's unsubscribe link: public, no sign-in (the signed link is the credential).
    { path: '/unsubscribe', lazy: () => import('../features/notifications/unsubscribe-page') },
    {
      id: 'admin',
      path: '/admin',
      loader: async (args) => {
        await guardLoader({})(args);
        const user = storedUser();
        return redirect(user ? HOME_BY_ROLE[user.type] : '/login');
      },
    },
    {
      lazy: () => import('./layout').then(({ AppLayout }) => ({ Component: AppLayout })),
      errorElement: <NotFoundPage />,
      children: screens,
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/**
 * The app's router. Creating it starts the first navigation (the screen's code and its guard), so
 * `main.tsx` creates it only once the session check is on its way. The signed-in shell (menu,
 * header, live ticket updates) is a chunk of its own, loaded beside the first screen: the login
 * page does not carry it.
 */
export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
