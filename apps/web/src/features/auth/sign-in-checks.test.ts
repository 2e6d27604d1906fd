import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { registerErrors } from './sign-in-checks';

afterEach(() => void i18n.changeLanguage('en'));

const signUp = { name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', phone: '' };

describe('the sign-up form', () => {
  it('refuses a repeated or running password under its field, in English and Turkish', async () => {
    expect(registerErrors({ ...signUp, password: 'aaaaaa' }, i18n.t)).toEqual({
      password:
        'A password made of one repeated character or pattern, or a run like 12345678 or abcdefgh, is too easy to guess',
    });
    await i18n.changeLanguage('tr');
    expect(registerErrors({ ...signUp, password: '12345678' }, i18n.t)).toEqual({
      password:
        'Tek bir karakterin ya da kalıbın tekrarından veya 12345678, abcdefgh gibi bir diziden oluşan şifre çok kolay tahmin edilir',
    });
    expect(registerErrors({ ...signUp, password: 'Kestane-42' }, i18n.t)).toEqual({});
  });
});
