import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@workspace/shared/common/limits';
import {
  createSseParser,
  LIVE_RECONNECT,
  parseTicketChange,
  runTicketStream,
  useTicketLiveUpdates,
  type SseFrame,
} from './live-tickets';

function parse(chunks: string[]): SseFrame[] {
  const frames: SseFrame[] = [];
  const parser = createSseParser((frame) => frames.push(frame));
  for (const chunk of chunks) parser.push(chunk);
  return frames;
}

/** A response whose body the test writes to, as a server would, line by line. */
function streamResponse(status = 200) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { status, headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

const ticketEvent = (ticketId: number, kind: string) =>
  `event: ticket\ndata: ${JSON.stringify({ ticketId, kind })}\n\n`;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the event stream parser', () => {
  it('reads typed events, joins data lines and skips comments', () => {
    expect(
      parse([
        'event: ready\n\n: ping\n\n',
        'event: ticket\ndata: {"ticketId":12,\ndata:"kind":"comment"}\n\n',
        'data: plain\n\n',
      ]),
    ).toEqual([
      { event: 'ready', data: '' },
      { event: 'ticket', data: '{"ticketId":12,\n"kind":"comment"}' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('puts together lines and events split anywhere between chunks, with LF, CRLF or CR endings', () => {
    const text = 'event: ticket\r\ndata: {"ticketId":1,"kind":"changed"}\r\n\r\n: ping\r\revent: ticket\rdata: x\r\r';
    const whole = parse([text]);
    expect(whole).toEqual([
      { event: 'ticket', data: '{"ticketId":1,"kind":"changed"}' },
      { event: 'ticket', data: 'x' },
    ]);
    // Every split point, including between CR and LF.
    for (let at = 1; at < text.length; at++) expect(parse([text.slice(0, at), text.slice(at)])).toEqual(whole);
    expect(parse(text.split(''))).toEqual(whole);
  });

  it('keeps a value without the space after the colon, and waits for the blank line before dispatching', () => {
    expect(parse(['event:ticket\ndata:{"a":1}\n'])).toEqual([]);
    expect(parse(['event:ticket\ndata:{"a":1}\n', '\n'])).toEqual([{ event: 'ticket', data: '{"a":1}' }]);
  });

  it('takes a ticket change only in the agreed shape', () => {
    expect(parseTicketChange('{"ticketId":12,"kind":"comment"}')).toEqual({ ticketId: 12, kind: 'comment' });
    expect(parseTicketChange('{"ticketId":"12","kind":"comment"}')).toBeNull();
    expect(parseTicketChange('{"ticketId":12,"kind":"renamed"}')).toBeNull();
    expect(parseTicketChange('not json')).toBeNull();
    expect(parseTicketChange('{"ticketId":1.5,"kind":"comment"}')).toBeNull();
    expect(parseTicketChange('null')).toBeNull();
    expect(parseTicketChange('[12,"comment"]')).toBeNull();
    // Fields a newer server adds are dropped, not passed on.
    expect(parseTicketChange('{"ticketId":12,"kind":"deleted","by":3}')).toEqual({ ticketId: 12, kind: 'deleted' });
  });
});

describe('runTicketStream', () => {
  it('reports ready and each ticket change, reconnects after a drop and says it is a reconnection', async () => {
    const first = streamResponse();
    const second = streamResponse();
    const fetchMock = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const controller = new AbortController();
    const onChange = vi.fn();
    const onReady = vi.fn();
    const delays: number[] = [];
    const done = runTicketStream({
      signal: controller.signal,
      headers: () => new Headers({ Authorization: 'Bearer t' }),
      onChange,
      onReady,
      fetch: fetchMock,
      wait: async (ms) => void delays.push(ms),
    });

    first.send('event: ready\ndata: {}\n\n');
    first.send(ticketEvent(12, 'comment'));
    first.send('event: ticket\ndata: {"broken"\n\n: ping\n\n');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenCalledWith({ ticketId: 12, kind: 'comment' });
    expect(onReady).toHaveBeenCalledWith(false);

    first.close();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(delays).toEqual([LIVE_RECONNECT.initialMs]);
    second.send('event: ready\n\n');
    await vi.waitFor(() => expect(onReady).toHaveBeenLastCalledWith(true));

    controller.abort();
    await done;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('backs off from 1 s doubling to 30 s while the server is away, and starts over after a good connection', async () => {
    const controller = new AbortController();
    const delays: number[] = [];
    let calls = 0;
    const fetchMock = vi.fn(async () => {
      calls += 1;
      if (calls === 8) {
        const good = streamResponse();
        good.send('event: ready\n\n');
        good.close();
        return good.response;
      }
      if (calls === 10) controller.abort();
      if (calls % 2 === 0) return new Response('Bad gateway', { status: 502 });
      throw new TypeError('Failed to fetch');
    });
    await runTicketStream({
      signal: controller.signal,
      headers: () => new Headers(),
      onChange: vi.fn(),
      onReady: vi.fn(),
      fetch: fetchMock,
      wait: async (ms) => void delays.push(ms),
    });
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 1_000, 2_000]);
  });

  it.each([401, 403])('stops for good when the server answers %i', async (status) => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status }));
    const wait = vi.fn(async () => {});
    await runTicketStream({
      signal: new AbortController().signal,
      headers: () => new Headers(),
      onChange: vi.fn(),
      onReady: vi.fn(),
      fetch: fetchMock,
      wait,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('gives up on a connection that stays silent past the pings and opens a new one', async () => {
    vi.useFakeTimers();
    try {
      const silent = streamResponse();
      const next = streamResponse();
      const fetchMock = vi.fn().mockResolvedValueOnce(silent.response).mockResolvedValueOnce(next.response);
      const controller = new AbortController();
      const done = runTicketStream({
        signal: controller.signal,
        headers: () => new Headers(),
        onChange: vi.fn(),
        onReady: vi.fn(),
        fetch: fetchMock,
      });
      await vi.advanceTimersByTimeAsync(LIVE_RECONNECT.silenceMs - 1);
      silent.send(': ping\n\n');
      await vi.advanceTimersByTimeAsync(LIVE_RECONNECT.silenceMs - 1);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1 + LIVE_RECONNECT.initialMs);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      controller.abort();
      await done;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useTicketLiveUpdates', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  function renderLive() {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const hook = renderHook(() => useTicketLiveUpdates(), { wrapper });
    return { ...hook, invalidate };
  }

  it('opens nothing without a session', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLive();
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the stream with the session headers, refreshes the tickets on each event and catches up after reconnecting', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'secret-token');
    const first = streamResponse();
    const second = streamResponse();
    const fetchMock = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    vi.stubGlobal('fetch', fetchMock);
    const { invalidate, unmount } = renderLive();

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/events');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
    expect(headers.get('Accept')).toBe('text/event-stream');

    first.send('event: ready\n\n');
    await flush();
    expect(invalidate).not.toHaveBeenCalled(); // the first connection has nothing to catch up on
    first.send(ticketEvent(12, 'changed'));
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tickets'] }));

    invalidate.mockClear();
    first.close();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 3_000 });
    second.send('event: ready\n\n');
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tickets'] }));

    unmount();
    expect((fetchMock.mock.calls[1] as [string, RequestInit])[1].signal?.aborted).toBe(true);
  });

  it('refreshes the notifications (the bell) on a notification event, and leaves the tickets alone', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'secret-token');
    const stream = streamResponse();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(stream.response));
    const { invalidate, unmount } = renderLive();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    stream.send('event: ready\n\n');
    stream.send(`event: notification\ndata: ${JSON.stringify({ notificationId: 5, change: 'created' })}\n\n`);
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'] }));
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ['tickets'] });
    unmount();
  });
});
