import Box from '@mui/material/Box';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import type { RecordActionName } from '@/shared/recordStates';
import type { AuditEntry } from '@/shared/records/contract';
import type { RecordKindName } from '@/shared/records/kinds';
import { ACTION_LABELS } from '@/shared/records/workflowTexts';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { formatDateTime } from '@/web/components/form/masks';
import type { MessageKey } from '@/web/i18n/pt';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useGetAuditQuery } from './recordsApi';

const ENGINE_ACTIONS: Readonly<Record<string, MessageKey>> = {
  create: 'audit.create',
  save: 'audit.save',
  newVersion: 'audit.newVersion',
  // Scheduled publication (issue 14 §1): the server's action names (scheduling/scheduleTexts.ts).
  schedulePublication: 'audit.schedulePublication',
  cancelScheduledPublication: 'audit.cancelScheduledPublication',
  // 'Anular' (issue 30 §4): UNDO_AUDIT_ACTION of src/shared/undo.ts.
  undo: 'undo.audit',
};

/** Every action on the record: who, when, from → to, comment (newest first). */
export function AuditTrail({ kind, id }: { kind: RecordKindName; id: number }) {
  const t = useT();
  const language = useLanguage();
  const { data = [], isFetching } = useGetAuditQuery({ kind, id });
  const actionLabel = (action: string) => {
    if (action in ACTION_LABELS) return ACTION_LABELS[action as RecordActionName][language];
    const key = ENGINE_ACTIONS[action];
    return key ? t(key) : action;
  };
  const state = (s: AuditEntry['fromState']) => (s === null ? t('record.none') : RECORD_STATE_LABELS[s][language]);
  const columns: DataTableColumn<AuditEntry>[] = [
    { key: 'at', label: t('audit.when'), text: (e) => formatDateTime(e.at), width: 150 },
    { key: 'username', label: t('audit.who') },
    { key: 'action', label: t('audit.action'), text: (e) => actionLabel(e.action) },
    { key: 'version', label: t('audit.version'), align: 'right', hideOnNarrow: true },
    { key: 'states', label: `${t('audit.from')} → ${t('audit.to')}`, text: (e) => `${state(e.fromState)} → ${state(e.toState)}` },
    { key: 'comment', label: t('audit.comment'), text: (e) => e.comment ?? '', hideOnNarrow: true },
  ];
  const rows = [...data].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Box>
      <DataTable label={t('audit.title')} columns={columns} rows={rows} rowKey={(e) => `${e.at}-${e.action}-${e.version}`} loading={isFetching} />
    </Box>
  );
}
