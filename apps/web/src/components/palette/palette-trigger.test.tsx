import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { UserType } from '@workspace/shared/auth/roles';
import { renderWithApp } from '../../test-utils';
import { PaletteTrigger } from './palette-trigger';

/* Where the router is: the shortcuts' navigation shows here. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const pressed: string[] = [];

function renderTrigger(type: UserType, api = {}) {
  const actor = { id: 7, type };
  pressed.length = 0;
  renderWithApp(
    <>
      <PaletteTrigger actor={actor} />
      <input aria-label="A field" />
      <Where />
      <main>
        <button type="button" onClick={() => pressed.push('New note')}>
          New note
        </button>
      </main>
    </>,
    { user: actor, api, route: '/ticket' },
  );
  return { user: userEvent.setup(), where: () => screen.getByTestId('where').textContent };
}

describe('g then a letter', () => {
  it('goes to a screen the role may open, and nowhere the role may not', async () => {
    const { user, where } = renderTrigger('employee');
    // The first g loads the shortcuts, which then take the letter.
    await user.keyboard('gm');
    await waitFor(() => expect(where()).toBe('/mytask'));
    await user.keyboard('gt');
    expect(where()).toBe('/mytask');
    await user.keyboard('gk');
    expect(where()).toBe('/ticket');
  });

  it('does nothing while the person types in a field', async () => {
    const { user, where } = renderTrigger('master');
    await user.click(screen.getByRole('textbox', { name: 'A field' }));
    await user.keyboard('gd');
    expect(where()).toBe('/ticket');
    expect(screen.getByRole('textbox', { name: 'A field' })).toHaveValue('gd');
  });

  it('does nothing while a dialog is open', async () => {
    const { user, where } = renderTrigger('master');
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    await user.keyboard('gd');
    expect(where()).toBe('/ticket');
    dialog.remove();
    await user.keyboard('gd');
    await waitFor(() => expect(where()).toBe('/dashboard'));
    document.body.append(dialog);
    await user.keyboard('gk');
    expect(where()).toBe('/dashboard');
    dialog.remove();
  });

  it('needs the g: a letter alone goes nowhere', async () => {
    const { user, where } = renderTrigger('master');
    await user.keyboard('d');
    expect(where()).toBe('/ticket');
    await user.keyboard('gk');
    await waitFor(() => expect(where()).toBe('/ticket'));
    await user.keyboard('gd');
    await waitFor(() => expect(where()).toBe('/dashboard'));
    await user.keyboard('d');
    expect(where()).toBe('/dashboard');
    await user.keyboard('k');
    expect(where()).toBe('/dashboard');
  });
});

describe('? and Ctrl+K', () => {
  it('? opens the sheet of shortcuts, listing only the screens the role may open', async () => {
    const { user } = renderTrigger('employee');
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).getByText('My tasks')).toBeInTheDocument();
    expect(within(sheet).queryByText('Dashboard')).toBeNull();
    expect(within(sheet).getByText('Write a reply')).toBeInTheDocument();
    expect(within(sheet).getByText('Write an internal note')).toBeInTheDocument();
  });

  it('a customer is not offered the internal note', async () => {
    const { user } = renderTrigger('user');
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).queryByText('Write an internal note')).toBeNull();
  });

  it('? typed in a field is a question mark, not the sheet', async () => {
    const { user } = renderTrigger('master');
    await user.click(screen.getByRole('textbox', { name: 'A field' }));
    await user.keyboard('?');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Ctrl+K opens the palette: actions and screens, then what the search finds, and Enter opens it', async () => {
    const { user, where } = renderTrigger('user', {
      'GET /api/search': ({ url }: { url: URL }) => ({
        q: url.searchParams.get('q'),
        terms: [url.searchParams.get('q')],
        results: [
          {
            kind: 'ticket',
            id: 42,
            title: 'Fatura İSTANBUL şubesi',
            detail: null,
            match: 'contains',
            createdAt: '2026-11-01T10:00:00.000Z',
            mark: [7, 15],
          },
        ],
      }),
    });
    await user.keyboard('{Control>}k{/Control}');
    const search = await screen.findByRole('textbox', { name: 'Search and commands' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(screen.getByText('New ticket')).toBeInTheDocument();
    expect(screen.queryByText('New task')).toBeNull();
    await user.type(search, 'istanbul');
    const marked = await screen.findByText('İSTANBUL', { selector: 'mark' });
    expect(marked.closest('[data-action]')).toHaveTextContent('Fatura İSTANBUL şubesi');
    expect(await screen.findByText('1 result')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByText(/Tickets: Fatura İSTANBUL şubesi/)).toBeInTheDocument());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(where()).toBe('/support-window/42/ticket'));
  });

  it('an action opens its screen and presses its button there', async () => {
    const { user, where } = renderTrigger('employee');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const search = await screen.findByRole('textbox', { name: 'Search and commands' });
    await user.type(search, 'new n');
    // The label's typed part is marked (Spotlight's highlight), so its text is in pieces.
    const action = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('[data-action]')].find(
        (element) => element.textContent === 'New note',
      );
      expect(found).toBeDefined();
      return found!;
    });
    expect(action.querySelector('mark')).toHaveTextContent('New n');
    await user.click(action);
    await waitFor(() => expect(where()).toBe('/user-note'));
    await waitFor(() => expect(pressed).toEqual(['New note']));
  });
});
