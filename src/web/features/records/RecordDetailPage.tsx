import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountTree from '@mui/icons-material/AccountTree';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Edit from '@mui/icons-material/Edit';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import { RecordState } from '@/shared/recordStates';
import { RECORD_KINDS, type RecordKindName } from '@/shared/records/kinds';
import { HashTabs } from '@/web/components/HashTabs';
import { formatDateTime } from '@/web/components/form/masks';
import { PageContainer } from '@/web/components/PageContainer';
import { VersionTimeline } from '@/web/components/VersionTimeline';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { useAppSelector } from '@/web/app/hooks';
import { selectSessionUser } from '@/web/features/session/sessionSlice';
import { CompareVersionsPicker } from '@/web/features/records/versionDiff/CompareVersionsPicker';
import { useLanguage, useT } from '@/web/i18n/useT';
import { AuditTrail } from './AuditTrail';
import { ChangeLogList } from './ChangeLogList';
import { CopyRecordAction } from './CopyRecordAction';
import { OwnedRecordsSections } from './OwnedRecordsSection';
import type { RecordKindUi } from './kindUi';
import { canCreateRecord } from './recordPermissions';
import { backLabel } from './recordOrigin';
import { useRecordOrigin } from './recordOriginStore';
import { recordRoutes } from './recordRoutes';
import { RecordLoadFailed, RecordLoading } from './RecordPageStatus';
import { useRecordParams } from './recordParams';
import { useGetHistoryQuery, useRecordView } from './recordsApi';
import { RecordStateChip } from './RecordStateChip';
import { SchedulePublicationPanel } from './scheduling/SchedulePublicationPanel';
import { TaskPanel } from './TaskPanel';
import { LastReturnNotice } from './LastReturnNotice';
import { PendingVersionNotice } from './PendingVersionNotice';
import { WorkflowActionBar } from './WorkflowActionBar';
import { RecordChangeNotice } from './presence/RecordChangeNotice';

export type DetailMode = 'detail' | 'search' | 'task';

/**
 * One version of a record, read-only (SPEC §2.3 …): state, the workflow actions the user may take,
 * 'Editar' and 'Criar subentidade' when allowed, the kind's sections, the version timeline with the
 * change log of the version, and the audit trail. In Tasks it opens with the pending decision and
 * the changes against the published version. An entity's detail also lists the records it owns
 * (OwnedRecordsSection), of the kinds among `kindsWithPages` (the app's route table knows them).
 */
export function RecordDetailPage<TInput extends object, TData>({
  ui,
  mode = 'detail',
  kindsWithPages = [],
}: {
  ui: RecordKindUi<TInput, TData>;
  mode?: DetailMode;
  kindsWithPages?: readonly RecordKindName[];
}) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const { id, version } = useRecordParams(ui.kind);
  const ref = id && version ? { kind: ui.kind, id, version } : null;
  const { data: view, isLoading, isError } = useRecordView<TData>(ref);
  const { data: history = [] } = useGetHistoryQuery({ kind: ui.kind, id: id ?? 0 }, { skip: !id });
  // What changed while the page is open is said (issue 31 §2): from now on.
  const [openedAt] = useState(() => Date.now());
  // Where the page was reached from: Tasks, the home search, the organic tree, or the page the user
  // entered this record from (an entity's detail, a list: recordOrigin.ts), else the kind's list.
  const { organicOrigin } = useParams();
  const origin = useRecordOrigin(ui.kind, id);
  const back =
    mode === 'task'
      ? { to: ROUTE_PATHS['tasks.list'], label: t('record.backToTasks') }
      : mode === 'search'
        ? { to: ROUTE_PATHS.home, label: t('record.backToSearch') }
        : organicOrigin
          ? { to: ROUTE_PATHS.organic, label: t('record.backToOrganic') }
          : origin
            ? { to: origin.to, label: backLabel(origin.place, t, language) }
            : { to: recordRoutes(ui.kind).list, label: t('record.backToList') };
  const backTo = back.to;

  if (!ref || isError) return <RecordLoadFailed backTo={backTo} />;
  if (isLoading || !view) return <RecordLoading />;

  const meta = RECORD_KINDS[ui.kind];
  const { createChild } = recordRoutes(ui.kind);
  const pending = view.pendingVersion !== null && view.pendingVersion !== view.version ? view.pendingVersion : null;
  const editTarget = pending ?? view.version;

  return (
    <PageContainer title={view.name}>
      <Stack spacing={2.5}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: -1.5 }}>
          <Typography color="text.secondary">{t('entity.detail.subtitle', meta.label[language], view.version)}</Typography>
          <Typography color="text.secondary" aria-hidden>
            ·
          </Typography>
          <Typography color="text.secondary">{view.code}</Typography>
          <RecordStateChip state={view.state} />
        </Stack>

        <RecordChangeNotice kind={ui.kind} id={view.id} version={view.version} since={openedAt} />

        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { md: 'center' } }}>
            <Stack direction="row" role="group" aria-label={t('record.actionsLabel')} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button component={RouterLink} to={backTo} startIcon={<ArrowBack />}>
                {back.label}
              </Button>
              {view.canEdit && (
                <Button component={RouterLink} to={recordRoutes(ui.kind).edit(view.id, editTarget, organicOrigin)} variant="outlined" startIcon={<Edit />}>
                  {pending ? t('record.editPending', pending) : t('record.edit')}
                </Button>
              )}
              {view.canCreateChild && createChild && (
                <Button component={RouterLink} to={createChild(view.id, view.version, organicOrigin)} variant="outlined" startIcon={<AccountTree />}>
                  {t('record.createChild')}
                </Button>
              )}
              {ui.copyable && view.state === RecordState.Published && canCreateRecord(user, ui.kind) && <CopyRecordAction view={view} />}
            </Stack>
            <WorkflowActionBar
              view={view}
              onDone={(_action, saved) => {
                if (mode === 'task') void navigate(ROUTE_PATHS['tasks.list']);
                else if (saved === null) void navigate(recordRoutes(ui.kind).list);
                else if (saved.version !== view.version) void navigate(recordRoutes(ui.kind).detail(saved.id, saved.version));
              }}
            />
          </Stack>
        </Paper>

        <LastReturnNotice view={view} />

        <SchedulePublicationPanel view={view} />

        {pending && (
          <PendingVersionNotice pending={pending} to={recordRoutes(ui.kind).detail(view.id, pending)} actionLabel={t('record.openPending', pending)} severity="info" />
        )}

        {mode === 'task' && <TaskPanel view={view} history={history} record={ref} labels={ui.fieldLabels} />}

        <HashTabs
          label={t('record.tabs')}
          tabs={[
            {
              id: 'dados',
              label: t('record.tab.data'),
              content: (
                <Stack spacing={2.5}>
                  <ui.DetailSections view={view} />
                  {/* Not in Tasks: the page is about the decision on this version. */}
                  {mode !== 'task' && <OwnedRecordsSections owner={view} kindsWithPages={kindsWithPages} />}
                  <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
                    <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
                      {t('record.meta.comment')}
                    </Typography>
                    <Typography sx={{ whiteSpace: 'pre-wrap' }}>{view.versionComment || t('record.none')}</Typography>
                    <Divider sx={{ my: 1.5 }} />
                    <Typography variant="body2" color="text.secondary">
                      {t('record.meta.created', view.createdBy ?? t('record.none'), formatDateTime(view.createdAt))}
                    </Typography>
                    {view.changedAt && (
                      <Typography variant="body2" color="text.secondary">
                        {t('record.meta.changed', view.changedBy ?? t('record.none'), formatDateTime(view.changedAt))}
                      </Typography>
                    )}
                  </Paper>
                </Stack>
              ),
            },
            {
              id: 'historico',
              label: t('record.tab.history'),
              content: (
                <Stack spacing={3}>
                  <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
                    <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
                      {t('history.title')}
                    </Typography>
                    <VersionTimeline
                      items={history.map((h) => ({ version: h.version, date: h.date, caption: RECORD_STATE_LABELS[h.state][language] }))}
                      currentVersion={view.version}
                      hrefOf={(v) => `${recordRoutes(ui.kind).detail(view.id, v)}#historico`}
                    />
                    <Divider sx={{ my: 2 }} />
                    <CompareVersionsPicker key={view.version} kind={ui.kind} id={view.id} history={history} currentVersion={view.version} labels={ui.fieldLabels} />
                  </Paper>
                  <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
                    <ChangeLogList record={ref} againstPublished={false} title={t('history.changes', view.version)} labels={ui.fieldLabels} />
                  </Paper>
                </Stack>
              ),
            },
            ...(view.canReadAudit ? [{ id: 'auditoria', label: t('record.tab.audit'), content: <AuditTrail kind={ui.kind} id={view.id} /> }] : []),
          ]}
        />
      </Stack>
    </PageContainer>
  );
}
