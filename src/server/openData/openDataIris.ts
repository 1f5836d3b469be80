/**
 * The IRIs of the open data's nodes under the public base (publicBase.ts): one builder for the public
 * routes and for the back-office's preview of an entry (issue 31 §3), so a previewed node carries the
 * very ids it will have once published.
 */
import { API_BASE } from '@/shared/limits';
import { OPEN_DATA_PATHS } from '@/shared/openData';
import type { Config } from '../config';
import type { OpenDataIris } from './cpsvJsonLd';
import { openDataBase } from './publicBase';

/** `root`: the public base with API_BASE (https://catalogo.azores.gov.pt/api). */
export function openDataIris(root: string): OpenDataIris {
  return {
    item: (kind, id) => `${root}${OPEN_DATA_PATHS.item(kind, id)}`,
    division: (code) => `${root}/opendata/divisions/${code}`,
    legislation: (id) => `${root}/opendata/legislations/${id}`,
    concept: (category, id) => `${root}/opendata/concepts/${category}/${id}`,
  };
}

/** The IRIs under the configured public base. */
export function openDataIrisOf(config: Pick<Config, 'openDataBaseUrl' | 'oidc' | 'port'>): OpenDataIris {
  return openDataIris(`${openDataBase(config).url}${API_BASE}`);
}
