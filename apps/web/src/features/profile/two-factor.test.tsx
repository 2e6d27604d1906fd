import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TwoFactorStatus } from '@workspace/shared/auth/two-factor.schemas';
import { apiError, json, renderWithApp } from '../../test-utils';
import { Component as ProfilePage } from './profile-page';

const OFF: TwoFactorStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
const ON: TwoFactorStatus = {
  enabled: true,
  enabledAt: '2026-02-03T09:00:00.000Z',
  recoveryCodesLeft: 10,
  required: false,
};
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SETUP = {
  secret: SECRET,
  otpauthUrl: `otpauth://totp/Workspace:ada%40example.com?secret=${SECRET}`,
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = ['abc2', 'abc3', 'abc4', 'abc5', 'abc6', 'abc7', 'abc8', 'abc9', 'abcd', 'abce'].map(
  (head) => `${head}-defg-hjkm`,
);
const me = { id: 5, type: 'employee' as const, email: 'ada@example.com', language: 'en' as const };

const dialog = () => screen.getByRole('dialog', { name: 'Turn on two-factor sign-in' });

describe('profile: two-factor sign-in', () => {
  it('turns on with the code from the app and shows the recovery codes once', async () => {
    const sent: unknown[] = [];
    let status = OFF;
    renderWithApp(<ProfilePage />, {
      user: me,
      route: '/profile',
      api: {
        'GET /api/two-factor': () => status,
        'POST /api/two-factor/setup': SETUP,
        'POST /api/two-factor/enable': ({ body }: { body: unknown }) => {
          sent.push(body);
          if ((body as { code: string }).code !== '123456') {
            return apiError(400, 'Some fields need attention', { code: 'The code is not valid or was already used.' });
          }
          status = ON;
          return { recoveryCodes: CODES };
        },
      },
    });
    expect(await screen.findByText('Off')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    const qr = await within(dialog()).findByRole('img', { name: 'QR code to add Workspace to your authenticator app' });
    expect(qr).toHaveAttribute('src', SETUP.qrCode);
    expect(within(dialog()).getByText('or enter this key')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Secret key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(within(dialog()).getByRole('button', { name: 'Copy the key' })).toBeInTheDocument();
    const code = within(dialog()).getByLabelText('6-digit code from the app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog()).findByText('The code is not valid or was already used.')).toBeInTheDocument();

    fireEvent.change(within(dialog()).getByLabelText('6-digit code from the app'), { target: { value: '123456' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    const list = await within(dialog()).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(within(dialog()).queryByLabelText('Secret key')).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Download (.txt)' })).toBeInTheDocument();
    expect(sent).toEqual([{ code: '111111' }, { code: '123456' }]);

    fireEvent.click(within(dialog()).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('10 recovery codes left')).toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(screen.queryByText(/JBSW/)).toBeNull();
  });

  it('says "failed to load QR code" when the setup call fails or its image does not load, and tries again', async () => {
    let calls = 0;
    renderWithApp(<ProfilePage />, {
      user: me,
      route: '/profile',
      api: {
        'GET /api/two-factor': OFF,
        'POST /api/two-factor/setup': () => {
          calls += 1;
          return calls === 1 ? apiError(500, 'Something went wrong') : SETUP;
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await within(dialog()).findByText('failed to load QR code')).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('6-digit code from the app')).toBeNull();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Try again' }));
    const qr = await within(dialog()).findByRole('img', { name: 'QR code to add Workspace to your authenticator app' });
    expect(within(dialog()).queryByText('failed to load QR code')).toBeNull();
    fireEvent.error(qr);
    expect(await within(dialog()).findByText('failed to load QR code')).toBeInTheDocument();
    // The key still works without the image.
    expect(within(dialog()).getByLabelText('Secret key')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows "two-factor secret key missing, try again" for an expired setup and starts a new one', async () => {
    let setups = 0;
    renderWithApp(<ProfilePage />, {
      user: me,
      route: '/profile',
      api: {
        'GET /api/two-factor': OFF,
        'POST /api/two-factor/setup': () => {
          setups += 1;
          return SETUP;
        },
        'POST /api/two-factor/enable': json(
          { error: { code: 'twoFactorSecretMissing', message: 'two-factor secret key missing, try again' } },
          400,
        ),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    fireEvent.change(await within(dialog()).findByLabelText('6-digit code from the app'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog()).findByText('two-factor secret key missing, try again')).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(setups).toBe(2));
    await waitFor(() => expect(within(dialog()).queryByText('two-factor secret key missing, try again')).toBeNull());
  });

  it('opens the setup at once for someone whose role requires it', async () => {
    renderWithApp(<ProfilePage />, {
      user: { ...me, type: 'manager', twoFactorSetupRequired: true },
      route: '/profile?twoFactor=setup',
      api: { 'GET /api/two-factor': { ...OFF, required: true }, 'POST /api/two-factor/setup': SETUP },
    });
    expect(
      await within(dialog()).findByRole('img', { name: 'QR code to add Workspace to your authenticator app' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your role requires two-factor sign-in. Turn it on to go on using Workspace.'),
    ).toBeInTheDocument();
  });

  it('offers no way to turn it off while the role requires it', async () => {
    renderWithApp(<ProfilePage />, {
      user: { ...me, type: 'manager' },
      route: '/profile',
      api: { 'GET /api/two-factor': { ...ON, required: true } },
    });
    expect(await screen.findByText('Required for your role')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it('turns off and renews codes only after the password', async () => {
    const sent: [string, unknown][] = [];
    renderWithApp(<ProfilePage />, {
      user: me,
      route: '/profile',
      api: {
        'GET /api/two-factor': ON,
        'POST /api/two-factor/disable': ({ body }: { body: unknown }) => {
          sent.push(['disable', body]);
          return apiError(400, 'Some fields need attention', { password: 'The password is incorrect' });
        },
        'POST /api/two-factor/recovery-codes': ({ body }: { body: unknown }) => {
          sent.push(['renew', body]);
          return { recoveryCodes: CODES };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const off = screen.getByRole('dialog', { name: 'Turn off two-factor sign-in' });
    fireEvent.change(within(off).getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(await within(off).findByText('The password is incorrect')).toBeInTheDocument();
    fireEvent.click(within(off).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const renew = screen.getByRole('dialog', { name: 'New recovery codes' });
    fireEvent.change(within(renew).getByLabelText('Password'), { target: { value: 'Secret-pass-1' } });
    fireEvent.click(within(renew).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(sent).toEqual([
      ['disable', { password: 'nope' }],
      ['renew', { password: 'Secret-pass-1' }],
    ]);
  });

  it('lets the master choose the roles that must use two-factor', async () => {
    const saved: unknown[] = [];
    renderWithApp(<ProfilePage />, {
      user: { ...me, type: 'master' },
      route: '/profile',
      api: {
        'GET /api/two-factor': OFF,
        'GET /api/two-factor/policy': { requiredFor: ['manager'] },
        'PUT /api/two-factor/policy': ({ body }: { body: unknown }) => {
          saved.push(body);
          return body;
        },
      },
    });
    const group = await screen.findByRole('group', { name: /People of the checked roles/ });
    await waitFor(() => expect(within(group).getByRole('checkbox', { name: 'Manager' })).toBeChecked());
    expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Administrator' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);
    await waitFor(() => expect(saved).toEqual([{ requiredFor: ['master', 'manager'] }]));
  });

  it('shows no requirement card to other roles', async () => {
    renderWithApp(<ProfilePage />, { user: me, route: '/profile', api: { 'GET /api/two-factor': OFF } });
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(screen.queryByText('Require two-factor')).toBeNull();
  });
});
