/**
 * The configured map services (GEO_* variables: Nominatim-compatible search and reverse geocoding, a
 * tile server), called the way their public usage policies ask: an identifying User-Agent, answers
 * cached (LRU), Nominatim one call at a time at most once a second (across every server process when
 * given the shared pace, sharedPace.ts), tiles two at a time per process, every call
 * with a timeout. A service that fails (unreachable, timeout, 5xx) is left alone for a while
 * (RETRY_AFTER_MS), so that on a network without internet every user does not wait for a timeout:
 * callers get UpstreamUnavailable at once and answer from the gazetteer.
 */
import { LRUCache } from 'lru-cache';
import type { GeoSuggestion } from '@/shared/geo';
import { GEO_LIMITS } from '@/shared/geo';
import type { Language } from '@/shared/errors';
import type { GeoConfig } from '../config';
import { createConcurrencyLimit } from './concurrencyLimit';
import { createRateGate, type RateGate } from './rateGate';

export class UpstreamUnavailable extends Error {
  override name = 'UpstreamUnavailable';
}

/** After a failure, a service is not called again for this long. */
export const RETRY_AFTER_MS = 30_000;
/** Answers kept: a day for places (they rarely move), a week for tiles (OpenStreetMap's own expiry is about that). */
const PLACE_TTL_MS = 24 * 3600_000;
const TILE_TTL_MS = 7 * 24 * 3600_000;
/** Memory for tiles: about 3,000 typical tiles. */
const TILE_CACHE_BYTES = 64 * 1024 * 1024;
const TILE_MAX_BYTES = 1024 * 1024;
/** Calls waiting for Nominatim beyond which a new one falls back at once (a burst must not queue for minutes). */
export const MAX_WAITING = 5;
const TILE_CONCURRENCY = 2;

export interface GeoUpstream {
  search(query: string, language: Language): Promise<GeoSuggestion[]>;
  /** The display name of the place at a point, or null when the service knows none (the sea). */
  reverse(lat: number, lng: number, language: Language): Promise<string | null>;
  tile(z: number, x: number, y: number): Promise<Buffer>;
}

export interface GeoUpstreamOptions {
  now?: () => number;
  /** Nominatim's pace shared with the other server processes (sharedPace.ts); without it, this process's own. */
  reserveNominatim?: () => Promise<number | null>;
}

interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
}

/** One service's "left alone until" time. */
function breaker(now: () => number) {
  let downUntil = 0;
  return {
    check() {
      if (now() < downUntil) throw new UpstreamUnavailable('recently unreachable');
    },
    tripped() {
      downUntil = now() + RETRY_AFTER_MS;
    },
  };
}

export function createGeoUpstream(config: GeoConfig, { now = Date.now, reserveNominatim }: GeoUpstreamOptions = {}): GeoUpstream {
  const searches = new LRUCache<string, GeoSuggestion[]>({ max: 2000, ttl: PLACE_TTL_MS });
  const addresses = new LRUCache<string, { address: string | null }>({ max: 5000, ttl: PLACE_TTL_MS });
  const tiles = new LRUCache<string, Buffer>({ maxSize: TILE_CACHE_BYTES, sizeCalculation: (b) => b.length || 1, ttl: TILE_TTL_MS });
  const inFlight = new Map<string, Promise<unknown>>();
  // Search and reverse share one gate: on the public service they are one server and one policy.
  const nominatim: RateGate = createRateGate({ intervalMs: config.searchIntervalMs, maxWaiting: MAX_WAITING, reserve: reserveNominatim });
  const tileSlots = createConcurrencyLimit(TILE_CONCURRENCY);
  const breakers = { search: breaker(now), reverse: breaker(now), tile: breaker(now) };

  async function get(service: keyof typeof breakers, url: URL, language?: Language): Promise<Response> {
    if (config.offline) throw new UpstreamUnavailable('offline mode');
    breakers[service].check();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': config.userAgent, ...(language ? { 'accept-language': language } : {}) },
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: 'follow',
      });
    } catch (error) {
      breakers[service].tripped();
      throw new UpstreamUnavailable(`${service}: ${(error as Error).message}`);
    }
    // 429 and 5xx: the service is overloaded or down; anything else not OK is its answer to us.
    if (response.status === 429 || response.status >= 500) {
      breakers[service].tripped();
      await response.body?.cancel();
      throw new UpstreamUnavailable(`${service}: HTTP ${response.status}`);
    }
    return response;
  }

  /** One call per key at a time: concurrent askers share it. */
  function once<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const promise = work().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  async function json(service: 'search' | 'reverse', url: URL, language: Language): Promise<unknown> {
    // Before queueing: a call that cannot happen must not wait for its turn first.
    if (config.offline) throw new UpstreamUnavailable('offline mode');
    breakers[service].check();
    const response = await nominatim
      .run(() => get(service, url, language))
      .catch((error: unknown) => {
        throw error instanceof UpstreamUnavailable ? error : new UpstreamUnavailable(`${service}: ${(error as Error).message}`);
      });
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamUnavailable(`${service}: HTTP ${response.status}`);
    }
    try {
      return await response.json();
    } catch {
      throw new UpstreamUnavailable(`${service}: not JSON`);
    }
  }

  return {
    async search(query, language) {
      const key = `${language}|${query.trim().toLowerCase()}`;
      const cached = searches.get(key);
      if (cached) return cached;
      return once(`search|${key}`, async () => {
        const url = new URL(config.searchUrl);
        url.search = new URLSearchParams({
          q: query.trim(),
          format: 'jsonv2',
          countrycodes: 'pt',
          limit: String(GEO_LIMITS.maxSuggestions),
          'accept-language': language,
        }).toString();
        const body = await json('search', url, language);
        const items = (Array.isArray(body) ? (body as NominatimPlace[]) : []).flatMap((p): GeoSuggestion[] => {
          const lat = Number(p.lat);
          const lng = Number(p.lon);
          return typeof p.display_name === 'string' && Number.isFinite(lat) && Number.isFinite(lng) ? [{ label: p.display_name, lat, lng }] : [];
        });
        searches.set(key, items);
        return items;
      });
    },

    async reverse(lat, lng, language) {
      // About a metre: clicks on the same spot share the answer.
      const key = `${language}|${lat.toFixed(5)}|${lng.toFixed(5)}`;
      const cached = addresses.get(key);
      if (cached) return cached.address;
      return once(`reverse|${key}`, async () => {
        const url = new URL(config.reverseUrl);
        url.search = new URLSearchParams({ format: 'jsonv2', lat: String(lat), lon: String(lng), 'accept-language': language }).toString();
        const body = (await json('reverse', url, language)) as NominatimPlace | null;
        // Nominatim answers {"error": "Unable to geocode"} where nothing is (the sea).
        const address = body && typeof body.display_name === 'string' ? body.display_name : null;
        addresses.set(key, { address });
        return address;
      });
    },

    async tile(z, x, y) {
      const key = `${z}/${x}/${y}`;
      const cached = tiles.get(key);
      if (cached) return cached;
      return once(`tile|${key}`, () =>
        tileSlots(async () => {
          const url = new URL(config.tileUrl.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)));
          const response = await get('tile', url);
          const type = response.headers.get('content-type') ?? '';
          if (!response.ok || !type.startsWith('image/')) {
            await response.body?.cancel();
            throw new UpstreamUnavailable(`tile: HTTP ${response.status} ${type}`);
          }
          const bytes = Buffer.from(await response.arrayBuffer());
          if (bytes.length > TILE_MAX_BYTES) throw new UpstreamUnavailable('tile: too large');
          tiles.set(key, bytes);
          return bytes;
        }),
      );
    },
  };
}
