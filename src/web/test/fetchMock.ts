import { API_BASE } from '@/shared/limits';

/** A route of the fake API: the path under API_BASE ('/account/me') and its answer. */
export type FakeHandler = (request: Request) => Response | Promise<Response>;

export function envelope(data: unknown, code = 0, description = ''): Response {
  return new Response(JSON.stringify({ code, description, data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

export function httpStatus(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function pathOf(request: Request): string {
  return new URL(request.url, 'http://localhost').pathname.slice(API_BASE.length);
}

/**
 * Installs a fetch that answers from `handlers` by path; unknown paths answer 404. Returns the jest
 * mock, whose calls hold the Requests sent.
 */
export function mockFetch(handlers: Record<string, FakeHandler>): jest.Mock<Promise<Response>, [Request]> {
  const fetchMock = jest.fn(async (request: Request) => {
    const handler = handlers[pathOf(request)];
    return handler ? handler(request) : httpStatus(404);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function requestsTo(fetchMock: jest.Mock<Promise<Response>, [Request]>, path: string): Request[] {
  return fetchMock.mock.calls.map(([r]) => r).filter((r) => pathOf(r) === path);
}
