import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Form, Formik, useFormikContext, type FormikProps } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Save from '@mui/icons-material/Save';
import { EDITABLE_STATES, RecordState } from '@/shared/recordStates';
import { OWNER_KIND } from '@/shared/records/kindBasics';
import { RECORD_KINDS } from '@/shared/records/kinds';
import type { RecordView, SavedRecord } from '@/shared/records/contract';
import { useAppSelector } from '@/web/app/hooks';
import { showToast } from '@/web/api/services/notifier';
import { clearServerErrors, placeServerError } from '@/web/components/form/serverFieldErrors';
import { UnsavedChangesGuard } from '@/web/components/modals/UnsavedChangesGuard';
import { PageContainer } from '@/web/components/PageContainer';
import { FormActionBar } from '@/web/components/resource/FormActionBar';
import { FailedNotice } from '@/web/components/resource/PageStatus';
import { useInvalidFormFeedback } from '@/web/components/resource/useInvalidFormFeedback';
import { StickyProgressBar } from '@/web/components/StickyProgressBar';
import { selectSessionUser } from '@/web/features/session/sessionSlice';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useDuplicateWarning } from './DuplicateWarningDialog';
import type { RecordKindUi } from './kindUi';
import { recordToInput } from './recordInput';
import { recordRoutes } from './recordRoutes';
import { canCreateInOwner, canCreateRecord } from './recordPermissions';
import { RecordLoadFailed, RecordLoading } from './RecordPageStatus';
import { useRecordParams } from './recordParams';
import { useCreateRecordMutation, useRecordView, useSaveRecordMutation } from './recordsApi';
import { RecordStateChip } from './RecordStateChip';
import { schemaErrors } from './schemaErrors';
import { usePageTitle } from './pageTitle';
import { backToRecordText, newRecordTitle, savedMessage } from './recordTexts';
import { LastReturnNotice } from './LastReturnNotice';
import { LiveRefreshHold, NoFormHold } from './LiveRefreshHold';
import { PendingVersionNotice } from './PendingVersionNotice';
import { useKeepOrganicOrigin } from './recordOrigin';
import { WorkflowActionBar } from './WorkflowActionBar';
import { EditPresenceNotice } from './presence/EditPresenceNotice';
import { RecordChangeNotice } from './presence/RecordChangeNotice';
import { useEditPresence } from './presence/useEditPresence';

type Ui<TInput extends object, TData> = RecordKindUi<TInput, TData>;

/**
 * Creating or editing a version (SPEC §2.3 …): the kind's form checked with the shared schema,
 * 'Guardar' (missing required fields: a toast and focus on the first invalid field), the duplicate
 * warning with 'Continuar', the unsaved-changes question when leaving, and after saving the detail
 * of the saved version (a published one answers a new draft version). On a kind's route nested under
 * an entity (`<kind>.editInEntity`) the entity is the owner: the form gets its view, creating there
 * follows the server's answer for that entity, and 'Cancelar' returns to the entity's detail.
 */
export function RecordEditPage<TInput extends object, TData>({ ui }: { ui: Ui<TInput, TData> }) {
  const t = useT();
  const user = useAppSelector(selectSessionUser);
  const { id, version, parentId, parentVersion, ownerId, ownerVersion, isNew } = useRecordParams(ui.kind);
  // Who else has this version open (issue 31 §2): the page tells the hub while it is open; what changed
  // since it opened is said (the form remounts on a refresh, so the page keeps the time).
  useEditPresence(ui.kind, isNew ? null : id, isNew ? null : version);
  const [openedAt] = useState(() => Date.now());
  const existing = useRecordView<TData>(!isNew && id && version ? { kind: ui.kind, id, version } : null);
  const parentRef = isNew && parentId && parentVersion ? { kind: ui.kind, id: parentId, version: parentVersion } : null;
  const parent = useRecordView<Record<string, unknown>>(parentRef);
  const ownerRef = ownerId && ownerVersion ? { kind: OWNER_KIND, id: ownerId, version: ownerVersion } : null;
  const owner = useRecordView<Record<string, unknown>>(ownerRef);
  const ownerDetail = ownerRef ? recordRoutes(OWNER_KIND).detail(ownerRef.id, ownerRef.version) : null;
  const { edit, editInEntity } = recordRoutes(ui.kind);
  // Another version is edited on the same kind of route: still under the owner when nested.
  const editLink = (recordId: number, recordVersion: number) =>
    ownerRef && editInEntity ? editInEntity(ownerRef.id, ownerRef.version, recordId, recordVersion) : edit(recordId, recordVersion);
  const language = useLanguage();
  // One route both creates (id 0) and edits: a create page is titled so, in its heading and its tab.
  const createTitle = parent.data ? t('record.newChildTitle', parent.data.name) : newRecordTitle(ui.kind, language);
  usePageTitle(isNew ? createTitle : null);

  if (id === null || version === null || existing.isError || parent.isError || owner.isError) {
    return ownerDetail ? (
      <RecordLoadFailed backTo={ownerDetail} backLabel={backToRecordText(OWNER_KIND, language)} />
    ) : (
      <RecordLoadFailed backTo={recordRoutes(ui.kind).list} />
    );
  }
  if (existing.isLoading || parent.isLoading || owner.isLoading || (!isNew && !existing.data) || (parentRef && !parent.data) || (ownerRef && !owner.data)) {
    return <RecordLoading />;
  }

  const view = existing.data;
  if (view) {
    const pending = view.pendingVersion !== null && view.pendingVersion !== view.version ? view.pendingVersion : null;
    if (pending) {
      return (
        <PageContainer title={t('record.editTitle', view.name)}>
          <PendingVersionNotice pending={pending} to={editLink(view.id, pending)} actionLabel={t('record.editPending', pending)} severity="warning" />
          <NoFormHold kind={ui.kind} id={view.id} />
        </PageContainer>
      );
    }
    if (!view.canEdit) {
      return (
        <NotAllowed ui={ui} title={t('record.editTitle', view.name)} backTo={ownerDetail}>
          {/* Submitted or published by another user while open: the page says so (issue 31 §2). */}
          <RecordChangeNotice kind={ui.kind} id={view.id} version={view.version} since={openedAt} />
          <NoFormHold kind={ui.kind} id={view.id} />
        </NotAllowed>
      );
    }
  } else if (parent.data ? !parent.data.canCreateChild : owner.data ? !canCreateInOwner(owner.data, ui.kind) : !canCreateRecord(user, ui.kind)) {
    return <NotAllowed ui={ui} title={createTitle} backTo={ownerDetail} />;
  }
  // A saved record is edited under the entity that owns it; a URL naming another entity is not its owner
  // (the form would otherwise show, and might set, that entity as its organisation).
  const ownerOfRecord = owner.data && (!view || view.organizationId === owner.data.id) ? owner.data : null;
  return (
    <RecordEditForm
      key={view ? `${view.id}-${view.version}-${view.rowVersion}` : `new-${parentId}-${ownerId}-${ownerVersion}`}
      ui={ui}
      view={view}
      parent={parent.data ?? null}
      owner={ownerOfRecord}
      openedAt={openedAt}
    />
  );
}

/** Errors already shown follow a change of the interface language. */
function RevalidateOnLanguageChange() {
  const language = useLanguage();
  const { validateForm } = useFormikContext();
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    void validateForm();
  }, [language, validateForm]);
  return null;
}

/** `backTo`: the owner entity's detail when the page is nested under it, else the kind's list. */
function NotAllowed<TInput extends object, TData>({ ui, title, backTo, children }: { ui: Ui<TInput, TData>; title: string; backTo: string | null; children?: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  return (
    <PageContainer title={title}>
      {children}
      <FailedNotice
        message={t('record.notEditable')}
        backTo={backTo ?? recordRoutes(ui.kind).list}
        backLabel={backTo ? backToRecordText(OWNER_KIND, language) : t('record.backToList')}
      />
    </PageContainer>
  );
}

interface RecordEditFormProps<TInput extends object, TData> {
  ui: Ui<TInput, TData>;
  view?: RecordView<TData>;
  parent: RecordView | null;
  /** The entity that owns the record, on the kind's route nested under it. */
  owner: RecordView | null;
  /** When the page opened (RecordChangeNotice). */
  openedAt: number;
}

function RecordEditForm<TInput extends object, TData>({ ui, view, parent, owner, openedAt }: RecordEditFormProps<TInput, TData>) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { formRef, validOrExplained } = useInvalidFormFeedback();
  const [createRecord, createState] = useCreateRecordMutation();
  const [saveRecord, saveState] = useSaveRecordMutation();
  const duplicates = useDuplicateWarning(ui.kind);
  // Reached from the organic tree: 'Cancelar' and the saved detail keep that origin (issue 29 §12).
  const keepOrigin = useKeepOrganicOrigin();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const initialValues = useMemo(() => (view ? recordToInput(ui.emptyInput(), view) : ui.emptyInput(parent, owner)), [ui, view, parent, owner]);
  const meta = RECORD_KINDS[ui.kind];
  const saving = createState.isLoading || saveState.isLoading;

  // Navigate once the saved form has re-rendered clean, so the unsaved-changes guard lets it go.
  useEffect(() => {
    if (leaveTo) void navigate(leaveTo);
  }, [leaveTo, navigate]);

  /** A refusal that belongs to a field (a start date before the parent's …) is shown under it (issue 29 §7). */
  const send = async (formik: FormikProps<TInput>, continueOnDuplicate: boolean): Promise<SavedRecord> => {
    const input: unknown = ui.schema.cast(formik.values, { stripUnknown: true });
    try {
      return await (view
        ? saveRecord({ kind: ui.kind, id: view.id, version: view.version, input, rowVersion: view.rowVersion, continueOnDuplicate }).unwrap()
        : createRecord({ kind: ui.kind, input, continueOnDuplicate }).unwrap());
    } catch (error) {
      placeServerError(formik, error, formRef.current);
      throw error;
    }
  };

  /** Validates and saves; resolves true when saved. `thenLeave`: go to the saved version's detail. */
  const save = async (formik: FormikProps<TInput>, thenLeave: boolean): Promise<boolean> => {
    clearServerErrors(formik);
    if (!(await validOrExplained(formik, t('record.invalidFields')))) return false;
    const result = await duplicates.guard(
      (continueOnDuplicate) => send(formik, continueOnDuplicate),
      (saved, afterWarning) => {
        showToast(savedMessage(ui.kind, language), 'success');
        formik.resetForm({ values: formik.values });
        if (thenLeave || afterWarning) setLeaveTo(keepOrigin(recordRoutes(ui.kind).detail(saved.id, saved.version)));
      },
    );
    return result !== undefined;
  };

  const title = view ? t('record.editTitle', view.name) : parent ? t('record.newChildTitle', parent.name) : newRecordTitle(ui.kind, language);
  return (
    <PageContainer title={title}>
      {view && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, mt: -1.5, flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{t('entity.detail.subtitle', meta.label[language], view.version)}</Typography>
          <RecordStateChip state={view.state} />
        </Stack>
      )}
      {/* Said before the first change (issue 29 §12): the server saves a published version as a new draft (recordWrites.ts saveRecord). */}
      {view?.state === RecordState.Published && <Alert severity="info">{t('recordEdit.publishedNotice', view.version, view.latestVersion + 1)}</Alert>}
      {/* The author corrects a returned version with the reviewer's reason in sight (issue 29 §10). */}
      {view && <LastReturnNotice view={view} />}
      <Formik initialValues={initialValues} validate={(values) => schemaErrors(ui.schema, values, language)} onSubmit={() => undefined}>
        {(formik) => (
          <Form
            ref={formRef}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void save(formik, true);
            }}
          >
            <StickyProgressBar loading={saving} />
            <RevalidateOnLanguageChange />
            <Stack spacing={2.5}>
              {/* Who else is here, and what changed while the page was open (issue 31 §2). */}
              {view && <EditPresenceNotice kind={ui.kind} id={view.id} version={view.version} dirty={formik.dirty} />}
              {view && <RecordChangeNotice kind={ui.kind} id={view.id} version={view.version} since={openedAt} dirty={formik.dirty} />}
              <ui.EditForm view={view} parent={parent} owner={owner} />
              <FormActionBar
                start={
                  view &&
                  !formik.dirty &&
                  EDITABLE_STATES.includes(view.state) && (
                    <WorkflowActionBar
                      view={view}
                      onDone={(_a, saved) => void navigate(saved ? recordRoutes(ui.kind).detail(saved.id, saved.version) : recordRoutes(ui.kind).list)}
                    />
                  )
                }
                end={
                  <>
                    <Button
                      component={RouterLink}
                      to={keepOrigin(
                        owner
                          ? recordRoutes(OWNER_KIND).detail(owner.id, owner.version)
                          : view
                            ? recordRoutes(ui.kind).detail(view.id, view.version)
                            : parent
                              ? recordRoutes(ui.kind).detail(parent.id, parent.version)
                              : recordRoutes(ui.kind).list,
                      )}
                    >
                      {t('record.cancel')}
                    </Button>
                    <Button type="submit" variant="contained" startIcon={<Save />} disabled={saving || duplicates.waiting}>
                      {t('record.save')}
                    </Button>
                  </>
                }
              />
            </Stack>
            <UnsavedChangesGuard when={leaveTo === null} onSave={() => save(formik, false)} />
            {/* A live change of this record waits while the form holds unsaved edits (issue 29 §6). */}
            <LiveRefreshHold kind={ui.kind} id={view?.id ?? null} />
          </Form>
        )}
      </Formik>
      {duplicates.dialog}
    </PageContainer>
  );
}
