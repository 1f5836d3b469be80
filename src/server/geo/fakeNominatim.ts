/**
 * A Nominatim-compatible fake for tests (Jest and the browser tests): /search and /reverse answer a
 * fixed table of Azores places in Nominatim's jsonv2 shape, and /{z}/{x}/{y}.png a tiny valid PNG, so
 * one server stands for all three configured services (GEO_TILE_URL, GEO_SEARCH_URL, GEO_REVERSE_URL).
 * It records every request (path, query, User-Agent, time) so tests can see what reached it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { distanceKm, normalize } from './gazetteer';

export interface FakePlace {
  display_name: string;
  lat: number;
  lon: number;
}

export const FAKE_PLACES: readonly FakePlace[] = [
  { display_name: 'Rua do Palácio, Ponta Delgada, São Miguel, Açores, 9500-077, Portugal', lat: 37.74102, lon: -25.66876 },
  { display_name: 'Avenida Infante Dom Henrique, Ponta Delgada, São Miguel, Açores, 9500-150, Portugal', lat: 37.7386, lon: -25.6658 },
  { display_name: 'Rua de Lisboa, Ribeira Grande, São Miguel, Açores, 9600-516, Portugal', lat: 37.8215, lon: -25.5185 },
  { display_name: 'Praça Velha, Angra do Heroísmo, Terceira, Açores, 9700-201, Portugal', lat: 38.6544, lon: -27.2195 },
  { display_name: 'Rua Conselheiro Medeiros, Horta, Faial, Açores, 9900-144, Portugal', lat: 38.5336, lon: -28.6275 },
  { display_name: 'Largo do Município, Vila do Porto, Santa Maria, Açores, 9580-539, Portugal', lat: 36.9441, lon: -25.1449 },
  { display_name: 'Rua Direita, Velas, São Jorge, Açores, 9800-530, Portugal', lat: 38.6806, lon: -28.2076 },
  { display_name: 'Avenida Marginal, Madalena, Pico, Açores, 9950-302, Portugal', lat: 38.5363, lon: -28.5283 },
  { display_name: 'Rua da Misericórdia, Santa Cruz da Graciosa, Graciosa, Açores, 9880-376, Portugal', lat: 39.0857, lon: -28.0064 },
  { display_name: 'Rua Senador André de Freitas, Santa Cruz das Flores, Flores, Açores, 9970-337, Portugal', lat: 39.4539, lon: -31.1277 },
  { display_name: 'Caminho do Areeiro, Vila do Corvo, Corvo, Açores, 9980-024, Portugal', lat: 39.6713, lon: -31.1126 },
];

/** A clicked point names the nearest place within this distance; farther, Nominatim's "Unable to geocode". */
const REVERSE_RADIUS_KM = 25;

export interface FakeRequest {
  path: string;
  query: Record<string, string>;
  userAgent: string | undefined;
  at: number;
}

export interface FakeNominatim {
  /** Base URL, e.g. http://127.0.0.1:12345 */
  url: string;
  port: number;
  requests: FakeRequest[];
  /** Milliseconds every answer waits (timeouts). */
  delayMs: number;
  /** When set, every answer is this HTTP status (a failing service). */
  failWith: number | null;
  close(): Promise<void>;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 PNG of one colour (the map stretches it over the tile: a pale sea). */
export function onePixelPng(rgb: [number, number, number] = [0xd4, 0xe6, 0xf1]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const pixels = zlib.deflateSync(Buffer.from([0, ...rgb]));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

const TILE = onePixelPng();

function answer(url: URL): { status: number; type: string; body: string | Buffer } {
  const json = (value: unknown) => ({ status: 200, type: 'application/json; charset=utf-8', body: JSON.stringify(value) });
  const q = Object.fromEntries(url.searchParams);
  if (url.pathname === '/search') {
    const words = normalize(q.q ?? '')
      .split(' ')
      .filter(Boolean);
    // Like Nominatim with countrycodes=pt: the table is all in Portugal; another country finds nothing.
    if (q.countrycodes && q.countrycodes !== 'pt') return json([]);
    const found = FAKE_PLACES.filter((p) => words.length > 0 && words.every((w) => normalize(p.display_name).includes(w)));
    return json(found.map((p, i) => ({ place_id: i + 1, lat: String(p.lat), lon: String(p.lon), display_name: p.display_name, category: 'highway', type: 'residential' })));
  }
  if (url.pathname === '/reverse') {
    const here = { lat: Number(q.lat), lng: Number(q.lon) };
    if (!Number.isFinite(here.lat) || !Number.isFinite(here.lng))
      return { status: 400, type: 'application/json', body: JSON.stringify({ error: 'Parameter lat/lon missing' }) };
    const nearest = [...FAKE_PLACES].sort((a, b) => distanceKm(here, { lat: a.lat, lng: a.lon }) - distanceKm(here, { lat: b.lat, lng: b.lon }))[0];
    if (!nearest || distanceKm(here, { lat: nearest.lat, lng: nearest.lon }) > REVERSE_RADIUS_KM) return json({ error: 'Unable to geocode' });
    return json({ place_id: 1, lat: String(nearest.lat), lon: String(nearest.lon), display_name: nearest.display_name });
  }
  if (/^\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) return { status: 200, type: 'image/png', body: TILE };
  return { status: 404, type: 'text/plain', body: 'not found' };
}

export async function startFakeNominatim(port = 0, host = '127.0.0.1'): Promise<FakeNominatim> {
  const sockets = new Set<import('node:net').Socket>();
  const fake: FakeNominatim = {
    url: '',
    port: 0,
    requests: [],
    delayMs: 0,
    failWith: null,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    fake.requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), userAgent: request.headers['user-agent'], at: Date.now() });
    const send = () => {
      if (fake.failWith !== null) {
        response.writeHead(fake.failWith, { 'content-type': 'text/plain' }).end('failing');
        return;
      }
      const { status, type, body } = answer(url);
      response.writeHead(status, { 'content-type': type }).end(body);
    };
    if (fake.delayMs > 0) setTimeout(send, fake.delayMs);
    else send();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  fake.port = (server.address() as AddressInfo).port;
  fake.url = `http://${host}:${fake.port}`;
  return fake;
}
