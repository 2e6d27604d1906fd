import { Collapse, createTheme, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import './lib/i18n';

/* jsdom has no scrollIntoView; Mantine's combobox calls it on the selected option. */
Element.prototype.scrollIntoView ??= () => {};

/* jsdom fires no transitionend, so an animated Collapse would never finish opening. */
const theme = createTheme({ components: { Collapse: Collapse.extend({ defaultProps: { transitionDuration: 0 } }) } });

/** Renders with Mantine (no transitions or portals), its modals and a router at `route`. */
export function renderWithUi(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  return render(
    <MantineProvider env="test" theme={theme}>
      <ModalsProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ModalsProvider>
    </MantineProvider>,
  );
}
