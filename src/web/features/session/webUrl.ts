/** Only web addresses: a javascript: URL from a compromised answer must not run when the browser is sent there. */
export function isWebUrl(url: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(url, window.location.origin).protocol);
  } catch {
    return false;
  }
}
