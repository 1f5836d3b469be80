/**
 * What the geo routes answer: the configured service's answer, or the gazetteer's when the service
 * cannot be reached or is turned off (GEO_OFFLINE), saying which (`fallback`) so the SPA can hint it.
 */
import type { Kysely } from 'kysely';
import type { Language } from '@/shared/errors';
import { GEO_LIMITS, type GeoReverseResult, type GeoSearchResult } from '@/shared/geo';
import type { GeoConfig } from '../config';
import type { Database } from '../db/schema';
import { buildGazetteer, type Gazetteer } from './gazetteer';
import { createGeoUpstream, MAX_WAITING, UpstreamUnavailable, type GeoUpstream } from './geoUpstream';
import { sharedPace } from './sharedPace';

/** The gazetteer is rebuilt at most this often: new published addresses join it within minutes. */
const GAZETTEER_TTL_MS = 5 * 60_000;

export interface GeoLog {
  warn(details: object, message: string): void;
}

export interface GeoService {
  search(query: string, language: Language): Promise<GeoSearchResult>;
  reverse(lat: number, lng: number, language: Language): Promise<GeoReverseResult>;
  /** The tile's PNG, or null when the tile server cannot be reached. */
  tile(z: number, x: number, y: number): Promise<Buffer | null>;
}

export function createGeoService(
  config: GeoConfig,
  db: Kysely<Database>,
  log: GeoLog,
  // Nominatim's one call a second holds for the installation, not for each process: the pace is in the database.
  upstream: GeoUpstream = createGeoUpstream(config, {
    reserveNominatim: config.searchIntervalMs > 0 ? sharedPace(db, 'nominatim', config.searchIntervalMs, MAX_WAITING * config.searchIntervalMs, log) : undefined,
  }),
): GeoService {
  let gazetteer: { built: number; value: Promise<Gazetteer> } | null = null;
  const local = (): Promise<Gazetteer> => {
    if (!gazetteer || Date.now() - gazetteer.built > GAZETTEER_TTL_MS) {
      const value = buildGazetteer(db);
      // A failed build is not kept: the next call tries again.
      value.catch(() => (gazetteer = null));
      gazetteer = { built: Date.now(), value };
    }
    return gazetteer.value;
  };
  /** The service's answer, or undefined when it cannot be had (logged once per failure, without the query). */
  async function tryUpstream<T>(what: string, call: () => Promise<T>): Promise<{ value: T } | undefined> {
    if (config.offline) return undefined;
    try {
      return { value: await call() };
    } catch (error) {
      if (!(error instanceof UpstreamUnavailable)) throw error;
      if (!error.message.startsWith('recently')) log.warn({ reason: error.message }, `geo ${what}: service unavailable, answering from the gazetteer`);
      return undefined;
    }
  }
  return {
    async search(query, language) {
      const answer = await tryUpstream('search', () => upstream.search(query, language));
      if (answer) return { items: answer.value.slice(0, GEO_LIMITS.maxSuggestions), fallback: false };
      return { items: (await local()).search(query, GEO_LIMITS.maxSuggestions), fallback: true };
    },
    async reverse(lat, lng, language) {
      const answer = await tryUpstream('reverse', () => upstream.reverse(lat, lng, language));
      // The divisions are always ours (the form's island, municipality and parish ids), whoever names the address.
      const gazetteer = await local();
      const divisions = gazetteer.divisionsAt(lat, lng);
      if (answer) return { address: answer.value, fallback: false, divisions };
      return { address: gazetteer.reverse(lat, lng), fallback: true, divisions };
    },
    async tile(z, x, y) {
      return (await tryUpstream('tile', () => upstream.tile(z, x, y)))?.value ?? null;
    },
  };
}
