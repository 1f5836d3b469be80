/**
 * The service-point-to-service association import: each row asks that a point of care (by its code)
 * provide a service (by its code, its published version). The rows of one point of care become ONE
 * new draft version of it with the services added, saved through the engine like any edit: so the
 * rows of a point of care are planned and written together (a group), and the engine's rules of a
 * point of care (services published and provided once, the host, the location, the permission) hold.
 */
import { ErrorCode } from '@/shared/errors';
import type { ImportIssue } from '@/shared/imports';
import type { AssociatedService } from '@/shared/records/pointOfCare';
import { POINT_OF_CARE_FIELD_LABELS } from '@/shared/records/pointOfCare';
import { AppError } from '../http/AppError';
import { fromRow } from '../records/headerMapping';
import { findVersion } from '../records/recordRepository';
import { checkDatesAndParent } from '../records/recordRules';
import { can } from '@/shared/records/scope';
import { appErrorMessage, rowError } from './importIssues';
import { IMPORT_MESSAGES } from './importMessages';
import { chainCached, targetVersionOf, type PlanContext, type PlannedRow } from './importPlan';
import { convertRow } from './importRows';
import type { ImportRow } from './importTable';
import type { RecordVersion } from '../db/schema';
import { ValidationError } from 'yup';
import { validationText } from '@/shared/records/recordValidationMessages';

const [POINT_HEADER, SERVICE_HEADER] = ['Código do ponto de atendimento', 'Código do serviço'];

/** The groups of row indexes, one per point of care code (in the order of their first row); rows without a code form their own. */
export function associationGroups(rows: readonly ImportRow[], positions: ReadonlyMap<string, number>): number[][] {
  const at = positions.get(POINT_HEADER) ?? -1;
  const groups = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const code = (row.cells[at] ?? '').trim().toLowerCase();
    const key = code || `#${index}`;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  return [...groups.values()];
}

interface AssociationPlan extends PlannedRow {
  /** Per row of the group (same order): its own issues, and the service it adds when it has none. */
  perRow: { issues: ImportIssue[]; service: AssociatedService | null }[];
}

/**
 * Plans a group of rows of one point of care. A row's own problems (unknown codes, a service not
 * published, asked twice, already provided) are its own; when the point of care's new version as a
 * whole is refused, every row that would have gone into it carries that refusal.
 */
export async function planAssociationGroup(plan: PlanContext, rows: readonly ImportRow[]): Promise<AssociationPlan> {
  const { ctx, def } = plan;
  const perRow: AssociationPlan['perRow'] = [];
  let pointId: number | null = null;
  let target: RecordVersion | null = null;
  let groupError: ImportIssue['message'] | null = null;
  const seen = new Map<number, number>();

  for (const row of rows) {
    const converted = convertRow(row, plan.columns, plan.positions, plan.references);
    const issues = [...converted.issues];
    const pointCell = row.cells[plan.positions.get(POINT_HEADER) ?? -1] ?? '';
    const serviceCell = row.cells[plan.positions.get(SERVICE_HEADER) ?? -1] ?? '';
    if (pointCell === '' && !converted.badColumns.has(POINT_HEADER))
      issues.push(rowError(row.rowNumber, POINT_HEADER, appErrorMessage(new AppError(ErrorCode.PointOfCareNotFound))));
    if (serviceCell === '' && !converted.badColumns.has(SERVICE_HEADER))
      issues.push(rowError(row.rowNumber, SERVICE_HEADER, appErrorMessage(new AppError(ErrorCode.ServiceNotFound))));
    let service: AssociatedService | null = null;
    if (issues.length === 0) {
      const found = plan.references.record('service', serviceCell);
      if (!found || found.publishedVersion === null) {
        issues.push(rowError(row.rowNumber, SERVICE_HEADER, appErrorMessage(new AppError(ErrorCode.ParentNotPublished, { detail: POINT_OF_CARE_FIELD_LABELS.services }))));
      } else if (seen.has(found.id)) {
        issues.push(rowError(row.rowNumber, SERVICE_HEADER, IMPORT_MESSAGES.serviceTwiceInFile(String(seen.get(found.id)))));
      } else {
        seen.set(found.id, row.rowNumber);
        service = { serviceId: found.id, serviceVersion: found.publishedVersion };
      }
      const point = plan.references.record('pointOfCare', pointCell);
      if (point && pointId === null && groupError === null) {
        pointId = point.id;
        const version = targetVersionOf(def, point.latestVersion, point.latestState, point.publishedVersion);
        if (version instanceof AppError) groupError = appErrorMessage(version);
        else target = (await findVersion(ctx.db, def.meta.objectKind, point.id, version)) ?? null;
      }
    }
    perRow.push({ issues, service });
  }

  // Already provided by the version the import builds on: the engine's -225, on that row.
  const base = target ? (fromRow(target, def.emptyInput) as Record<string, unknown>) : null;
  const existing = new Set(((base?.services as AssociatedService[] | undefined) ?? []).map((s) => s.serviceId));
  rows.forEach((row, i) => {
    const entry = perRow[i];
    if (entry?.service && existing.has(entry.service.serviceId)) {
      entry.issues.push(rowError(row.rowNumber, SERVICE_HEADER, appErrorMessage(new AppError(ErrorCode.ServiceAlreadyProvided))));
      entry.service = null;
    }
  });

  const added = perRow.flatMap((entry) => (entry.service ? [entry.service] : []));
  let input: Record<string, unknown> | null = null;
  if (groupError === null && base && target && added.length > 0) {
    try {
      input = def.schema.validateSync({ ...base, services: [...(base.services as AssociatedService[]), ...added] }, { abortEarly: true, stripUnknown: true }) as Record<
        string,
        unknown
      >;
      await checkDatesAndParent(ctx, def, input);
      await def.validate?.(ctx, input, target);
      for (const organization of new Set([target.organization_id, def.owningOrganization(input, target)])) {
        if (ctx.caller.isGuest || !can(ctx.caller.profiles, 'createEdit', def.meta.name, await chainCached(plan, organization))) throw new AppError(ErrorCode.NoPermission);
      }
    } catch (error) {
      input = null;
      if (error instanceof AppError) groupError = appErrorMessage(error);
      else if (error instanceof ValidationError) groupError = { pt: validationText(error.errors[0], 'pt'), en: validationText(error.errors[0], 'en') };
      else throw error;
    }
  }
  if (groupError) {
    rows.forEach((row, i) => {
      const entry = perRow[i];
      if (entry?.service) {
        entry.issues.push(rowError(row.rowNumber, POINT_HEADER, groupError as ImportIssue['message']));
        entry.service = null;
      }
    });
  }
  return { input, target, issues: perRow.flatMap((entry) => entry.issues), perRow };
}
