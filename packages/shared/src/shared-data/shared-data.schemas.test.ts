import { describe, expect, it } from 'vitest';
import { hostOf, isHost } from '../common/fields';
import { createSharedDataSchema, updateSharedDataSchema } from './shared-data.schemas';

describe('hostOf', () => {
  it.each([
    ['panel.example.com.tr', 'panel.example.com.tr'],
    ['  Panel.Example.com.TR  ', 'panel.example.com.tr'],
    ['https://panel.example.com.tr/login', 'panel.example.com.tr'],
    ['https://admin:s3cret@panel.example.com.tr:2083/?a=1#x', 'panel.example.com.tr'],
    ['panel.example.com.tr:2083', 'panel.example.com.tr'],
    ['sftp://files.example.org', 'files.example.org'],
    ['www.example.com', 'www.example.com'],
    ['example.com.', 'example.com'],
    ['10.1.2.3', '10.1.2.3'],
    ['10.1.2.3:8080', '10.1.2.3'],
    ['[2001:db8::1]:8443', '2001:db8::1'],
    ['2001:db8::1', '2001:db8::1'],
  ])('%j is %j', (typed, host) => {
    expect(hostOf(typed)).toBe(host);
    expect(isHost(host)).toBe(true);
  });

  it.each(['', 'localhost', 'not a host', '256.1.1.1', 'exa_mple.com', '-x.example.com', 'example.c', '2001:db8::zz'])(
    '%j is no host',
    (value) => {
      expect(isHost(hostOf(value))).toBe(false);
    },
  );
});

describe('shared data requests', () => {
  it('creates with the password as typed, no one shared with by default, ids each once', () => {
    expect(
      createSharedDataSchema.parse({ username: ' admin ', password: ' p w ', domain: 'https://a.example.com/x' }),
    ).toEqual({ username: 'admin', password: ' p w ', domain: 'a.example.com', description: null, sharedWith: [] });
    expect(
      createSharedDataSchema.parse({ username: 'a', password: 'p', domain: 'a.example.com', sharedWith: ['4', 4, 7] })
        .sharedWith,
    ).toEqual([4, 7]);
  });

  it('on edit, a password left out or empty and shares left out mean keep', () => {
    const kept = updateSharedDataSchema.parse({ username: 'a', domain: 'a.example.com', password: '' });
    expect(kept.password).toBeUndefined();
    expect(kept.sharedWith).toBeUndefined();
    expect(updateSharedDataSchema.parse({ username: 'a', domain: 'a.example.com', sharedWith: [] }).sharedWith).toEqual(
      [],
    );
  });

  it('puts every refusal of the people on the field itself', () => {
    for (const sharedWith of [['x'], [0], [1.5], [true], 'nope']) {
      const result = createSharedDataSchema.safeParse({
        username: 'a',
        password: 'p',
        domain: 'a.example.com',
        sharedWith,
      });
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['sharedWith']);
    }
  });
});
