/**
 * The base of every absolute URL the open data answers carry (JSON-LD ids, paging links, the CSV's IRI
 * column), issue 28 §11. Never the request's Host or X-Forwarded-Host: the answers are `Cache-Control:
 * public`, so links built from a forged host would be kept by a cache and served to everyone, and an
 * IRI must not change with the name a client reached the server by.
 *
 * In order: OPEN_DATA_BASE_URL; else the origin of OIDC_REDIRECT_URI (the back-office's public address,
 * already configured for the regional sign-in, and the API shares its origin); else this machine
 * (`http://localhost:PORT`, right on a laptop), which the server warns about at start.
 */
import type { Config } from '../config';

export interface OpenDataBase {
  /** Without a trailing slash. */
  url: string;
  source: 'configured' | 'oidc' | 'local';
}

export function openDataBase(config: Pick<Config, 'openDataBaseUrl' | 'oidc' | 'port'>): OpenDataBase {
  if (config.openDataBaseUrl) return { url: config.openDataBaseUrl, source: 'configured' };
  if (config.oidc) return { url: new URL(config.oidc.redirectUri).origin, source: 'oidc' };
  return { url: `http://localhost:${config.port}`, source: 'local' };
}
