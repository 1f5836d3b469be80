/**
 * The seven reports' rows and charts (issue 11 §3), each a plan in SQL over the data of its day
 * (reportData.ts, reportPlan.ts; issue 32). Every report reads the entities the caller may see on
 * that day (the filter entity's subtree, if any, within the caller's profiles' subtrees); what each
 * report then means:
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
 *
 * "By name" is reportData's byName: name, code (accents and case aside, numbers as numbers), then id.
 */
import { sql } from 'kysely';
import type { Language } from '@/shared/errors';
import type { Contact, Address } from '@/shared/records/entity';
import type { ReportCell, ReportChart, ReportName } from '@/shared/reports';
import { brokenLinks } from '../linkCheck/brokenLinksReport';
import { inForceOn } from '../organic/inForce';
import { byName, collated, dayServices, ENTITY, POINT_OF_CARE, SERVICE, type ReportQuery } from './reportData';
import { runAll, runPage, type PlannedPage, type ReportPlan } from './reportPlan';
import { snapshotKey } from './reportSnapshot';

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

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => Number(value ?? 0);
/** [label, first, second] per ranked row, as the chart subqueries answer them. */
type Bars = [string, number, number][];

const byNameOf = (alias: string) => byName(alias);

/** Whether the services of the listed rows are online: the virtual flag or the portal flag. */
const online = (alias: string) => sql`(${sql.ref(`${alias}.virtual`)} OR ${sql.ref(`${alias}.portal`)})`;

function plans(day: string): Record<Exclude<ReportName, 'brokenLinks'>, ReportPlan> {
  const services = dayServices(day);
  const top = (value: string, second: string) =>
    sql`(SELECT coalesce(json_agg(json_build_array(r.label, r.${sql.raw(value)}, r.${sql.raw(second)}) ORDER BY r.rank), '[]'::json) FROM
      (SELECT CASE WHEN l.abbreviation <> '' THEN l.abbreviation ELSE l.name END AS label, l.${sql.raw(value)}, l.${sql.raw(second)},
        row_number() OVER (ORDER BY l.${sql.raw(value)} DESC, ${byName('l')}) AS rank FROM listed l) r WHERE r.rank <= ${CHART_TOP})`;
  return {
    servicesPerEntity: {
      ctes: sql`${services},
        service_count AS (SELECT s.organization_id, count(*)::int AS services, (count(*) FILTER (WHERE ${online('s')}))::int AS online
          FROM day_service s GROUP BY s.organization_id),
        listed AS (SELECT d.id, d.code, d.name, d.abbreviation, coalesce(c.services, 0) AS services, coalesce(c.online, 0) AS online
          FROM report_node n JOIN day_node d ON d.id = n.id LEFT JOIN service_count c ON c.organization_id = n.id
          WHERE d.can_have_services OR c.organization_id IS NOT NULL)`,
      order: byNameOf,
      chart: {
        data: sql`json_build_object('top', ${top('services', 'online')},
          'rest', (SELECT json_build_array(count(*), coalesce(sum(services), 0), coalesce(sum(online), 0)) FROM
            (SELECT l.services, l.online, row_number() OVER (ORDER BY l.services DESC, ${byName('l')}) AS rank FROM listed l) r WHERE r.rank > ${CHART_TOP}))`,
        draw: (data, language) => {
          const { top: bars, rest } = data as { top: Bars; rest: [number, number, number] };
          const others = num(rest[0]) > 0;
          return {
            type: 'bar',
            labels: [...bars.map((b) => b[0]), ...(others ? [OTHERS[language]] : [])],
            series: [
              { key: 'serviceCount', values: [...bars.map((b) => num(b[1])), ...(others ? [num(rest[1])] : [])] },
              { key: 'onlineCount', values: [...bars.map((b) => num(b[2])), ...(others ? [num(rest[2])] : [])] },
            ],
          };
        },
      },
      cells: (r) => [str(r.code), str(r.name), num(r.services), num(r.online)],
    },

    onlineServices: {
      ctes: sql`${services},
        listed AS (SELECT s.*, d.name AS owner_name FROM day_service s JOIN report_node n ON n.id = s.organization_id JOIN day_node d ON d.id = n.id)`,
      order: byNameOf,
      chart: {
        data: sql`(SELECT json_build_array(count(*) FILTER (WHERE ${online('l')}), count(*) FILTER (WHERE NOT ${online('l')})) FROM listed l)`,
        draw: (data, language) => {
          const [yes, no] = data as [number, number];
          return { type: 'pie', labels: [...ONLINE_SHARE[language]], series: [{ key: 'services', values: [num(yes), num(no)] }] };
        },
      },
      cells: (r) => [str(r.code), str(r.name), str(r.owner_name), r.virtual === true || r.portal === true, r.virtual === true ? str(r.virtual_url) : '', r.portal === true ? str(r.portal_url) : ''],
    },

    entityContacts: {
      ctes: sql`listed AS (SELECT d.id, d.version, d.code, d.name, d.abbreviation FROM report_node n JOIN day_node d ON d.id = n.id)`,
      order: byNameOf,
      // The address and contacts of the rows shown only: the JSON of every entity is what the whole report cost before.
      details: sql`(SELECT e.data->'address' FROM record_version e WHERE e.kind = ${ENTITY} AND e.id = p.id AND e.version = p.version) AS address,
        (SELECT e.data->'contacts' FROM record_version e WHERE e.kind = ${ENTITY} AND e.id = p.id AND e.version = p.version) AS contacts`,
      cells: (r) => {
        const address = (r.address && typeof r.address === 'object' ? r.address : {}) as Partial<Address>;
        const contacts = Array.isArray(r.contacts) ? (r.contacts as Contact[]) : [];
        return [
          str(r.code),
          str(r.name),
          str(r.abbreviation),
          [address.street, address.locality].filter((part) => typeof part === 'string' && part.trim() !== '').join(', '),
          address.zipCode ?? '',
          contactsOf(contacts, ['phone', 'mobile']),
          contactsOf(contacts, ['email']),
          contactsOf(contacts, ['website']),
        ];
      },
    },

    subEntityTotals: {
      // Each node counts once for every ancestor it reaches without leaving the report (reach, reportData.ts); the first is its parent.
      ctes: sql`below AS (SELECT a.id, (count(*) FILTER (WHERE a.ordinality = 1))::int AS direct, count(*)::int AS total
          FROM report_node n CROSS JOIN LATERAL unnest(n.reach[2:]) WITH ORDINALITY AS a(id, ordinality) GROUP BY a.id),
        listed AS (SELECT d.id, d.code, d.name, d.abbreviation, n.path, b.direct, b.total
          FROM report_node n JOIN below b ON b.id = n.id JOIN day_node d ON d.id = n.id WHERE b.direct > 0)`,
      order: (alias) => sql`${sql.ref(`${alias}.path`)}`,
      chart: {
        data: top('total', 'direct'),
        draw: (data) => {
          const bars = data as Bars;
          return {
            type: 'bar',
            labels: bars.map((b) => b[0]),
            series: [
              { key: 'directCount', values: bars.map((b) => num(b[2])) },
              { key: 'totalCount', values: bars.map((b) => num(b[1])) },
            ],
          };
        },
      },
      cells: (r) => [str(r.code), str(r.name), num(r.direct), num(r.total)],
    },

    organicTree: {
      // The parent's code even when the parent lies outside what the report covers (the top of a filtered branch).
      ctes: sql`listed AS (SELECT d.id, n.level, n.path, d.code, d.name, d.abbreviation, d.published_on, coalesce(parent.code, '') AS parent_code
          FROM report_node n JOIN day_node d ON d.id = n.id LEFT JOIN day_node parent ON parent.id = d.parent_id)`,
      order: (alias) => sql`${sql.ref(`${alias}.path`)}`,
      cells: (r) => [num(r.level), str(r.code), str(r.name), str(r.abbreviation), str(r.parent_code), (r.published_on as string | null) ?? null],
    },

    supervisedServices: {
      ctes: sql`${services},
        listed AS (SELECT s.id, s.code, s.name, s.published_on, owner.code AS owner_code, owner.name AS owner_name,
            supervisor.id AS supervisor_id, supervisor.code AS supervisor_code, supervisor.name AS supervisor_name
          FROM day_service s JOIN report_node n ON n.id = s.organization_id JOIN day_node owner ON owner.id = n.id
          JOIN day_node supervisor ON supervisor.id = n.manager)`,
      order: (alias) =>
        sql`${collated(`${alias}.supervisor_name`)}, ${collated(`${alias}.supervisor_code`)}, ${sql.ref(`${alias}.supervisor_id`)}, ${byName(alias)}`,
      cells: (r) => [str(r.supervisor_code), str(r.supervisor_name), str(r.code), str(r.name), str(r.owner_code), str(r.owner_name), (r.published_on as string | null) ?? null],
    },

    pointsOfCareWithServices: {
      // The services a point names, each once, that are in force that day (covered by the report or not, as before).
      ctes: sql`day_point AS MATERIALIZED (SELECT DISTINCT ON (p.id) p.id, coalesce(p.code, '') AS code, coalesce(p.name, '') AS name, p.organization_id,
            CASE WHEN jsonb_typeof(p.data->'services') = 'array' THEN p.data->'services' ELSE '[]'::jsonb END AS services
          FROM record_version p WHERE p.kind = ${POINT_OF_CARE} AND ${inForceOn('p', day)} ORDER BY p.id, p.version DESC),
        listed AS (SELECT p.id, p.code, p.name, host.name AS host_name, s.id AS service_id, s.code AS service_code, s.name AS service_name
          FROM day_point p JOIN report_node n ON n.id = p.organization_id JOIN day_node host ON host.id = n.id
          LEFT JOIN LATERAL (SELECT DISTINCT ON (v.id) v.id, coalesce(v.code, '') AS code, coalesce(v.name, '') AS name FROM record_version v
            WHERE v.kind = ${SERVICE} AND ${inForceOn('v', day)} AND v.id IN (SELECT (x->>'serviceId')::int FROM jsonb_array_elements(p.services) x
              WHERE jsonb_typeof(x->'serviceId') = 'number' AND x->>'serviceId' ~ '^[0-9]{1,9}$')
            ORDER BY v.id, v.version DESC) s ON true)`,
      order: (alias) =>
        sql`${byName(alias)}, ${collated(`${alias}.service_name`)}, ${collated(`${alias}.service_code`)}, ${sql.ref(`${alias}.service_id`)}`,
      cells: (r) => [str(r.code), str(r.name), str(r.host_name), (r.service_code as string | null) ?? null, (r.service_name as string | null) ?? null],
    },
  };
}

/** The entity's contacts of the types, public ones first, joined. */
function contactsOf(contacts: readonly Contact[], types: readonly string[]): string {
  const matching = contacts.filter((c) => types.includes(c.type) && typeof c.value === 'string' && c.value.trim() !== '');
  const ordered = [...matching.filter((c) => c.scope === 'public'), ...matching.filter((c) => c.scope !== 'public')];
  return ordered.map((c) => c.value.trim()).join(', ');
}

/** Cells for an export: counted first (the route refuses too many), then made one row at a time. */
export interface ReportRowsAll {
  total: number;
  cells: Iterable<ReportCell[]>;
}

/** A page of a report: its rows, the total and the chart of the whole result. */
export async function reportPage(report: ReportName, query: ReportQuery, language: Language, offset: number, limit: number): Promise<PlannedPage & Pick<ReportResult, 'recordPaths'>> {
  if (report === 'brokenLinks') {
    // The link checks' report (linkCheck/brokenLinksReport.ts) is small and built in Node: cut here.
    const whole = await brokenLinks(query, language);
    return {
      total: whole.rows.length,
      chart: whole.chart,
      rows: whole.rows.slice(offset, offset + limit),
      ...(whole.recordPaths && { recordPaths: whole.recordPaths.slice(offset, offset + limit) }),
    };
  }
  return runPage(plans(query.day)[report], query, language, snapshotKey(report, query), offset, limit);
}

/** Every row of a report, in order, for an export. */
export async function reportAll(report: ReportName, query: ReportQuery, language: Language): Promise<ReportRowsAll> {
  if (report === 'brokenLinks') {
    const whole = await brokenLinks(query, language);
    return { total: whole.rows.length, cells: whole.rows };
  }
  return runAll(plans(query.day)[report], query);
}

/** The whole result as one object (tests and the benchmark's in-process figures). */
export async function reportResult(report: ReportName, query: ReportQuery, language: Language): Promise<ReportResult> {
  const { total } = await reportPage(report, query, language, 0, 1);
  const page = await reportPage(report, query, language, 0, Math.max(total, 1));
  return { rows: page.rows, chart: page.chart, ...(page.recordPaths && { recordPaths: page.recordPaths }) };
}
