/*
 * The "fanout" target of bench/run.mjs: how long one reply on a ticket takes to reach every open
 * event stream (GET /api/events, server-sent events).
 *
 * Opens `streams` streams with the given tokens (round robin), each a socket of its own
 * (http.request without an agent, as that many browser tabs would be), waits until every one has
 * had `event: ready`, then posts one reply (POST /api/tickets/:id/comments, multipart) at a time:
 * `warmup` replies not counted, then `replies` measured. For each reply: the time from just before
 * the request was sent until each stream has read the frame `match` looks for (by default the
 * `ticket` frame of that ticket with kind `comment`; the notification fan-out looks for each
 * follower's `notification` frame), and so the time until the LAST stream has it. The next reply goes out once every
 * stream has had this one (or `roundTimeoutMs` has passed), after `pauseMs`.
 *
 * A stream must see exactly one matching frame per reply, in order: a frame missing after
 * `roundTimeoutMs`, a stream that ends or errs, or a reply not answered 201 counts as missed and
 * fails the run. Every stream is destroyed at the end, whatever happened, and the sockets are
 * waited for until closed.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';

function percentile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
const round = (value, digits = 2) => (value === null || value === undefined ? null : Number(value.toFixed(digits)));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A server-sent events reader: feed it chunks, it calls `onEvent(event, data)` for each complete
 * frame with an `event:` or `data:` field (comment lines such as `: ping` and a bare `retry:` are
 * skipped). Lines end in \n, \r\n or \r (the SSE grammar).
 */
export function sseParser(onEvent) {
  let buffer = '';
  let event = '';
  let data = [];
  return (chunk) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    // The last piece is an unfinished line (or '' after a line end); a lone \r at the end could be
    // half of \r\n, so it stays in the buffer too.
    buffer = lines.pop();
    if (buffer === '' && chunk.endsWith('\r')) {
      lines.pop();
      buffer = '\r';
    }
    for (const line of lines) {
      if (line === '') {
        if (event !== '' || data.length > 0) onEvent(event || 'message', data.join('\n'));
        event = '';
        data = [];
      } else if (line.startsWith(':')) {
        // a comment (": ping")
      } else {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
    }
  };
}

/** The frames a reply is measured by, by default: the ticket's `comment` event. */
const ticketComment = (ticketId) => (event, body) =>
  event === 'ticket' && body.ticketId === ticketId && body.kind === 'comment';

/** One stream: resolves `ready` on `event: ready`, counts the frames `match` accepts with their times. */
function openStream(base, token, match, index) {
  const url = new URL('/api/events', base);
  const stream = {
    index,
    arrivals: [], // performance.now() of each matching frame, in order
    others: 0, // other ticket or notification frames: counted, ignored
    ended: null, // why it stopped early, if it did
    onArrival: null,
  };
  let markReady;
  let failReady;
  stream.ready = new Promise((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  stream.ready.catch(() => undefined);
  const parse = sseParser((event, data) => {
    if (event === 'ready') {
      stream.readyDone = true;
      markReady();
      return;
    }
    if (event !== 'ticket' && event !== 'notification') return;
    const at = performance.now();
    let body;
    try {
      body = JSON.parse(data);
    } catch {
      stream.ended ??= `unreadable ${event} frame: ${data.slice(0, 100)}`;
      return;
    }
    if (match(event, body)) {
      stream.arrivals.push(at);
      stream.onArrival?.(stream);
    } else {
      stream.others += 1;
    }
  });
  stream.closed = new Promise((resolve) => {
    const request = http.request(url, {
      agent: false,
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    stream.request = request;
    request.on('close', resolve);
    request.on('error', (error) => {
      stream.ended ??= `error: ${error.message}`;
      failReady(new Error(`stream ${index}: ${error.message}`));
    });
    request.on('response', (response) => {
      if (response.statusCode !== 200 || !String(response.headers['content-type']).startsWith('text/event-stream')) {
        stream.ended ??= `answered ${response.statusCode} ${response.headers['content-type']}`;
        failReady(new Error(`stream ${index}: ${stream.ended}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      response.on('data', parse);
      response.on('end', () => {
        stream.ended ??= 'the server ended the stream';
        failReady(new Error(`stream ${index}: ended before ready`));
      });
    });
    request.end();
  });
  return stream;
}

/** A reply as the browser's support window sends it: multipart with one `body` field. */
function replyBody(text) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  return {
    body: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\n${text}\r\n--${boundary}--\r\n`,
    ),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Runs the scenario against a started server; answers the figures. `tokens` are bearer tokens of
 * people who may read every ticket; `author` ({ token, xsrf }) posts the replies.
 */
export async function measureFanout({
  base,
  tokens,
  author,
  ticketId,
  streams: streamCount = 200,
  replies = 20,
  warmup = 2,
  pauseMs = 200,
  readyTimeoutMs = 30_000,
  roundTimeoutMs = 10_000,
  /** `(event, data) => boolean`: the frame each stream reads once per reply; the ticket's `comment` event by default. */
  match = ticketComment(ticketId),
}) {
  const streams = [];
  const problems = [];
  const replyTimes = [];
  const rounds = [];
  try {
    for (let index = 0; index < streamCount; index += 1)
      streams.push(openStream(base, tokens[index % tokens.length], match, index));
    const openedAt = performance.now();
    let readyTimer;
    await Promise.race([
      Promise.all(streams.map((stream) => stream.ready)),
      new Promise((_, reject) => {
        readyTimer = setTimeout(() => {
          const waiting = streams.filter((stream) => !stream.readyDone).length;
          reject(new Error(`${waiting} of ${streamCount} streams not ready after ${readyTimeoutMs / 1000} s`));
        }, readyTimeoutMs);
      }),
    ]).finally(() => clearTimeout(readyTimer));
    const readyMs = performance.now() - openedAt;

    for (let reply = 0; reply < warmup + replies; reply += 1) {
      const expected = reply + 1; // matching frames each stream must have had after this reply
      const { body, contentType } = replyBody(`Bench fan-out reply ${reply + 1}`);
      let pending = streams.filter((stream) => stream.arrivals.length < expected).length;
      let allArrived;
      const arrived = new Promise((resolve) => {
        allArrived = resolve;
        if (pending === 0) resolve();
      });
      for (const stream of streams) {
        stream.onArrival = (s) => {
          if (s.arrivals.length === expected) {
            pending -= 1;
            if (pending === 0) allArrived();
          }
        };
      }
      const sentAt = performance.now();
      const posted = fetch(`${base}/api/tickets/${ticketId}/comments`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${author.token}`,
          'content-type': contentType,
          cookie: `XSRF-TOKEN=${author.xsrf}`,
          'x-xsrf-token': decodeURIComponent(author.xsrf),
        },
        body,
        signal: AbortSignal.timeout(roundTimeoutMs),
      }).then(
        async (response) => {
          const text = await response.text();
          const answeredAt = performance.now();
          if (response.status !== 201) problems.push(`reply ${reply + 1}: ${response.status} ${text.slice(0, 200)}`);
          return answeredAt - sentAt;
        },
        (error) => {
          problems.push(`reply ${reply + 1}: ${error.message}`);
          return null;
        },
      );
      let roundTimer;
      await Promise.race([arrived, new Promise((resolve) => (roundTimer = setTimeout(resolve, roundTimeoutMs)))]);
      clearTimeout(roundTimer);
      const replyMs = await posted;
      for (const stream of streams) stream.onArrival = null;

      const times = [];
      let missed = 0;
      for (const stream of streams) {
        if (stream.arrivals.length === expected) times.push(stream.arrivals[expected - 1] - sentAt);
        else missed += 1;
      }
      if (missed > 0) {
        const extra = streams.filter((stream) => stream.arrivals.length > expected).length;
        const ended = streams.find((stream) => stream.ended)?.ended;
        problems.push(
          `reply ${reply + 1}: ${missed} of ${streamCount} streams ${extra ? `misread it (${extra} had extra frames)` : `did not get it within ${roundTimeoutMs / 1000} s`}` +
            (ended ? `; a stream ended: ${ended}` : ''),
        );
        // Streams are out of step now; no further reply could be attributed.
        break;
      }
      if (reply >= warmup) {
        times.sort((a, b) => a - b);
        rounds.push({
          lastMs: times.at(-1),
          p50Ms: percentile(times, 0.5),
          p99Ms: percentile(times, 0.99),
          firstMs: times[0],
          all: times,
        });
        if (replyMs !== null) replyTimes.push(replyMs);
      }
      await sleep(pauseMs);
    }
    const ended = streams.filter((stream) => stream.ended);
    if (ended.length > 0) problems.push(`${ended.length} streams stopped early, first: ${ended[0].ended}`);

    const last = rounds.map((r) => r.lastMs).sort((a, b) => a - b);
    const every = rounds.flatMap((r) => r.all).sort((a, b) => a - b);
    const sortedReplies = replyTimes.sort((a, b) => a - b);
    return {
      streams: streamCount,
      replies: rounds.length,
      warmupReplies: warmup,
      readyMs: round(readyMs, 1),
      // Per reply: until the last of the streams had the frame; its distribution over the replies.
      lastStreamMs: {
        p50: round(percentile(last, 0.5)),
        p99: round(percentile(last, 0.99)),
        max: round(last.at(-1) ?? null),
      },
      // Every stream's arrival of every reply (streams x replies times).
      arrivalMs: {
        p50: round(percentile(every, 0.5)),
        p99: round(percentile(every, 0.99)),
        max: round(every.at(-1) ?? null),
        first: round(every[0] ?? null),
      },
      // Per reply, within the streams: the median of the per-reply p50 and p99.
      perReplyMedianMs: {
        p50: round(
          percentile(
            rounds.map((r) => r.p50Ms).sort((a, b) => a - b),
            0.5,
          ),
        ),
        p99: round(
          percentile(
            rounds.map((r) => r.p99Ms).sort((a, b) => a - b),
            0.5,
          ),
        ),
      },
      // The reply's own answer (201), sent to answered.
      replyAnswerMs: { p50: round(percentile(sortedReplies, 0.5)), max: round(sortedReplies.at(-1) ?? null) },
      lastStreamMsPerReply: rounds.map((r) => round(r.lastMs, 1)),
      otherFrames: streams.reduce((sum, stream) => sum + stream.others, 0),
      problems,
    };
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    return { streams: streamCount, replies: rounds.length, problems };
  } finally {
    for (const stream of streams) stream.request?.destroy();
    let closeTimer;
    await Promise.race([
      Promise.all(streams.map((stream) => stream.closed)),
      new Promise((resolve) => (closeTimer = setTimeout(resolve, 10_000))),
    ]);
    clearTimeout(closeTimer);
  }
}
