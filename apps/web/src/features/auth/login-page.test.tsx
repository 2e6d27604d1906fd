import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@workspace/shared/users/users.schemas';
import { setLanguage } from '../../lib/i18n';
import { apiError, json, renderWithApp } from '../../test-utils';
import { LoginPage as Page } from './login-page';

const customer: User = {
  id: 9,
  name: 'Ada',
  surname: 'Yılmaz',
  email: 'ada@example.com',
  phone: null,
  type: 'user',
  isActive: true,
  language: 'en',
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  twoFactorSetupRequired: false,
};
/** Where a signed-in visitor is sent (the router's navigation in the app, the app's start on the page alone). */
const signedIn = vi.fn();
const LoginPage = () => <Page onSignedIn={signedIn} />;
const CHALLENGE = { twoFactorRequired: true, challenge: 'challenge-abc', expiresAt: '2026-01-01T00:05:00Z' };

async function passwordStep() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-pass-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByText('Enter the 6-digit code from your authenticator app');
}

describe('login page: the two-factor step', () => {
  it('asks for the code after a challenge, without storing anything, and stores token and user once it is right', async () => {
    const sent: unknown[] = [];
    renderWithApp(<LoginPage />, {
      route: '/login',
      api: {
        'GET /sanctum/csrf-cookie': new Response(null, { status: 204 }),
        'POST /api/login': CHALLENGE,
        'POST /api/login/two-factor': ({ body }: { body: unknown }) => {
          sent.push(body);
          return (body as { code: string }).code === '123456'
            ? { user: customer, token: 'tok-1' }
            : json({ error: { code: 'unauthenticated', message: 'The code is not valid or was already used.' } }, 401);
        },
      },
    });
    await passwordStep();
    expect(localStorage.getItem('token')).toBeNull();
    const code = screen.getByLabelText('6-digit code from the app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    // A malformed code is caught before any call.
    fireEvent.change(code, { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not valid or was already used.');
    expect(localStorage.getItem('token')).toBeNull();

    fireEvent.change(screen.getByLabelText('6-digit code from the app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-1'));
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(customer);
    expect(sent.at(-1)).toEqual({ challenge: 'challenge-abc', code: '123456' });
    // A customer's home is the ticket list.
    await waitFor(() => expect(signedIn).toHaveBeenLastCalledWith('/ticket'));
  });

  it('switches to a recovery code and back to the password', async () => {
    const sent: unknown[] = [];
    renderWithApp(<LoginPage />, {
      route: '/login',
      api: {
        'GET /sanctum/csrf-cookie': new Response(null, { status: 204 }),
        'POST /api/login': CHALLENGE,
        'POST /api/login/two-factor': ({ body }: { body: unknown }) => {
          sent.push(body);
          return { user: customer, token: 'tok-2' };
        },
      },
    });
    await passwordStep();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByText('Enter one of your recovery codes')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'not a code' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter a recovery code such as abcd-efgh-jkmn')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'abcd-efgh-jkmn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-2'));
    expect(sent).toEqual([{ challenge: 'challenge-abc', recoveryCode: 'abcd-efgh-jkmn' }]);
  });

  it('goes back to the password step with Back', async () => {
    renderWithApp(<LoginPage />, {
      route: '/login',
      api: { 'GET /sanctum/csrf-cookie': new Response(null, { status: 204 }), 'POST /api/login': CHALLENGE },
    });
    await passwordStep();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('keeps the password-only sign-in as it was: token and user stored', async () => {
    renderWithApp(<LoginPage />, {
      route: '/login',
      api: {
        'GET /sanctum/csrf-cookie': new Response(null, { status: 204 }),
        'POST /api/login': { user: customer, token: 'tok-3' },
      },
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-3'));
    expect(screen.queryByText('Enter the 6-digit code from your authenticator app')).toBeNull();
  });

  it('shows a refused password as before', async () => {
    renderWithApp(<LoginPage />, {
      route: '/login',
      api: {
        'GET /sanctum/csrf-cookie': new Response(null, { status: 204 }),
        'POST /api/login': apiError(401, 'Email or password is incorrect'),
      },
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect');
  });

  it('checks the fields before sending anything, and a typed field loses its message', async () => {
    const { fetch } = renderWithApp(<LoginPage />, {
      route: '/login',
      api: { 'GET /sanctum/csrf-cookie': new Response(null, { status: 204 }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('opens with the email field focused, and applies the person’s saved language once they are in', async () => {
    renderWithApp(<LoginPage />, {
      route: '/login',
      api: {
        'GET /sanctum/csrf-cookie': new Response(null, { status: 204 }),
        'POST /api/login': { user: { ...customer, language: 'tr' }, token: 'tok-2' },
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    const language = screen.getByRole('group', { name: 'Language' });
    expect(within(language).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(language).getByRole('button', { name: 'Türkçe' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-2'));
    expect(localStorage.getItem('language')).toBe('tr');
    setLanguage('en');
  });

  it('keeps a language chosen on the login page at sign-in, and saves it to the profile', async () => {
    const saved: unknown[] = [];
    renderWithApp(<LoginPage />, {
      route: '/login',
      api: {
        'GET /sanctum/csrf-cookie': new Response(null, { status: 204 }),
        'POST /api/login': { user: customer, token: 'tok-3' },
        'PUT /api/profile/language': ({ body }: { body: unknown }) => {
          saved.push(body);
          return { user: { ...customer, language: 'tr' } };
        },
      },
    });
    fireEvent.click(await screen.findByText('Türkçe'));
    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'Secret-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    await waitFor(() => expect(saved).toEqual([{ language: 'tr' }]));
    expect(localStorage.getItem('language')).toBe('tr');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ language: 'tr' });
    setLanguage('en');
  });
});

describe('login page: the language switch, the closed dialog and the code step’s focus', () => {
  const stubs = { 'GET /sanctum/csrf-cookie': new Response(null, { status: 204 }) };

  it('switches the language from inside the sign-in dialog and leaves the dialog open', async () => {
    renderWithApp(<LoginPage />, { route: '/login', api: stubs });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to Workspace' });
    fireEvent.click(
      within(within(dialog).getByRole('group', { name: 'Language' })).getByRole('button', { name: 'Türkçe' }),
    );
    const turkish = await screen.findByRole('dialog', { name: "Workspace'e giriş yapın" });
    expect(within(turkish).getByLabelText('E-posta')).toBeInTheDocument();
    expect(within(turkish).getByRole('button', { name: 'Türkçe' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/Pencere kapandı/)).toBeNull();
    // One switch on the page while the dialog is open: none left behind it, where a click would close it.
    expect(screen.getAllByRole('group', { name: 'Dil' })).toHaveLength(1);
    setLanguage('en');
  });

  it('reaches the language switch with the keyboard, inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithApp(<LoginPage />, { route: '/login', api: stubs });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    const turkish = screen.getByRole('button', { name: 'Türkçe' });
    for (let step = 0; step < 12 && document.activeElement !== turkish; step += 1) await user.tab();
    expect(turkish).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: "Workspace'e giriş yapın" })).toBeInTheDocument();
    setLanguage('en');
  });

  it('says in plain words how to open a closed dialog again, in either language', async () => {
    renderWithApp(<LoginPage />, { route: '/login', api: stubs });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sign in to Workspace' })).getByRole('button', {
        name: 'Close',
      }),
    );
    expect(
      await screen.findByText('The window is closed. To open it again, press “Sign in” or “Create an account” below.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'Türkçe' }));
    expect(
      await screen.findByText(
        'Pencere kapandı. Yeniden açmak için aşağıdaki “Giriş yap” ya da “Hesap oluşturun” düğmesine basın.',
      ),
    ).toBeInTheDocument();
    // The buttons carry the words the sentence names.
    fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(await screen.findByRole('dialog', { name: "Workspace'e giriş yapın" })).toBeInTheDocument();
    setLanguage('en');
  });

  it('puts the focus in the code field when the two-factor step appears, and in the recovery field on switching', async () => {
    renderWithApp(<LoginPage />, { route: '/login', api: { ...stubs, 'POST /api/login': CHALLENGE } });
    await passwordStep();
    await waitFor(() => expect(screen.getByLabelText('6-digit code from the app')).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await waitFor(() => expect(screen.getByLabelText('Recovery code')).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });
});
