import { screen } from '@testing-library/react';
import { NOTIFICATION_PATHS } from '@/shared/api';
import type { ProfileDetail, TableData } from '@/shared/settings';
import { envelope, mockFetch, type FakeHandler } from '@/web/test/fetchMock';
import { makeTokenData } from '@/web/test/tokens';

/** The fake API of a settings page: the page's own handlers plus what the layout always asks (notifications). */
export function mockSettingsApi(handlers: Record<string, FakeHandler>) {
  return mockFetch({
    [NOTIFICATION_PATHS.count]: () => envelope(0),
    [NOTIFICATION_PATHS.list]: () => envelope([]),
    ...handlers,
  });
}

export function page<T>(items: T[]): TableData<T> {
  return { items, total: items.length, pageCount: 1, pageNumber: 1 };
}

/** The administrator's session (every permission, the whole tree). */
export const adminSession = () => makeTokenData();

export async function jsonOf<T>(request: Request): Promise<T> {
  return (await request.json()) as T;
}

export const SRSD = { id: 6, version: 1, code: 'SRSD', name: 'Secretaria Regional da Saúde e Desporto', abbreviation: 'SRSD', state: 5, isFolder: false };
export const DRS = { id: 7, version: 1, code: 'DRS', name: 'Direção Regional da Saúde', abbreviation: 'DRS', state: 5, isFolder: false };

export function profileDetail(overrides: Partial<ProfileDetail> = {}): ProfileDetail {
  return {
    profileId: 9,
    name: 'Editores SRSD',
    organizationId: SRSD.id,
    organizationName: SRSD.name,
    permissions: [11, 12],
    usersCount: 0,
    excludedOrganizationIds: [],
    excludedOrganizations: [],
    ...overrides,
  };
}

/** The page's h1, once its chunk and data arrived. */
export function findTitle(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}
