/** Whether a request may read the metrics: its `Authorization: Bearer …` against METRICS_TOKEN, in constant time. */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A checker of Authorization headers for `token` (null: no token asked, every request may). Both
 * sides are hashed first, so the comparison takes the same time whatever the length sent.
 */
export function bearerChecker(token: string | null): (authorization: string | undefined) => boolean {
  if (token === null) return () => true;
  const expected = digest(token);
  return (authorization) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    return timingSafeEqual(digest(match?.[1] ?? ''), expected);
  };
}
