/**
 * Hands a file held at an object URL to the browser to save (an `<a download>`), then lets the URL go.
 * Revoked a moment later: some browsers read the URL after click() returns.
 */
export function saveObjectUrl(name: string, url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves a file a call answered (src/web/api/fileResponse.ts) under the name it came with. */
export function saveDownloadedFile({ name, url }: { name: string; url: string }): void {
  saveObjectUrl(name, url);
}
