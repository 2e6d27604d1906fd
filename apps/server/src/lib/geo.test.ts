import { describe, expect, it } from 'vitest';
import { isLocalAddress, locateIp } from './geo';

describe('locateIp', () => {
  it('calls loopback and private addresses local without a lookup', async () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.1.5', '172.20.0.1', '::ffff:127.0.0.1', 'fd00::1']) {
      expect(isLocalAddress(ip), ip).toBe(true);
    }
    expect(await locateIp('192.168.1.5')).toEqual({ country: 'local', region: 'local', city: null });
    expect(isLocalAddress('8.8.8.8')).toBe(false);
  });

  it('finds the country of a public address in the offline database', async () => {
    const place = await locateIp('88.255.0.1');
    expect(place.country).toBe('TR');
    const v6 = await locateIp('2a00:1450:4001::1');
    expect(v6.country).toMatch(/^[A-Z]{2}$/);
  });
});
