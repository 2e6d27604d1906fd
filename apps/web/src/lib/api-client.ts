import { STORAGE_KEYS } from '@workspace/shared/common/limits';
import i18n from './i18n';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

function xsrfToken(): string | undefined {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

function headers(json: boolean): Headers {
  const result = new Headers({ 'Accept-Language': i18n.language || 'en' });
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (token) result.set('Authorization', `Bearer ${token}`);
  const xsrf = xsrfToken();
  if (xsrf) result.set('X-XSRF-TOKEN', xsrf);
  if (json) result.set('Content-Type', 'application/json');
  return result;
}

/**
 * The session's headers for a request made outside `api` (a stream read with fetch): language,
 * bearer token, anti-forgery header.
 */
export function apiHeaders(): Headers {
  return headers(false);
}

async function toError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as {
      error?: { code: string; message: string; fields?: Record<string, string> };
    };
    if (body.error) return new ApiError(response.status, body.error.code, body.error.message, body.error.fields);
  } catch {
    // not JSON
  }
  // A proxy or body limit may answer without our JSON shape; keep the status's meaning.
  const key = FALLBACK_KEYS[response.status];
  return new ApiError(response.status, key ?? 'internal', key ? i18n.t(`errors.${key}`) : i18n.t('toast.noData'));
}

const FALLBACK_KEYS: Record<number, string> = { 413: 'tooLarge', 415: 'unsupportedType', 429: 'rateLimited' };

async function send<T>(
  method: string,
  url: string,
  init: { headers: Headers; body?: BodyInit },
  isRetry = false,
): Promise<T> {
  const response = await fetch(url, { method, credentials: 'include', ...init });
  if (!response.ok) {
    const error = await toError(response);
    // The anti-forgery cookie is gone while the session is not (cookies cleared, or the cookie
    // outlived): a new one, and the request once more, instead of refusing every change until
    // the next sign-in. A cross-site page cannot get here: it does not run this code.
    if (error.code === 'csrf' && !isRetry) {
      await fetch('/sanctum/csrf-cookie', { credentials: 'include' });
      const xsrf = xsrfToken();
      if (xsrf) {
        init.headers.set('X-XSRF-TOKEN', xsrf);
        return send<T>(method, url, init, true);
      }
    }
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * GETs started before the code that reads their answers is there (a screen's first page, on the
 * first load): address → the answer, with the token it was asked with and when.
 */
const early = new Map<string, { token: string | null; at: number; answer: Promise<unknown> }>();
/** An early answer nobody asked for within this long is left unread: the reader asks again. */
const EARLY_FRESH_MS = 10_000;

/** Starts GET `url` now; the first `api('GET', url)` under the same sign-in in the next seconds takes its answer instead of asking again. */
export function startEarlyGet(url: string): void {
  if (early.has(url)) return;
  const answer = send('GET', url, { headers: headers(false) });
  // Its failure is the reader's, when it takes the answer.
  answer.catch(() => undefined);
  early.set(url, { token: localStorage.getItem(STORAGE_KEYS.token), at: Date.now(), answer });
}

function takeEarly(url: string): Promise<unknown> | undefined {
  const started = early.get(url);
  if (!started) return undefined;
  early.delete(url);
  const fresh = started.token === localStorage.getItem(STORAGE_KEYS.token) && Date.now() - started.at < EARLY_FRESH_MS;
  return fresh ? started.answer : undefined;
}

/** One client for every call: credentials, bearer token, anti-forgery header, typed errors. */
export function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const started = method === 'GET' ? takeEarly(url) : undefined;
  if (started) return started as Promise<T>;
  return send<T>(method, url, {
    headers: headers(body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * As `api`, for multipart/form-data (comments with files). The browser sets the content type
 * itself, with the boundary, so it must not be set here.
 */
export function apiForm<T>(method: string, url: string, formData: FormData): Promise<T> {
  return send<T>(method, url, { headers: headers(false), body: formData });
}

export function ensureCsrfCookie(): Promise<void> {
  return api<void>('GET', '/sanctum/csrf-cookie');
}

/**
 * The filename of a Content-Disposition header. The RFC 5987 `filename*` wins because the plain
 * `filename` is ASCII only ("Teklif_Subat.pdf" for "Teklif_Şubat.pdf").
 */
export function filenameFromDisposition(disposition: string): string | undefined {
  const extended = /filename\*\s*=\s*([^';]*)'[^']*'([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      const name = decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, ''));
      if (name) return name;
    } catch {
      // malformed percent-encoding: fall back to the plain filename
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name || undefined;
}

/** The body of a download, telling `onProgress` the bytes received so far as they arrive. */
async function readBody(response: Response, onProgress?: (bytes: number) => void): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
    received += next.value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? undefined });
}

/**
 * Downloads a file with the session's headers, under the server's filename (or `fallbackName`
 * when the answer names none). Exports stream, so their size is unknown up front: `onProgress`
 * hears the bytes received so far.
 */
export async function download(
  url: string,
  fallbackName = 'export',
  onProgress?: (bytes: number) => void,
): Promise<void> {
  const response = await fetch(url, { credentials: 'include', headers: headers(false) });
  if (!response.ok) throw await toError(response);
  const filename = filenameFromDisposition(response.headers.get('content-disposition') ?? '') ?? fallbackName;
  const href = URL.createObjectURL(await readBody(response, onProgress));
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
