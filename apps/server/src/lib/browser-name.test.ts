import { describe, expect, it } from 'vitest';
import { browserName } from './browser-name';

describe('browserName', () => {
  it('names the browser, its version and the system, in the reader language', () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
    expect(browserName(chrome, 'en')).toBe('Chrome 142 on Windows');
    expect(browserName(chrome, 'tr')).toBe('Chrome 142 (Windows)');
  });

  it('tells apart the browsers that name others after themselves', () => {
    const agents: [string, string][] = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge 131 on Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
        'Safari 18.1 on macOS',
      ],
      ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133 on Linux'],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        'Safari 18.1 on iPhone',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        'Chrome 131 on Android',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
        'Chrome 131 on iPhone',
      ],
    ];
    for (const [agent, name] of agents) expect(browserName(agent, 'en')).toBe(name);
  });

  it('keeps the name of a program that is no browser', () => {
    expect(browserName('python-requests/2.31.0', 'en')).toBe('python-requests 2.31.0');
    expect(browserName('curl/8.5.0', 'tr')).toBe('curl 8.5.0');
    expect(browserName('lightMyRequest', 'en')).toBe('lightMyRequest');
  });
});
