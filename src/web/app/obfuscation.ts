/**
 * SPEC §9: "the session is kept in local storage with simple obfuscation". XOR with a constant then
 * base64: it keeps the token out of casual sight (a glance at the storage panel, a naive scraper for
 * "eyJ…" JWTs); it is not encryption and is not meant to be.
 */
const KEY = new TextEncoder().encode('cesa·backoffice·açores');

function xor(bytes: Uint8Array): Uint8Array {
  return bytes.map((b, i) => b ^ (KEY[i % KEY.length] as number));
}

export function obfuscate(text: string): string {
  const bytes = xor(new TextEncoder().encode(text));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Throws on text that is not base64 (e.g. a value written by another version). */
export function deobfuscate(encoded: string): string {
  const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(xor(bytes));
}
