import { getSession } from '@/lib/auth/session';

/** The name the server gave the file (Content-Disposition), or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads a file the API serves only to the signed-in caller. The bearer token lives in storage, not in a
 * cookie, so a plain link cannot carry it: the file is fetched with the token and handed to the browser as a Blob
 * download. Throws an Error with the server's message (or `failure`) when refused.
 */
export async function downloadSignedIn(
  url: string,
  options: { method?: string; accept: string; fallbackName: string; failure: string },
): Promise<void> {
  const { token } = getSession();
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers: { Accept: options.accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' && body.message ? body.message : options.failure);
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileNameOf(response, options.fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}
