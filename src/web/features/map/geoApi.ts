/**
 * The map's calls (src/server/geo): address suggestions and the address of a point. Silent: a
 * failure leaves the picker usable (coordinates still fill), so it does not toast.
 */
import { GEO_PATHS, type GeoReverseResult, type GeoSearchResult } from '@/shared/geo';
import { api } from '@/web/api/api';

export const geoApi = api.injectEndpoints({
  endpoints: (build) => ({
    geoSearch: build.query<GeoSearchResult, string>({
      query: (q) => `${GEO_PATHS.search}?${new URLSearchParams({ q }).toString()}`,
      extraOptions: { silent: true },
      keepUnusedDataFor: 300,
    }),
    geoReverse: build.query<GeoReverseResult, { lat: number; lng: number }>({
      query: ({ lat, lng }) => `${GEO_PATHS.reverse}?${new URLSearchParams({ lat: String(lat), lng: String(lng) }).toString()}`,
      extraOptions: { silent: true },
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGeoSearchQuery, useGeoReverseQuery } = geoApi;
