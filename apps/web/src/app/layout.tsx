import { AppShell, Badge, Box, Burger, Button, Group, NavLink, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findScreenRoute, navigationFor, type NavLeaf } from '@workspace/shared/routes/screen-routes';
import { useDocumentTitle } from '../lib/document-title';
import { ConfirmHost } from '../components/confirm-dialog';
import { ColorSchemeSwitch, LanguageSwitch } from '../components/preference-switches';
import { NotificationBell } from '../features/notifications/notification-bell';
import { PaletteTrigger } from '../components/palette/palette-trigger';
import { useTicketLiveUpdates } from '../lib/live-tickets';
import { logout } from '../lib/session';
import { useStoredUser } from '../lib/stored-user';
import { preloadScreen } from './screens';

export function AppLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  useTicketLiveUpdates();
  // The tab says which screen this is ("Tasks · Workspace"): the screen route's name, as the menu words it.
  const screen = useMatches()
    .map((match) => (match.handle as { name?: string } | undefined)?.name)
    .findLast(Boolean);
  useDocumentTitle(screen ? t(`screens.${screen}`) : null);
  // The user the route guard keeps: the server's answer to GET /api/me, put in place of any stored copy.
  const user = useStoredUser();
  // While their role's two-factor setup is pending the server opens nothing but the profile, and
  // the guard leads every other address there: the menu offers the profile alone.
  const setupPending = user?.twoFactorSetupRequired === true;
  const items = user && !setupPending ? navigationFor(user.type) : [];
  const pathOf = (leaf: NavLeaf) => findScreenRoute(leaf.route)?.path ?? '/';
  const leaf = (item: NavLeaf) => (
    <NavLink
      key={item.route}
      component={Link}
      to={pathOf(item)}
      label={t(item.labelKey)}
      // A record under a list (/company/3/acme) keeps its list's entry lit.
      active={location.pathname === pathOf(item) || location.pathname.startsWith(`${pathOf(item)}/`)}
      onClick={close}
      onMouseEnter={() => preloadScreen(item.route)}
      onFocus={() => preloadScreen(item.route)}
    />
  );

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('app.toggleNavigation')} />
            <Title order={3}>{t('app.name')}</Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {user && !setupPending && <PaletteTrigger actor={{ id: user.id, type: user.type }} />}
            {user && !setupPending && <NotificationBell />}
            {/* On a phone the colour scheme's switch is in the drawer: the bell takes its place. */}
            <Box visibleFrom="sm">
              <ColorSchemeSwitch />
            </Box>
            <LanguageSwitch short />
            {user && (
              <Group gap={6} visibleFrom="md" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {user.name} {user.surname}
                </Text>
                <Badge variant="light">{t(`roles.${user.type}`)}</Badge>
              </Group>
            )}
            {/* On a phone the header has room for the language only: profile and logout are in the drawer. */}
            <Button component={Link} to="/profile" variant="subtle" size="xs" visibleFrom="sm">
              {t('app.profile')}
            </Button>
            <Button variant="light" color="red" size="xs" onClick={() => void logout()} visibleFrom="sm">
              {t('app.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {/*
         * The browser's own scrolling: Mantine's ScrollArea brings all of floating-ui (about 18 KB of
         * gzip with itself) to every signed-in screen's first load, against the 250 KB budget
         * (docs/decisions/035).
         */}
        <AppShell.Section grow mih={0} style={{ overflowY: 'auto' }}>
          <nav aria-label="Main">
            {setupPending && (
              <>
                <NavLink
                  component={Link}
                  to="/profile"
                  label={t('app.profile')}
                  active={location.pathname === '/profile'}
                  onClick={close}
                />
                <Text size="sm" c="dimmed" px="sm" py="xs">
                  {t('nav.twoFactorPending')}
                </Text>
              </>
            )}
            {items.map((item) =>
              item.kind === 'link' ? (
                leaf(item)
              ) : (
                <NavLink
                  key={item.labelKey}
                  label={t(item.labelKey)}
                  defaultOpened={item.children.some((child) => pathOf(child) === location.pathname)}
                >
                  {item.children.map(leaf)}
                </NavLink>
              ),
            )}
          </nav>
          <Group hiddenFrom="sm" gap="xs" mt="md" px="xs">
            <ColorSchemeSwitch />
            {/* While the setup is pending the menu above is the profile's link already. */}
            {!setupPending && (
              <Button component={Link} to="/profile" variant="subtle" size="xs" onClick={close}>
                {t('app.profile')}
              </Button>
            )}
            <Button variant="light" color="red" size="xs" onClick={() => void logout()}>
              {t('app.logout')}
            </Button>
          </Group>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
        {/* Confirmations (confirmChange, confirmAction) are asked only on signed-in screens. */}
        <ConfirmHost />
      </AppShell.Main>
    </AppShell>
  );
}
