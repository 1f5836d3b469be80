/**
 * Leaflet's style sheets, put in the page once by the map's lazy chunk (webpack reads them as text:
 * `?raw`). The CSP allows inline styles (MUI's emotion needs them too). Their image URLs (the layers
 * control) are not used: marker icons are set in leafletBase.ts from our own bundle.
 */
import leafletCss from 'leaflet/dist/leaflet.css?raw';
import clusterCss from 'leaflet.markercluster/dist/MarkerCluster.css?raw';
import clusterDefaultCss from 'leaflet.markercluster/dist/MarkerCluster.Default.css?raw';

const STYLE_ID = 'cesa-leaflet-styles';

/**
 * Ours, after Leaflet's: the default cluster colours put dark text on light green/yellow/orange at
 * 12 px, under WCAG's 4.5:1 on orange; a dark fill with white text passes.
 */
const OWN_CSS = `
.marker-cluster-small, .marker-cluster-medium, .marker-cluster-large { background-color: rgba(0, 61, 122, 0.35); }
.marker-cluster-small div, .marker-cluster-medium div, .marker-cluster-large div { background-color: #003d7a; color: #fff; font-weight: 600; }
.leaflet-container:focus-visible, .leaflet-marker-icon:focus-visible { outline: 3px solid #b35c00; outline-offset: 2px; }
.leaflet-container a.cesa-map-link { color: #00528a; text-decoration: underline; }
`;

export function ensureLeafletStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = `${leafletCss}\n${clusterCss}\n${clusterDefaultCss}\n${OWN_CSS}`;
  document.head.appendChild(style);
}
