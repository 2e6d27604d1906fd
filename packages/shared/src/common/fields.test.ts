import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from '../auth/auth.schemas';
import { translateError } from '../i18n/errors';
import { choiceField } from './fields';
import { describeIssue, issuePath } from './issues';

const messages = (input: unknown, language: 'en' | 'tr' = 'en') => {
  const result = registerRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => {
      const { key, params } = describeIssue(issue);
      return [issuePath(issue), translateError(language, key, params)];
    }),
  );
};

describe('predictable passwords', () => {
  const base = { name: 'Ada', surname: 'Y', email: 'a@b.co' };
  it('refuses one character repeated, a short pattern repeated and a run of letters or digits, in both languages', () => {
    for (const password of [
      'aaaaaa',
      'aaaaaaaa',
      '11111111',
      '12345678',
      'abcdefgh',
      'ABCDEFGH',
      '87654321',
      'zyxwvu',
      'ababab',
      'abcabcabc',
      '12121212',
    ]) {
      expect(messages({ ...base, password }).password, password).toBe(
        'A password made of one repeated character or pattern, or a run like 12345678 or abcdefgh, is too easy to guess',
      );
    }
    expect(messages({ ...base, password: 'aaaaaaaa' }, 'tr').password).toBe(
      'Tek bir karakterin ya da kalıbın tekrarından veya 12345678, abcdefgh gibi bir diziden oluşan şifre çok kolay tahmin edilir',
    );
  });

  it('accepts passwords that only contain a repeat or a run', () => {
    for (const password of ['secret', 'aaaaaab', 'abcdefgx', '12345670', 'Demo1234!', 'abcd1234', 'aabbccdd']) {
      expect(messages({ ...base, password }), password).toEqual({});
    }
  });
});

describe('shared field rules', () => {
  it('accept a valid sign-up and normalise email and blanks', () => {
    const parsed = registerRequestSchema.parse({
      name: ' Ada ',
      surname: 'Lovelace',
      email: 'Ada@Example.COM',
      phone: '',
      password: 'secret',
    });
    expect(parsed).toMatchObject({ name: 'Ada', email: 'ada@example.com', phone: null, language: 'en' });
  });

  it('turn every broken rule into its message, in English and Turkish', () => {
    const bad = {
      name: 'n'.repeat(36),
      surname: '   ',
      email: 'ada@',
      phone: '+90 555 123 45 678901',
      password: '12345',
    };
    expect(messages(bad)).toEqual({
      name: 'Must be at most 35 characters',
      surname: 'This field is required',
      email: 'Enter a valid email address',
      phone: 'A phone number has at most 15 digits',
      password: 'Password must be at least 6 characters',
    });
    expect(messages(bad, 'tr').password).toBe('Şifre en az 6 karakter olmalıdır');
  });

  it('count a phone number’s digits, not its spaces: 17 characters with 12 digits fit, 16 digits do not', () => {
    const valid = registerRequestSchema.parse({
      name: 'Ada',
      surname: 'Y',
      email: 'a@b.co',
      password: 'secret',
      phone: ' +90 (532)  555 01 00 ',
    });
    expect(valid.phone).toBe('+90 (532) 555 01 00');
    expect(
      registerRequestSchema.parse({
        name: 'Ada',
        surname: 'Y',
        email: 'a@b.co',
        password: 'secret',
        phone: '+90 532 555 01 00',
      }).phone,
    ).toHaveLength(17);
    expect(
      messages({ name: 'Ada', surname: 'Y', email: 'a@b.co', password: 'secret', phone: '1234 5678 9012 3456' }).phone,
    ).toBe('A phone number has at most 15 digits');
    expect(messages({ name: 'Ada', surname: 'Y', email: 'a@b.co', password: 'secret', phone: '1'.repeat(15) })).toEqual(
      {},
    );
  });

  it('call a missing field required and a letter in a phone invalid', () => {
    expect(messages({ surname: 'x', email: 'a@b.co', password: 'secret', phone: 'abc' })).toEqual({
      name: 'This field is required',
      phone: 'Enter a valid phone number (digits, spaces, + - ( ) only)',
    });
  });

  it('call a missing choice required and a choice off the list one of the listed values, in both languages', () => {
    const currency = choiceField(['TL', 'Euro']);
    const message = (input: unknown, language: 'en' | 'tr' = 'en') => {
      const result = currency.safeParse(input);
      if (result.success) return undefined;
      const { key, params } = describeIssue(result.error.issues[0]!);
      return translateError(language, key, params);
    };
    expect(message('Euro')).toBeUndefined();
    expect(message(undefined)).toBe('This field is required');
    expect(message('')).toBe('This field is required');
    expect(message('Yen')).toBe('Choose one of the listed values');
    expect(message('Yen', 'tr')).toBe(translateError('tr', 'invalidValue', {}));
    expect(message('Yen', 'tr')).not.toBe(translateError('tr', 'required', {}));
  });
});
