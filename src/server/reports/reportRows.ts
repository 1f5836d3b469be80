/**
 * The seven reports' rows and charts (issue 11 §3), each from the data of its day (reportData.ts).
 * Every report reads the entities the caller may see on that day (the filter entity's subtree, if
 * any, within the caller's profiles' subtrees); what each report then means:
 *
 * - servicesPerEntity: one row per entity that may have services on that day or owns at least one
 *   service in force, with its services in force and the online ones among them (online: the
 *   virtual flag — a dematerialised electronic form — or the portal flag). By entity name. Chart: the
 *   20 entities with most services, the rest summed as 'Outras'.
 * - onlineServices: every service in force owned by an entity the report covers, with its online
 *   flag and the addresses of the flags that are set. By service name. Chart: online vs not (pie).
 * - entityContacts: every entity the report covers, with its address (street, locality), zip code
 *   and its phone, email and website contacts (public ones first; several of a type joined with
 *   ', '). By entity name.
 * - subEntityTotals: every entity with at least one sub-entity, in tree order, with its direct
 *   sub-entities and all its descendants (those the report covers). Chart: the 20 entities with the
 *   most descendants, both counts (no 'Outras': nested totals would be counted twice).
 * - organicTree: every entity in tree order (siblings by name), with its level in the day's organic
 *   tree (1: a root), its parent's code and the day its version in force was published.
 * - supervisedServices: a service is supervised by the nearest entity, from its owner up, that may
 *   manage services (canManageServices) on that day; with a filter entity, the filter entity is the
 *   supervisor of every service in its subtree that has no nearer one. Services without a supervisor
 *   are left out. By supervisor name, then service name.
 * - pointsOfCareWithServices: one row per point of care in force hosted by an entity the report
 *   covers × associated service in force that day; a point without any (or whose services were not
 *   in force that day) appears once with empty service cells. By point name, then service name.
 */
import type { Language } from '@/shared/errors';
import type { ReportCell, ReportChart, ReportName } from '@/shared/reports';
import {
  byName,
  pointsOfCareInForce,
  reportNodes,
  reportTree,
  servicesInForce,
  type ReportEntity,
  type ReportQuery,
  type ReportService,
  type TreeNode,
} from './reportData';
import { brokenLinks } from '../linkCheck/brokenLinksReport';

export interface ReportResult {
  rows: ReportCell[][];
  chart: ReportChart | null;
  /** Per row, the SPA path of the record it lists (ReportPage.recordPaths). */
  recordPaths?: (string | null)[];
}

/** How many entities a bar chart names; the rest are summed as 'Outras' where a sum means something. */
export const CHART_TOP = 20;
const OTHERS: Readonly<Record<Language, string>> = { pt: 'Outras', en: 'Others' };
const ONLINE_SHARE: Readonly<Record<Language, [string, string]>> = { pt: ['Online', 'Não online'], en: ['Online', 'Not online'] };

const isOnline = (service: ReportService) => service.virtual || service.portal;
const chartLabel = (entity: ReportEntity) => entity.abbreviation || entity.name;

/** Services in force owned by the covered entities. */
async function coveredServices(query: ReportQuery, nodes: readonly TreeNode[]): Promise<ReportService[]> {
  const covered = new Set(nodes.map((n) => n.entity.id));
  return (await servicesInForce(query.db, query.day)).filter((s) => s.organizationId !== null && covered.has(s.organizationId));
}

function entityMap(nodes: readonly TreeNode[]): Map<number, ReportEntity> {
  return new Map(nodes.map((n) => [n.entity.id, n.entity]));
}

async function servicesPerEntity(query: ReportQuery, language: Language): Promise<ReportResult> {
  const nodes = await reportNodes(query);
  const counts = new Map<number, { services: number; online: number }>();
  for (const service of await coveredServices(query, nodes)) {
    const id = service.organizationId as number;
    const count = counts.get(id) ?? { services: 0, online: 0 };
    count.services += 1;
    if (isOnline(service)) count.online += 1;
    counts.set(id, count);
  }
  const listed = nodes
    .map((n) => n.entity)
    .filter((e) => e.canHaveServices || counts.has(e.id))
    .sort(byName)
    .map((entity) => ({ entity, ...(counts.get(entity.id) ?? { services: 0, online: 0 }) }));
  const ranked = [...listed].sort((a, b) => b.services - a.services || byName(a.entity, b.entity));
  const top = ranked.slice(0, CHART_TOP);
  const rest = ranked.slice(CHART_TOP);
  const chart: ReportChart = {
    type: 'bar',
    labels: [...top.map((r) => chartLabel(r.entity)), ...(rest.length > 0 ? [OTHERS[language]] : [])],
    series: [
      { key: 'serviceCount', values: [...top.map((r) => r.services), ...(rest.length > 0 ? [rest.reduce((n, r) => n + r.services, 0)] : [])] },
      { key: 'onlineCount', values: [...top.map((r) => r.online), ...(rest.length > 0 ? [rest.reduce((n, r) => n + r.online, 0)] : [])] },
    ],
  };
  return { rows: listed.map((r) => [r.entity.code, r.entity.name, r.services, r.online]), chart };
}

async function onlineServices(query: ReportQuery, language: Language): Promise<ReportResult> {
  const nodes = await reportNodes(query);
  const owners = entityMap(nodes);
  const services = (await coveredServices(query, nodes)).sort(byName);
  const online = services.filter(isOnline).length;
  return {
    rows: services.map((s) => [
      s.code,
      s.name,
      owners.get(s.organizationId as number)?.name ?? '',
      isOnline(s),
      s.virtual ? s.virtualUrl : '',
      s.portal ? s.portalUrl : '',
    ]),
    chart: { type: 'pie', labels: [...ONLINE_SHARE[language]], series: [{ key: 'services', values: [online, services.length - online] }] },
  };
}

/** The entity's contacts of the types, public ones first, joined. */
function contactsOf(entity: ReportEntity, types: readonly string[]): string {
  const matching = entity.contacts.filter((c) => types.includes(c.type) && typeof c.value === 'string' && c.value.trim() !== '');
  const ordered = [...matching.filter((c) => c.scope === 'public'), ...matching.filter((c) => c.scope !== 'public')];
  return ordered.map((c) => c.value.trim()).join(', ');
}

async function entityContacts(query: ReportQuery): Promise<ReportResult> {
  const entities = (await reportNodes(query)).map((n) => n.entity).sort(byName);
  return {
    rows: entities.map((e) => [
      e.code,
      e.name,
      e.abbreviation,
      [e.address.street, e.address.locality].filter((part) => typeof part === 'string' && part.trim() !== '').join(', '),
      e.address.zipCode ?? '',
      contactsOf(e, ['phone', 'mobile']),
      contactsOf(e, ['email']),
      contactsOf(e, ['website']),
    ]),
    chart: null,
  };
}

async function subEntityTotals(query: ReportQuery): Promise<ReportResult> {
  const nodes = await reportNodes(query);
  const covered = new Set(nodes.map((n) => n.entity.id));
  const direct = new Map<number, number>();
  const total = new Map<number, number>();
  // Tree order reversed: every node comes before its parent, so its total is complete when added up.
  for (let i = nodes.length - 1; i >= 0; i--) {
    const { entity } = nodes[i] as TreeNode;
    const parent = entity.parentId;
    if (parent === null || !covered.has(parent)) continue;
    direct.set(parent, (direct.get(parent) ?? 0) + 1);
    total.set(parent, (total.get(parent) ?? 0) + 1 + (total.get(entity.id) ?? 0));
  }
  const listed = nodes.filter((n) => direct.has(n.entity.id)).map((n) => ({ entity: n.entity, direct: direct.get(n.entity.id) ?? 0, total: total.get(n.entity.id) ?? 0 }));
  const top = [...listed].sort((a, b) => b.total - a.total || byName(a.entity, b.entity)).slice(0, CHART_TOP);
  return {
    rows: listed.map((r) => [r.entity.code, r.entity.name, r.direct, r.total]),
    chart: {
      type: 'bar',
      labels: top.map((r) => chartLabel(r.entity)),
      series: [
        { key: 'directCount', values: top.map((r) => r.direct) },
        { key: 'totalCount', values: top.map((r) => r.total) },
      ],
    },
  };
}

async function organicTree(query: ReportQuery): Promise<ReportResult> {
  const { tree, nodes } = await reportTree(query);
  // The parent's code even when the parent lies outside what the report covers (the top of a filtered branch).
  const codes = new Map(tree.map((n) => [n.entity.id, n.entity.code]));
  return {
    rows: nodes.map((n) => {
      const parentId = n.entity.parentId;
      return [n.level, n.entity.code, n.entity.name, n.entity.abbreviation, parentId === null ? '' : (codes.get(parentId) ?? ''), n.entity.publishedOn];
    }),
    chart: null,
  };
}

async function supervisedServices(query: ReportQuery): Promise<ReportResult> {
  const nodes = await reportNodes(query);
  const byId = new Map(nodes.map((n) => [n.entity.id, n]));
  const supervisorOf = (owner: TreeNode): ReportEntity | null => {
    for (const id of owner.chain) {
      const node = byId.get(id);
      if (!node) break;
      if (node.entity.canManageServices) return node.entity;
      if (id === query.organizationId) return node.entity;
    }
    return null;
  };
  const listed: { supervisor: ReportEntity; owner: ReportEntity; service: ReportService }[] = [];
  for (const service of await coveredServices(query, nodes)) {
    const owner = byId.get(service.organizationId as number) as TreeNode;
    const supervisor = supervisorOf(owner);
    if (supervisor) listed.push({ supervisor, owner: owner.entity, service });
  }
  listed.sort((a, b) => byName(a.supervisor, b.supervisor) || byName(a.service, b.service));
  return {
    rows: listed.map((r) => [r.supervisor.code, r.supervisor.name, r.service.code, r.service.name, r.owner.code, r.owner.name, r.service.publishedOn]),
    chart: null,
  };
}

async function pointsOfCareWithServices(query: ReportQuery): Promise<ReportResult> {
  const nodes = await reportNodes(query);
  const hosts = entityMap(nodes);
  const [points, services] = await Promise.all([pointsOfCareInForce(query.db, query.day), servicesInForce(query.db, query.day)]);
  const serviceById = new Map(services.map((s) => [s.id, s]));
  const rows: ReportCell[][] = [];
  for (const point of points.filter((p) => p.organizationId !== null && hosts.has(p.organizationId)).sort(byName)) {
    const host = hosts.get(point.organizationId as number)?.name ?? '';
    const provided = [...new Set(point.services.map((s) => s.serviceId))]
      .map((id) => serviceById.get(id))
      .filter((s): s is ReportService => s !== undefined)
      .sort(byName);
    if (provided.length === 0) rows.push([point.code, point.name, host, null, null]);
    for (const service of provided) rows.push([point.code, point.name, host, service.code, service.name]);
  }
  return { rows, chart: null };
}

export const REPORT_BUILDERS: Readonly<Record<ReportName, (query: ReportQuery, language: Language) => Promise<ReportResult>>> = {
  servicesPerEntity,
  onlineServices,
  entityContacts,
  subEntityTotals,
  organicTree,
  supervisedServices,
  pointsOfCareWithServices,
  brokenLinks,
};
