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

async function toError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { error?: { code: string; message: string; fields?: Record<string, string> } };
    if (body.error) return new ApiError(response.status, body.error.code, body.error.message, body.error.fields);
  } catch {
    // not JSON
  }
  return new ApiError(response.status, 'internal', i18n.t('toast.noData'));
}

/** One client for every call: credentials, bearer token, anti-forgery header, typed errors. */
export async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: headers(body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await toError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export function ensureCsrfCookie(): Promise<void> {
  return api<void>('GET', '/sanctum/csrf-cookie');
}

/** Downloads a server export with the session's headers, under the server's filename. */
export async function download(url: string): Promise<void> {
  const response = await fetch(url, { credentials: 'include', headers: headers(false) });
  if (!response.ok) throw await toError(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export';
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
