import axe from 'axe-core';
import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { ROUTE_PATHS, type RouteName } from '../src/web/app/routePaths';
import { apiCall, entityIdByCode } from './helpers';

// ---------------------------------------------------------------- axe (WCAG 2.1 AA)

/** The rule sets of WCAG 2.1 levels A and AA (issue 8 §3). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The widths every page is checked at: a desktop and a phone. */
export const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  mobile: { width: 390, height: 844 },
} as const;

/** One axe violation on one page, with what a reader needs to find it. */
export interface A11yFinding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements and axe's summary of each. */
  nodes: { target: string; summary: string }[];
}

/** The real-time hub's requests (issue 12 §1): a long poll is always pending while a user is signed in. */
const isHubRequest = (request: Request) => request.url().includes('/api/notificationsHub');

interface RequestTracker {
  pending: Set<Request>;
  started: number;
}
const trackers = new WeakMap<Page, RequestTracker>();

/**
 * Counts a page's requests in flight, the hub's left out. Playwright's 'networkidle' cannot leave a
 * request out, and the hub's long poll would keep it from ever being reached. Called by settle; call it
 * early on a page that settle will wait on, so that requests started before are seen too.
 */
export function trackRequests(page: Page): RequestTracker {
  let tracker = trackers.get(page);
  if (!tracker) {
    const created: RequestTracker = { pending: new Set(), started: 0 };
    page.on('request', (request) => {
      if (isHubRequest(request)) return;
      created.pending.add(request);
      created.started += 1;
    });
    page.on('requestfinished', (request) => created.pending.delete(request));
    page.on('requestfailed', (request) => created.pending.delete(request));
    trackers.set(page, created);
    tracker = created;
  }
  return tracker;
}

/** Two animation frames: the last render's effects have run and sent whatever they send. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Waits until the page has drawn what it loads: no request (but the hub's) in flight and none started
 * across two looks a poll interval apart, each after two animation frames; no progress bar; fonts ready.
 * Conditions only, no fixed sleep: a quiet page settles in about 0.1 s.
 */
export async function settle(page: Page): Promise<void> {
  const tracker = trackRequests(page);
  await page.waitForLoadState('load');
  let previous = -1;
  await expect
    .poll(
      async () => {
        await nextFrames(page);
        const quietSince = tracker.pending.size === 0 ? tracker.started : -1;
        const settled = quietSince !== -1 && quietSince === previous;
        previous = quietSince;
        return settled;
      },
      { intervals: [100], timeout: 30_000, message: 'the page kept sending requests (other than the hub) for 30 s' },
    )
    .toBe(true);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Waits until no finite animation or transition is running. A dialog fading in blends its button's
 * colours with the page behind: axe measured 4.37:1 on a button that reads 7:1 once shown. Endless ones
 * (a spinner) never finish and are not waited on.
 */
async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
}

/**
 * Runs axe with the WCAG 2.1 AA tags on the page as it stands (or on the part `include` selects).
 * axe-core is put into the page once per document and run there (axe.run), as @axe-core/playwright's
 * legacy mode does: its default mode also opened a blank page for every scan to finish the run in, and
 * both injected axe's 500 KB again each time, a second per scan. The app has no frames to reach into.
 * Only violations are processed (`resultTypes`): every rule still runs on every element, but axe builds
 * the selectors of one node per rule, not of all, for the passes, incomplete and inapplicable results
 * that nobody reads, and only the violations come back over the wire (a scan took half the time).
 */
export async function scanPage(page: Page, label: string, include?: string): Promise<A11yFinding[]> {
  await animationsFinished(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    ([context, tags]) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(context ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    [include ?? null, WCAG_TAGS] as const,
  );
  return violations.map((v) => ({
    page: label,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim() })),
  }));
}

/**
 * Opens `url` the way a link in the app does: the SPA's router moves (history entry, popstate), the page
 * is not loaded again. The sweep loads each page group once and walks its routes like this, so the SPA
 * boots and axe is injected once per group instead of once per route. Redirects happen as on a load.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    // React Router's browser history keeps its position in history.state.idx; a popstate with the next
    // index is a move forward to the new address.
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
}

/** A list a person can act on: page, rule, help, then each element with its summary. */
export function formatFindings(findings: readonly A11yFinding[]): string {
  return findings.map((f) => [`• ${f.page} — ${f.rule} (${f.impact}): ${f.help}`, ...f.nodes.map((n) => `    ${n.target}\n      ${n.summary}`)].join('\n')).join('\n');
}

// ---------------------------------------------------------------- routes with real ids

/** Replaces `:param` with its value and drops an optional `:param?` segment without one. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path
    .split('/')
    .flatMap((segment) => {
      const match = /^:(\w+)(\?)?$/.exec(segment);
      if (!match?.[1]) return [segment];
      const value = params[match[1]];
      if (value !== undefined) return [String(value)];
      if (match[2]) return [];
      throw new Error(`no value for the route parameter ${match[1]} of ${path}`);
    })
    .join('/');
}

interface IdList<K extends string> {
  items: Record<K, number>[];
}

/** The first id a settings list answers (the demo seed fills every one). */
async function firstId<K extends string>(request: APIRequestContext, token: string, path: string, key: K): Promise<number> {
  const answer = await apiCall<IdList<K>>(request, token, 'GET', path);
  const id = answer.data.items[0]?.[key];
  if (id === undefined) throw new Error(`${path} lists nothing: no ${key} to visit`);
  return id;
}

/**
 * The route parameters of the demo seed, looked up through the API as the administrator: a published
 * entity (the secretariat SRFPAP) and the first item of each settings list. The kinds that later issues
 * build (points of care, services, documents, heritage) show the placeholder page whatever the id.
 */
/** The values a route's parameters take in the sweep: ids, and the few named segments (a section of 'O meu trabalho'). */
export type RouteParams = Record<string, string | number>;

export async function demoRouteParams(request: APIRequestContext, token: string): Promise<RouteParams> {
  const entity = await entityIdByCode(request, token, 'SRFPAP');
  return {
    organizationId: entity.id,
    organizationVersion: entity.version,
    pointOfCareId: 1,
    pointOfCareVersion: 1,
    serviceId: 1,
    serviceVersion: 1,
    documentId: 1,
    documentVersion: 1,
    locationId: 1,
    locationVersion: 1,
    profileId: await firstId(request, token, '/settings/profiles', 'profileId'),
    userId: await firstId(request, token, '/settings/users', 'userId'),
    economicActivityId: await firstId(request, token, '/settings/economicactivities', 'economicActivityId'),
    legislationId: await firstId(request, token, '/settings/legislations', 'legislationId'),
    refusalTypeId: await firstId(request, token, '/settings/refusaltypes', 'refusalTypeId'),
    // A bulk job's result page (issue 30 §1): one that does not exist shows its 'not found' line.
    jobId: 1,
    // 'O meu trabalho' (issue 30 §2): the returned records' section, the one with the most columns.
    section: 'returned',
    parameterId: await firstId(request, token, '/settings/parameters', 'parameterId'),
  };
}

/** A page to check: its route, a label (the route name and a variant note) and its URL from the ids. */
export interface RouteVisit {
  route: RouteName;
  label: string;
  url: (params: RouteParams) => string;
}

/**
 * One visit per route of ROUTE_PATHS (every route of SPEC §2 the SPA has), plus the create form that
 * shares the edit route (id 0, version 0). 404 gets an address that matches nothing.
 */
export function routeVisits(names: readonly RouteName[]): RouteVisit[] {
  return names.flatMap((name): RouteVisit[] => {
    const path = ROUTE_PATHS[name];
    if (name === 'notFound') return [{ route: name, label: name, url: () => '/nao/existe' }];
    if (name === 'entity.editSub') {
      const sub = (p: RouteParams) => ({
        organizationId: 0,
        organizationVersion: 0,
        parentOrganizationId: p.organizationId ?? 0,
        parentOrganizationVersion: p.organizationVersion ?? 0,
      });
      return [{ route: name, label: `${name} (new sub-entity)`, url: (p) => fillPath(path, sub(p)) }];
    }
    const visits: RouteVisit[] = [{ route: name, label: name, url: (p) => fillPath(path, p) }];
    if (name === 'entity.edit') visits.push({ route: name, label: `${name} (new entity)`, url: () => fillPath(path, { organizationId: 0, organizationVersion: 0 }) });
    if (name === 'service.edit') visits.push({ route: name, label: `${name} (new service)`, url: () => fillPath(path, { serviceId: 0, serviceVersion: 0 }) });
    return visits;
  });
}

// ---------------------------------------------------------------- keyboard and focus

/** What the focused element looks like, and what (if anything) covers it. */
interface FocusState {
  description: string;
  /** A real Tab stop (tabIndex ≥ 0): programmatic focus targets (main, dialogs) draw no ring by design. */
  tabStop: boolean;
  /** Outline, box-shadow and (fields) the outlined border: compared focused against unfocused. */
  signature: string;
  hasIndicator: boolean;
  obscuredBy: string | null;
}

/**
 * Reads the focused element in the page. Marks it (data-kbd-last) so that the next step can compare its
 * look once it has lost focus. Runs in the browser: self-contained.
 */
function readFocus(): FocusState | null {
  const describe = (el: Element): string => {
    const label = el.getAttribute('aria-label') ?? (el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null) ?? el.textContent ?? '';
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${label.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  };
  const signatureOf = (el: Element): { signature: string; hasIndicator: boolean } => {
    const style = getComputedStyle(el);
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && !/rgba\(.*, 0\)$/.test(style.outlineColor);
    const shadow = style.boxShadow !== 'none';
    // An outlined MUI field shows focus on its border (2 px, primary colour), drawn by a fieldset.
    const border = el.closest('.MuiInputBase-root')?.querySelector('.MuiOutlinedInput-notchedOutline');
    const borderStyle = border ? getComputedStyle(border) : null;
    const fieldRing = borderStyle !== null && parseFloat(borderStyle.borderTopWidth) >= 2;
    return {
      signature: [
        style.outlineStyle,
        style.outlineWidth,
        style.outlineColor,
        style.boxShadow,
        borderStyle ? `${borderStyle.borderTopWidth} ${borderStyle.borderTopColor}` : '',
      ].join('|'),
      hasIndicator: ring || shadow || fieldRing,
    };
  };
  const el = document.activeElement;
  document.querySelectorAll('[data-kbd-last]').forEach((e) => e.removeAttribute('data-kbd-last'));
  if (!el || el === document.body) return null;
  el.setAttribute('data-kbd-last', '');
  const rect = el.getBoundingClientRect();
  let obscuredBy: string | null = null;
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) obscuredBy = `nothing: it is off-screen at (${Math.round(x)}, ${Math.round(y)})`;
  else {
    const hit = document.elementFromPoint(x, y);
    // The field's own parts (its floating label, still moving up just after focus) are the field, not a cover.
    const field = el.closest('.MuiFormControl-root');
    if (hit && !el.contains(hit) && !hit.contains(el) && !field?.contains(hit)) obscuredBy = describe(hit);
  }
  const { signature, hasIndicator } = signatureOf(el);
  return { description: describe(el), tabStop: (el as HTMLElement).tabIndex >= 0, signature, hasIndicator, obscuredBy };
}

/** The look of the previously focused element now that focus has moved on (null when it left the page). */
function readPreviousSignature(): string | null {
  const el = document.querySelector('[data-kbd-last]');
  if (!el || el === document.activeElement) return null;
  const style = getComputedStyle(el);
  const border = el.closest('.MuiInputBase-root')?.querySelector('.MuiOutlinedInput-notchedOutline');
  const borderStyle = border ? getComputedStyle(border) : null;
  return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, borderStyle ? `${borderStyle.borderTopWidth} ${borderStyle.borderTopColor}` : ''].join(
    '|',
  );
}

/**
 * Drives the page with the keyboard only, checking after every key that the focused element shows a
 * focus indicator, that this indicator is gone once focus moves on (so it is the focus that draws it,
 * not the element's resting look), and that nothing (sticky header, sticky save bar) covers it.
 */
export class KeyboardDriver {
  /** The previous Tab stop's focused look, compared with its look after the next key. */
  private previous: { description: string; signature: string } | null = null;
  /** Every Tab stop visited, for the report. */
  readonly visited: string[] = [];

  constructor(private readonly page: Page) {}

  /** Presses one of the allowed keys and checks the focus it leaves. */
  async press(key: 'Tab' | 'Shift+Tab' | 'Enter' | 'Space' | 'Escape' | 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight'): Promise<void> {
    await this.page.keyboard.press(key === 'Space' ? ' ' : key);
    await this.check(key);
  }

  /** Types text into the focused field (text entry itself is not navigation). */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  /** Checks the focused element as it stands (after a page change moved focus by itself). */
  async check(after = 'page change'): Promise<void> {
    // The guard that keeps focus out from under the sticky bars scrolls on the next frame.
    await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (this.previous) {
      // The field left behind drops its ring on React's render after the blur, which (like the ring's
      // arrival below) can lag a few frames right after a page load. Wait for it, bounded.
      let unfocused = await this.page.evaluate(readPreviousSignature);
      for (let frame = 0; frame < 30 && unfocused === this.previous.signature; frame += 1) {
        await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        unfocused = await this.page.evaluate(readPreviousSignature);
      }
      expect(unfocused, `after ${after}: ${this.previous.description} looks the same focused and unfocused (no visible focus indicator)`).not.toBe(this.previous.signature);
    }
    let state = await this.page.evaluate(readFocus);
    // A field draws its ring from its focused state, set on React's render after the focus event: right
    // after a page load (handlers still attaching) that can be a few frames later. Wait for it, bounded.
    for (let frame = 0; frame < 30 && state?.tabStop && !state.hasIndicator; frame += 1) {
      await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      state = await this.page.evaluate(readFocus);
    }
    this.previous = null;
    if (!state) return;
    if (!state.tabStop) return;
    this.visited.push(state.description);
    expect(state.hasIndicator, `after ${after}: ${state.description} shows no focus indicator (outline, shadow or field border)`).toBe(true);
    expect(state.obscuredBy, `after ${after}: ${state.description} is covered by ${state.obscuredBy ?? ''}`).toBeNull();
    this.previous = { description: state.description, signature: state.signature };
  }

  /** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
  async tabTo(target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
    await this.pressUntil(target, backwards ? 'Shift+Tab' : 'Tab', max);
  }

  /** Presses `key` (an arrow in a list or menu) until `target` has focus; fails after `max` presses. */
  async pressUntil(target: Locator, key: 'Tab' | 'Shift+Tab' | 'ArrowDown' | 'ArrowUp', max = 80): Promise<void> {
    for (let i = 0; i < max; i += 1) {
      await this.press(key);
      if (await target.evaluateAll((els) => els.some((el) => el === document.activeElement))) return;
    }
    throw new Error(`${max} presses of ${key} never reached ${target.toString()}`);
  }
}
