/**
 * A local HTTP server for the broken-link check's tests (API and browser): every kind of answer a
 * catalogue's address may give. No imports from the app: the browser tests load it too.
 *
 * /ok 200 · /missing 404 · /error 500 · /moved 301 → /ok · /loop-a ⇄ /loop-b (a loop) ·
 * /no-head 405 to HEAD, 200 to GET · /hang never answers · /far 302 ×7 (too many redirects) ·
 * /to?location=<address> 302 to that address (a redirect elsewhere, for the checker's address guard).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LinkServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** The methods and paths asked, in order ('HEAD /ok'). */
  requests: string[];
  /** TCP connections accepted so far: a refused address must not even connect. */
  connections(): number;
  close(): Promise<void>;
}

export async function startLinkServer(): Promise<LinkServer> {
  const requests: string[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const [path = '/', query = ''] = (req.url ?? '/').split('?');
    requests.push(`${req.method} ${path}`);
    const answer = (status: number, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/plain', ...headers });
      res.end(req.method === 'HEAD' ? undefined : `${status}`);
    };
    const far = /^\/far(\d+)$/.exec(path);
    if (path === '/ok') return answer(200);
    if (path === '/missing') return answer(404);
    if (path === '/error') return answer(500);
    if (path === '/moved') return answer(301, { location: '/ok' });
    if (path === '/loop-a') return answer(302, { location: '/loop-b' });
    if (path === '/loop-b') return answer(302, { location: '/loop-a' });
    if (path === '/no-head') return req.method === 'HEAD' ? answer(405) : answer(200);
    if (path === '/to') return answer(302, { location: new URLSearchParams(query).get('location') ?? '/ok' });
    if (far) return answer(302, { location: `/far${Number(far[1]) + 1}` });
    if (path === '/hang') {
      // Never answered: the checker's timeout must decide.
      hanging.add(res);
      return undefined;
    }
    return answer(404);
  });
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    connections: () => connections,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
