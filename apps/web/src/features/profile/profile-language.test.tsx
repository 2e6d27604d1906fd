import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TwoFactorStatus } from '@workspace/shared/auth/two-factor.schemas';
import type { User } from '@workspace/shared/users/users.schemas';
import i18n, { setLanguage } from '../../lib/i18n';
import { renderWithApp } from '../../test-utils';
import { Component as ProfilePage } from './profile-page';

/* One language setting: the profile's field and the header's switch are the same value. */
const OFF: TwoFactorStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
const me: User = {
  id: 5,
  name: 'Ada',
  surname: 'Yılmaz',
  email: 'ada@example.com',
  phone: null,
  type: 'employee',
  isActive: true,
  language: 'en',
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

afterEach(() => setLanguage('en'));

describe('profile: the language', () => {
  it('shows the language the page is in, and saving the details never flips it', async () => {
    setLanguage('tr'); // chosen with the header's switch
    const sent: unknown[] = [];
    renderWithApp(<ProfilePage />, {
      user: me,
      route: '/profile',
      api: {
        'GET /api/two-factor': OFF,
        'PUT /api/profile': ({ body }: { body: unknown }) => {
          sent.push(body);
          return { user: { ...me, name: 'Adalet', language: 'tr' } };
        },
      },
    });
    expect(await screen.findByLabelText('Dil', { selector: 'input' })).toHaveValue('Türkçe');
    fireEvent.change(screen.getByLabelText(/^Ad/, { selector: 'input' }), { target: { value: 'Adalet' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Kaydet' })[0]!);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Adalet', language: 'tr' });
    expect(i18n.language).toBe('tr');
  });

  it('changing the field changes the page and saves it to the profile at once', async () => {
    const sent: unknown[] = [];
    renderWithApp(<ProfilePage />, {
      user: me,
      route: '/profile',
      api: {
        'GET /api/two-factor': OFF,
        'PUT /api/profile/language': ({ body }: { body: unknown }) => {
          sent.push(body);
          return { user: { ...me, language: 'tr' } };
        },
      },
    });
    fireEvent.click(await screen.findByLabelText('Language', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Türkçe' }));
    await waitFor(() => expect(sent).toEqual([{ language: 'tr' }]));
    expect(i18n.language).toBe('tr');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ language: 'tr' });
  });
});
