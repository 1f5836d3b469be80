import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import L from 'leaflet';
import { createBaseMap, markerIcon } from './leafletBase';

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapCanvasProps {
  /** The chosen point (its marker), or null. */
  point: MapPoint | null;
  /** A click on the map, or Enter on the focused map (its centre). */
  onPick: (point: MapPoint) => void;
  label: string;
  markerLabel: string;
  zoomInTitle: string;
  zoomOutTitle: string;
}

/** Zoom a chosen point is shown at when the map moves to it (a street is readable). */
const POINT_ZOOM = 16;

/**
 * The picker's Leaflet map (SPEC §2.10: 40 % of the viewport's height), with one marker. A chosen
 * point the map does not show (a suggestion far away) is flown to.
 */
export default function MapCanvas({ point, onPick, label, markerLabel, zoomInTitle, zoomOutTitle }: MapCanvasProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!element.current) return undefined;
    const created = createBaseMap(element.current, { label, zoomInTitle, zoomOutTitle, ...(point ? { center: point, zoom: POINT_ZOOM } : {}) });
    created.on('click', (event: L.LeafletMouseEvent) => pick.current({ lat: event.latlng.lat, lng: event.latlng.lng }));
    // Keyboard users pan with the arrows (Leaflet) and choose the centre with Enter.
    created.getContainer().addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' || event.target !== created.getContainer()) return;
      event.preventDefault();
      const centre = created.getCenter();
      pick.current({ lat: centre.lat, lng: centre.lng });
    });
    map.current = created;
    // The dialog's opening transition changes the container's size after Leaflet measured it.
    const resize = window.setTimeout(() => created.invalidateSize(), 250);
    return () => {
      window.clearTimeout(resize);
      created.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is created once; later points move the marker (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (!point) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at = L.latLng(point.lat, point.lng);
    if (marker.current) marker.current.setLatLng(at);
    else marker.current = L.marker(at, { icon: markerIcon, keyboard: false, alt: markerLabel, title: markerLabel }).addTo(current);
    if (!current.getBounds().contains(at)) current.setView(at, Math.max(current.getZoom(), POINT_ZOOM));
  }, [point, markerLabel]);

  return <Box ref={element} tabIndex={0} data-testid="map-canvas" sx={{ height: '40vh', width: '100%', borderRadius: 1, border: 1, borderColor: 'divider' }} />;
}
