import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiForm, ApiError, filenameFromDisposition, startEarlyGet } from './api-client';

describe('filenameFromDisposition', () => {
  it('prefers the RFC 5987 name so Turkish letters survive', () => {
    expect(
      filenameFromDisposition(`attachment; filename="Teklif_Subat.pdf"; filename*=UTF-8''Teklif_%C5%9Eubat.pdf`),
    ).toBe('Teklif_Şubat.pdf');
    expect(filenameFromDisposition(`attachment; filename*=utf-8'tr'%C3%B6zet%20rapor.pdf`)).toBe('özet rapor.pdf');
  });

  it('falls back to the plain name, quoted or not, and to nothing', () => {
    expect(filenameFromDisposition('attachment; filename="tasks.csv"')).toBe('tasks.csv');
    expect(filenameFromDisposition('attachment; filename=tasks.xlsx')).toBe('tasks.xlsx');
    expect(filenameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe('a.pdf');
    expect(filenameFromDisposition('inline')).toBeUndefined();
  });
});

describe('apiForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the form with the session headers and lets the browser set the content type', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ id: 1 }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('body', 'hi');

    await expect(apiForm('POST', '/api/tasks/1/comments', form)).resolves.toEqual({ id: 1 });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    const headers = init.headers as Headers;
    expect(init.body).toBe(form);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.has('Content-Type')).toBe(false);
  });

  it("turns an error answer into an ApiError with the server's message", async () => {
    const answer = { error: { code: 'attachmentType', message: 'Only PNG, JPG and PDF files can be attached' } };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(answer), { status: 415 })));
    const error = await apiForm('POST', '/x', new FormData()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 415,
      code: 'attachmentType',
      message: 'Only PNG, JPG and PDF files can be attached',
    });
  });

  it('keeps the meaning of a bare 413 from a proxy', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>Too large</html>', { status: 413 })));
    await expect(apiForm('POST', '/x', new FormData())).rejects.toMatchObject({
      status: 413,
      message: 'The request is too large',
    });
  });
});

describe('startEarlyGet', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
  const answering = () => {
    let count = 0;
    const fetchMock = vi
      .fn()
      .mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ answer: ++count }))));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };

  it('hands its answer to the first GET of that address, once', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = answering();
    startEarlyGet('/api/tasks?page=1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(api('GET', '/api/tasks?page=1')).resolves.toEqual({ answer: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(api('GET', '/api/tasks?page=1')).resolves.toEqual({ answer: 2 });
  });

  it('is not read for another address, another method or another sign-in', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = answering();
    startEarlyGet('/api/tasks?page=1');
    await expect(api('GET', '/api/tasks?page=2')).resolves.toEqual({ answer: 2 });
    localStorage.setItem('token', 'other');
    await expect(api('GET', '/api/tasks?page=1')).resolves.toEqual({ answer: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('is left unread once it is older than a few seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = answering();
    startEarlyGet('/api/notes');
    vi.setSystemTime(Date.now() + 11_000);
    await expect(api('GET', '/api/notes')).resolves.toEqual({ answer: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("gives its failure to the reader, as the reader's own request would", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(JSON.stringify({ error: { code: 'forbidden', message: 'No' } }), { status: 403 }),
        ),
    );
    startEarlyGet('/api/users');
    await expect(api('GET', '/api/users')).rejects.toMatchObject({ status: 403, code: 'forbidden' });
  });
});

describe('a refused anti-forgery check', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  const refused = (code: string) =>
    new Response(JSON.stringify({ error: { code, message: 'Forbidden' } }), { status: 403 });

  it('gets a new cookie and sends the change once more, with the new header', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url === '/sanctum/csrf-cookie') {
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
        return new Response(null, { status: 204 });
      }
      return fetchMock.mock.calls.length === 1
        ? refused('csrf')
        : new Response(JSON.stringify({ ok: true }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);

    await expect(api('POST', '/api/notes', { title: 'x' })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/notes', '/sanctum/csrf-cookie', '/api/notes']);
    const retried = fetchMock.mock.calls[2]![1] as RequestInit;
    expect((retried.headers as Headers).get('X-XSRF-TOKEN')).toBe('fresh');
    expect(retried.body).toBe(JSON.stringify({ title: 'x' }));
  });

  it('tries once only, and never for another refusal', async () => {
    const alwaysCsrf = vi.fn(async (url: string) =>
      url === '/sanctum/csrf-cookie'
        ? ((document.cookie = 'XSRF-TOKEN=again; path=/'), new Response(null, { status: 204 }))
        : refused('csrf'),
    );
    vi.stubGlobal('fetch', alwaysCsrf);
    await expect(api('POST', '/api/notes', {})).rejects.toMatchObject({ status: 403, code: 'csrf' });
    expect(alwaysCsrf).toHaveBeenCalledTimes(3);

    const forbidden = vi.fn(async () => refused('forbidden'));
    vi.stubGlobal('fetch', forbidden);
    await expect(api('DELETE', '/api/notes/1')).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    expect(forbidden).toHaveBeenCalledTimes(1);
  });
});
