import { getToken } from './token';

// The few calls the app makes to the REST shims rather than tRPC: file bodies and downloads.

/** The {detail} of a JSON error body (a string, or a list joined by commas), or null. */
export function detailOf(responseText: string): string | null {
  try {
    const detail: unknown = (JSON.parse(responseText) as { detail?: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
    if (Array.isArray(detail))
      return (
        detail
          .map((item) => (typeof item === 'string' ? item : ((item as { msg?: string }).msg ?? '')))
          .filter(Boolean)
          .join(', ') || null
      );
  } catch {
    // Not JSON (a proxy error page, an empty body).
  }
  return null;
}

const sessionHeader = (): Record<string, string> => {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** Thrown for an answer outside 2xx; `detail` is the server's reason when it gave one. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
    fallback: string,
  ) {
    super(detail ?? fallback);
  }
}

/** POSTs JSON with the session header; resolves to the JSON answer. */
export async function postJson<T>(url: string, body: unknown, failure: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sessionHeader() },
    body: JSON.stringify(body),
  });
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new RestError(response.status, detailOf(text), failure);
  return JSON.parse(text) as T;
}

/** Fetches a file with the session header and saves it through a temporary download link. */
export async function downloadWithSession(url: string, filename: string, failure: string): Promise<void> {
  const response = await fetch(url, { headers: sessionHeader() });
  if (!response.ok) throw new RestError(response.status, detailOf(await response.text().catch(() => '')), failure);
  saveBlob(await response.blob(), filename);
}

/** Saves what the page holds as a file, through a temporary download link. */
export function saveBlob(blob: Blob, filename: string) {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}
