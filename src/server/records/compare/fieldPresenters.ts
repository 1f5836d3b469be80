/**
 * The presenters kinds pick from (compare/presented.ts): references worded by their names the way the
 * detail pages show them, and the lists the issue compares item by item — contacts (by type and value),
 * legislations and reference lists (by id), associated records (by record id), opening hours (by day
 * and by exception date).
 */
import { sql } from 'kysely';
import { PROCESSING_TIME_UNIT_LABELS } from '@/shared/enumLabels';
import { ProcessingTimeType, type ProcessingTimeUnit } from '@/shared/enums';
import type { Language } from '@/shared/errors';
import { CONTACT_SCOPE_LABELS, CONTACT_TYPE_LABELS, type Contact } from '@/shared/records/entity';
import { RECORD_KINDS, type RecordKindName } from '@/shared/records/kinds';
import { describeWeeklyHours, WEEKDAYS, weekdayName, type OpeningHours } from '@/shared/records/openingHours';
import type { ProcessingTime } from '@/shared/records/service';
import { RecordState } from '@/shared/recordStates';
import { LEGISLATION_TYPE_LABELS, type LegislationType } from '@/shared/settings/vocabulary';
import type { EngineContext } from '../engineContext';
import { EMPTY } from '../fieldWalk';
import type { FieldPresenter, Presented, PresentedItem } from './presented';

type Labels = Readonly<Record<string, { pt: string; en: string }>>;

const value = (text: string | null | undefined): Presented => ({ type: 'value', text: text || EMPTY });
const list = (items: PresentedItem[]): Presented => ({ type: 'list', items });
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);
const idOf = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const objects = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null) : []);

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as the SPA's dates read. */
export function dayText(date: unknown): string {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(date)) return typeof date === 'string' && date ? date : EMPTY;
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** A field shown with another one (a parent's version with the parent). */
export const hidden: FieldPresenter = () => ({ type: 'hidden' });

export const date: FieldPresenter = (v) => value(v ? dayText(v) : null);

export function enumLabel(labels: Labels): FieldPresenter {
  return (v, _data, ctx) => value(v === null || v === undefined ? null : (labels[String(v)]?.[ctx.language] ?? String(v)));
}

async function referenceLabels(ctx: EngineContext, category: string, wanted: number[]): Promise<Map<number, string>> {
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db.selectFrom('reference_item').select(['id', 'label_pt', 'label_en']).where('category', '=', category).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, (ctx.language === 'en' && r.label_en) || r.label_pt]));
}

/** One item of a reference list (object parameters, entity types …) by its label. */
export function referenceItem(category: string): FieldPresenter {
  return async (v, _data, ctx) => {
    const id = idOf(v);
    if (id === null) return value(null);
    return value((await referenceLabels(ctx, category, [id])).get(id) ?? `#${id}`);
  };
}

/** Several items of a reference list, each compared by id. */
export function referenceItems(category: string): FieldPresenter {
  return async (v, _data, ctx) => {
    const wanted = ids(v);
    const labels = await referenceLabels(ctx, category, wanted);
    return list(wanted.map((id) => ({ key: String(id), text: labels.get(id) ?? `#${id}` })));
  };
}

function legislationText(row: { type: string; number: string; date: string; title: string }, language: Language): string {
  const type = LEGISLATION_TYPE_LABELS[row.type as LegislationType]?.[language] ?? row.type;
  return `${[type, row.number].filter(Boolean).join(' ')}, ${dayText(row.date)} — ${row.title}`;
}

/** The settings' legislations a record cites, each compared by id and worded as the detail page words it. */
export const legislations: FieldPresenter = async (v, _data, ctx) => {
  const wanted = ids(v);
  if (wanted.length === 0) return list([]);
  const rows = await ctx.db.selectFrom('legislation').select(['id', 'type', 'number', 'date', 'title']).where('id', 'in', wanted).execute();
  const text = new Map(rows.map((r) => [r.id, legislationText(r, ctx.language)]));
  return list(wanted.map((id) => ({ key: String(id), text: text.get(id) ?? `#${id}` })));
};

async function divisionNames(ctx: EngineContext, wanted: number[]): Promise<Map<number, string>> {
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db.selectFrom('division').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const division: FieldPresenter = async (v, _data, ctx) => {
  const id = idOf(v);
  return value(id === null ? null : ((await divisionNames(ctx, [id])).get(id) ?? `#${id}`));
};

export const divisions: FieldPresenter = async (v, _data, ctx) => {
  const wanted = ids(v);
  const names = await divisionNames(ctx, wanted);
  return list(wanted.map((id) => ({ key: String(id), text: names.get(id) ?? `#${id}` })));
};

/**
 * A record's name: at the version named when there is one, else its published version (or latest),
 * as the detail page names an owner.
 */
async function recordName(ctx: EngineContext, kind: RecordKindName, id: number, version: number | null): Promise<string> {
  let query = ctx.db.selectFrom('record_version').select(['name', 'version']).where('kind', '=', RECORD_KINDS[kind].objectKind).where('id', '=', id);
  if (version !== null) query = query.where('version', '=', version);
  const row = await query
    .orderBy(sql`(state = ${RecordState.Published})`, 'desc')
    .orderBy('version', 'desc')
    .executeTakeFirst();
  return row?.name ?? `#${id}`;
}

const versionSuffix = (version: number | null, language: Language) => (version === null ? '' : language === 'pt' ? ` (versão ${version})` : ` (version ${version})`);

/** A record the version points at, by name (and the version pointed at, from `versionField`). */
export function recordRef(kind: RecordKindName, versionField?: string): FieldPresenter {
  return async (v, data, ctx) => {
    const id = idOf(v);
    if (id === null) return value(null);
    const version = versionField ? idOf(data[versionField]) : null;
    return value(`${await recordName(ctx, kind, id, version)}${versionSuffix(version, ctx.language)}`);
  };
}

/**
 * A list of records the version points at (associated services, necessary documents, related
 * entities), each compared by the record's id: a new version of the same service is a changed item.
 * `extra` words what else an item holds (a related entity's relation type).
 */
export function recordRefs(
  kind: RecordKindName,
  idField: string,
  versionField: string,
  extra?: (item: Record<string, unknown>, ctx: EngineContext) => Promise<string>,
): FieldPresenter {
  return async (v, _data, ctx) => {
    const items: PresentedItem[] = [];
    for (const item of objects(v)) {
      const id = idOf(item[idField]);
      if (id === null) continue;
      const version = idOf(item[versionField]);
      const more = extra ? await extra(item, ctx) : '';
      items.push({ key: String(id), text: `${await recordName(ctx, kind, id, version)}${versionSuffix(version, ctx.language)}${more ? ` — ${more}` : ''}` });
    }
    return list(items);
  };
}

/** Contacts compared by type and value; the scope (public or internal) is what may change on one. */
export const contacts: FieldPresenter = (v, _data, ctx) =>
  list(
    objects(v).map((c) => {
      const contact = c as unknown as Contact;
      const type = CONTACT_TYPE_LABELS[contact.type]?.[ctx.language] ?? String(contact.type);
      const scope = CONTACT_SCOPE_LABELS[contact.scope]?.[ctx.language] ?? String(contact.scope);
      return { key: `${contact.type}:${String(contact.value).trim().toLowerCase()}`, text: `${type}: ${contact.value} (${scope})` };
    }),
  );

const CLOSED = { pt: 'encerrado', en: 'closed' } as const;

/**
 * Opening hours compared day by day (each weekday's intervals, one item per day open in either
 * version) and exception by exception (by date).
 */
export const openingHours: FieldPresenter = (v, _data, ctx) => {
  const hours = (typeof v === 'object' && v !== null ? v : {}) as Partial<OpeningHours>;
  const weekly = Array.isArray(hours.weekly) ? hours.weekly : [];
  const items: PresentedItem[] = [];
  for (const day of WEEKDAYS) {
    const rows = weekly.filter((row) => Array.isArray(row.days) && row.days.includes(day));
    if (rows.length > 0)
      items.push({
        key: `day:${day}`,
        text:
          describeWeeklyHours(
            rows.map((row) => ({ ...row, days: [day] })),
            ctx.language,
          )[0] ?? weekdayName(day, ctx.language),
      });
  }
  for (const e of Array.isArray(hours.exceptions) ? hours.exceptions : []) {
    const when = e.closed ? CLOSED[ctx.language] : `${e.opens}–${e.closes}`;
    items.push({ key: `date:${e.date}`, text: `${dayText(e.date)} ${when}${e.description ? ` (${e.description})` : ''}` });
  }
  return list(items);
};

/** An entity's address in one line, as its detail page shows it: street, postal code and locality, parish. */
export const address: FieldPresenter = async (v, _data, ctx) => {
  const a = (typeof v === 'object' && v !== null ? v : {}) as Record<string, unknown>;
  const parishId = idOf(a.parishId);
  const parish = parishId === null ? '' : ((await divisionNames(ctx, [parishId])).get(parishId) ?? `#${parishId}`);
  const text = (x: unknown) => (typeof x === 'string' ? x : '');
  return value([text(a.street), [text(a.zipCode), text(a.locality)].filter(Boolean).join(' '), parish].filter(Boolean).join(', '));
};

/** A service's processing time in words: '5 Dias', or its stages ('Análise: 5 Dias; Decisão: 2 Semanas'). */
export const processingTime: FieldPresenter = (v, _data, ctx) => {
  const time = (typeof v === 'object' && v !== null ? v : {}) as Partial<ProcessingTime>;
  const duration = (n: unknown, unit: unknown) =>
    typeof n === 'number' && typeof unit === 'string'
      ? `${n} ${(PROCESSING_TIME_UNIT_LABELS[unit as ProcessingTimeUnit]?.[ctx.language] ?? unit).toLocaleLowerCase(ctx.language)}`
      : '';
  if (time.type === ProcessingTimeType.Advanced) {
    return list((time.stages ?? []).map((s, i) => ({ key: String(i + 1), text: `${s.description}: ${duration(s.value, s.unit)}` })));
  }
  return value(duration(time.value, time.unit));
};
