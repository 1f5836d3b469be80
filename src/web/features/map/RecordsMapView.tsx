import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import L from 'leaflet';
import 'leaflet.markercluster';
import { GEO_LIMITS, type RecordMapItem } from '@/shared/geo';
import { useT } from '@/web/i18n/useT';
import { createBaseMap, markerIcon } from './leafletBase';

export interface RecordsMapViewProps {
  items: readonly RecordMapItem[];
  truncated: boolean;
  loading: boolean;
  /** The SPA path of a record's detail. */
  linkOf: (item: RecordMapItem) => string;
}

/** Markers closer than this (pixels) join a cluster: readable, and light with thousands of records. */
const CLUSTER_RADIUS_PX = 50;
/** The closest a fit to the records zooms (a single record's street is shown, not its roof). */
const FIT_MAX_ZOOM = 15;

/** A popup's content: the record's code and name, a link to its detail that stays in the SPA. */
function popupOf(item: RecordMapItem, href: string, label: string, go: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  const link = document.createElement('a');
  link.href = href;
  link.className = 'cesa-map-link';
  link.textContent = item.code ? `${item.code} — ${item.name}` : item.name;
  link.setAttribute('aria-label', label);
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    go(href);
  });
  box.appendChild(link);
  return box;
}

/**
 * The list's map view (issue 10 §1): the records of the current search that have coordinates, as
 * markers clustered when dense (keyboard: Tab reaches clusters and markers, Enter opens them), each
 * popup linking to the record's detail.
 */
export default function RecordsMapView({ items, truncated, loading, linkOf }: RecordsMapViewProps) {
  const t = useT();
  const navigate = useNavigate();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  const go = useRef((href: string) => void navigate(href));
  useEffect(() => {
    go.current = (href: string) => void navigate(href);
  }, [navigate]);

  useEffect(() => {
    if (!element.current) return undefined;
    const created = createBaseMap(element.current, { label: t('map.records.canvas'), zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') });
    const group = L.markerClusterGroup({ maxClusterRadius: CLUSTER_RADIUS_PX, showCoverageOnHover: false, chunkedLoading: true });
    created.addLayer(group);
    // Leaflet 1.9 names the popup's close button in English only.
    created.on('popupopen', (event: L.PopupEvent) => event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', t('app.close')));
    map.current = created;
    cluster.current = group;
    return () => {
      created.remove();
      map.current = null;
      cluster.current = null;
    };
    // Created once; the label's language is read at creation like Leaflet's own controls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const group = cluster.current;
    const current = map.current;
    if (!group || !current) return;
    group.clearLayers();
    const markers = items.map((item) => {
      const title = item.code ? `${item.code} — ${item.name}` : item.name;
      const href = linkOf(item);
      return L.marker([item.latitude, item.longitude], { icon: markerIcon, title, alt: title, keyboard: true }).bindPopup(() =>
        popupOf(item, href, t('map.records.open', title), (to) => go.current(to)),
      );
    });
    group.addLayers(markers);
    if (markers.length > 0) current.fitBounds(group.getBounds(), { padding: [24, 24], maxZoom: FIT_MAX_ZOOM, animate: false });
  }, [items, linkOf, t]);

  let summary = items.length === 1 ? t('map.records.countOne') : t('map.records.count', items.length);
  if (!loading && items.length === 0) summary = t('map.records.empty');
  return (
    <Box>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {loading ? t('map.loading') : summary}
        {truncated && ` ${t('map.records.truncated', GEO_LIMITS.mapMaxRecords)}`}
      </Typography>
      <Box ref={element} tabIndex={0} data-testid="records-map" sx={{ height: '60vh', minHeight: 320, width: '100%', borderRadius: 1, border: 1, borderColor: 'divider' }} />
    </Box>
  );
}
