import type { Language } from '@workspace/shared/common/limits';

/*
 * A user agent as a person names the browser: "Chrome 142 on Windows" / "Chrome 142 (Windows)".
 * The whole string stays in the database and in spreadsheets; a page for people shows this.
 * Browsers are tried in order, as each names the ones it is built on after itself (Edge says
 * Chrome and Safari too); a program that is no browser keeps its own name ("python-requests 2.31.0").
 */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+(?:\.\d+)?).*\bSafari\//],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['iPhone', /\biPhone\b/],
  ['iPad', /\biPad\b/],
  ['Android', /\bAndroid\b/],
  ['Windows', /\bWindows\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b|\bX11\b/],
];

export function browserName(userAgent: string, language: Language): string {
  const browser = BROWSERS.map(([name, pattern]) => [name, pattern.exec(userAgent)?.[1]] as const).find(
    ([, version]) => version !== undefined,
  );
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  if (!browser) {
    // Not a browser: its first product token, "name/version" read as "name version".
    const [product = userAgent] = userAgent.trim().split(/\s+/);
    return product.replace('/', ' ');
  }
  const named = `${browser[0]} ${browser[1]}`;
  if (!system) return named;
  return language === 'tr' ? `${named} (${system})` : `${named} on ${system}`;
}
