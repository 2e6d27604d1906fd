import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@workspace/shared/common/limits';
import { readTicketChangeEvent, type TicketChangeEvent } from '@workspace/shared/tickets/ticket-events';
import { apiHeaders } from './api-client';
import { notificationKeys, ticketKeys } from './query-keys';

/*
 * Live updates: GET /api/events is the tab's one server-sent-events stream. It needs the bearer
 * token in a header, which EventSource cannot send, so it is read with fetch. It says `ready`, then
 * one `ticket` event per change of a ticket ({ ticketId, kind }), one `notification` event per new
 * or read notification of the caller's ({ notificationId, change }), and a `: ping` comment every
 * 15 s. The screens keep reading the API as before: an event only marks the cached tickets or
 * notifications stale, so whatever shows them (list, summary, support window, the bell) fetches
 * them again.
 */

export const LIVE_EVENTS_URL = '/api/events';

export const LIVE_RECONNECT = {
  /** The first wait after a dropped connection; it doubles after each failed attempt. */
  initialMs: 1_000,
  maxMs: 30_000,
  /** Nothing received for this long (the server pings every 15 s): the connection is dead; open a new one. */
  silenceMs: 45_000,
} as const;

/** One dispatched event of the stream: its type (`message` when it names none) and its data lines joined. */
export type SseFrame = { event: string; data: string };

/**
 * Reads the text of an event stream, chunk by chunk, into frames (the WHATWG server-sent events
 * format): lines end in LF, CRLF or CR, also when a chunk ends between CR and LF; `:` starts a
 * comment; a blank line ends an event; `data` lines join with LF. Unlike EventSource it also
 * dispatches an event that has a type but no data (`event: ready`). `id` and `retry` are ignored:
 * every connection starts afresh and catches up by refetching.
 */
export function createSseParser(onFrame: (frame: SseFrame) => void) {
  let buffer = '';
  let skipLineFeed = false;
  let eventType = '';
  let data: string[] = [];

  const dispatch = () => {
    if (eventType !== '' || data.length > 0) onFrame({ event: eventType || 'message', data: data.join('\n') });
    eventType = '';
    data = [];
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const raw = colon === -1 ? '' : line.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'event') eventType = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(chunk: string) {
      if (chunk === '') return;
      // The previous chunk ended on CR: a LF starting this one belongs to the same line end.
      buffer += skipLineFeed && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
      skipLineFeed = false;
      let start = 0;
      for (let index = 0; index < buffer.length; index++) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        readLine(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) skipLineFeed = true;
          else if (buffer[index + 1] === '\n') index++;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}

/** The `data` of a `ticket` event, or null when it is not one (a newer server's shape is ignored, not fatal). */
export function parseTicketChange(data: string): TicketChangeEvent | null {
  try {
    return readTicketChangeEvent(JSON.parse(data));
  } catch {
    return null;
  }
}

export type TicketStreamOptions = {
  /** Aborting it closes the stream and ends `runTicketStream`. */
  signal: AbortSignal;
  /** The request headers, read on every connection (the token may have changed). */
  headers: () => Headers;
  onChange: (event: TicketChangeEvent) => void;
  /**
   * A notification of the caller's was written or read. Its data ({ notificationId, change }) is not
   * read: the bell and the lists refetch whatever it was, and the shell carries no reader for it.
   */
  onNotification?: () => void;
  /** The server said `ready`; `isReconnect` when an earlier connection of this run had been ready too. */
  onReady: (isReconnect: boolean) => void;
  fetch?: typeof fetch;
  /** Waits before reconnecting; resolves early when `signal` aborts. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
};

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Reads a response body to its end (or until `signal` aborts), feeding the parser; `onData` on every chunk. */
async function readBody(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  onFrame: (frame: SseFrame) => void,
  onData: () => void,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser(onFrame);
  const cancel = () => void reader.cancel().catch(() => {});
  if (signal.aborted) return cancel();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      onData();
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

type ConnectionEnd = 'refused' | 'closed';

/** One connection: open, read until it ends, fails or goes silent. `refused`: 401 or 403, not worth trying again. */
async function connectOnce(options: TicketStreamOptions, onFrame: (frame: SseFrame) => void): Promise<ConnectionEnd> {
  const connection = new AbortController();
  const abort = () => connection.abort();
  options.signal.addEventListener('abort', abort, { once: true });
  let silence: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(silence);
    silence = setTimeout(abort, LIVE_RECONNECT.silenceMs);
  };
  try {
    watch();
    const response = await (options.fetch ?? fetch)(LIVE_EVENTS_URL, {
      headers: options.headers(),
      credentials: 'include',
      cache: 'no-store',
      signal: connection.signal,
    });
    if (response.status === 401 || response.status === 403) return 'refused';
    if (!response.ok || !response.body) return 'closed';
    await readBody(response.body, connection.signal, onFrame, watch);
    return 'closed';
  } catch {
    // A network failure or an abort: the loop decides whether to try again.
    return 'closed';
  } finally {
    clearTimeout(silence);
    options.signal.removeEventListener('abort', abort);
    connection.abort();
  }
}

/**
 * Keeps the stream open until `signal` aborts: reconnects after a drop, waiting 1 s, then twice as
 * long after each failed attempt up to 30 s, and 1 s again once a connection was ready. Stops for
 * good on 401 or 403. Never rejects.
 */
export async function runTicketStream(options: TicketStreamOptions): Promise<void> {
  const { signal, wait = sleep } = options;
  let delay: number = LIVE_RECONNECT.initialMs;
  let hasBeenReady = false;
  const onFrame = (frame: SseFrame) => {
    if (frame.event === 'ready') {
      delay = LIVE_RECONNECT.initialMs;
      const isReconnect = hasBeenReady;
      hasBeenReady = true;
      options.onReady(isReconnect);
    } else if (frame.event === 'ticket') {
      const change = parseTicketChange(frame.data);
      if (change) options.onChange(change);
    } else if (frame.event === 'notification') {
      options.onNotification?.();
    }
  };
  while (!signal.aborted) {
    const end = await connectOnce(options, onFrame);
    if (end === 'refused' || signal.aborted) return;
    await wait(delay, signal);
    delay = Math.min(delay * 2, LIVE_RECONNECT.maxMs);
  }
}

/* The token as React state: signing out or in another tab changes it here too. */
const readToken = () => localStorage.getItem(STORAGE_KEYS.token);
function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The stream's request headers: the API client's session headers, asking for an event stream. */
function streamHeaders(): Headers {
  const headers = apiHeaders();
  headers.set('Accept', 'text/event-stream');
  return headers;
}

/**
 * The one live stream of the signed-in tab (mounted once, in the app layout). Every `ticket` event
 * refreshes the cached tickets, every `notification` event the notifications (the bell's count
 * with them), and a reconnection both, for what was missed meanwhile. Closes on unmount and when
 * the session's token goes away.
 */
export function useTicketLiveUpdates(): void {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToStorage, readToken, () => null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    const refreshNotifications = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    void runTicketStream({
      signal: controller.signal,
      headers: streamHeaders,
      onChange: refresh,
      onNotification: refreshNotifications,
      onReady: (isReconnect) => {
        if (isReconnect) {
          refresh();
          refreshNotifications();
        }
      },
    });
    return () => controller.abort();
  }, [queryClient, token]);
}
