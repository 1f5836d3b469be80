/**
 * Calls that answer a file (report exports, import templates and error sheets): the file itself, or
 * the usual JSON envelope when refused. Shared so that every such call goes through the app's base
 * query (token, renewal, toasts) the same way.
 */

/** A downloaded file, kept in the store as an object URL (serialisable) until it is saved. */
export interface DownloadedFile {
  name: string;
  url: string;
}

/** `attachment; filename="a.xlsx"; filename*=UTF-8''a%C3%A7.xlsx` → the name, the UTF-8 form first. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: the plain name below, if any.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}

/**
 * An RTK Query `responseHandler` for such calls: the file is wrapped in an envelope of its own so the
 * base query treats a file and a refusal alike. `fallbackName` names a file the server did not name.
 */
export function fileOrEnvelope(fallbackName: string): (response: Response) => Promise<unknown> {
  return async (response) => {
    if ((response.headers.get('Content-Type') ?? '').includes('json')) return response.json();
    if (!response.ok) return null;
    const blob = await response.blob();
    const file: DownloadedFile = { name: fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName, url: URL.createObjectURL(blob) };
    return { code: 0, description: '', data: file };
  };
}
