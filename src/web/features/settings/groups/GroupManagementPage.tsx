import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Workspaces from '@mui/icons-material/Workspaces';
import { GroupKind, enumValues } from '@/shared/enums';
import { GROUP_KIND_LABELS } from '@/shared/enumLabels';
import { Permission } from '@/shared/permissions';
import type { GroupAssignment, GroupListQuery } from '@/shared/settings';
import { useAppDispatch } from '@/web/app/hooks';
import { showToast } from '@/web/api/services/notifier';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { selectedCount } from '@/web/components/DataTable/selection';
import { useTableSelection } from '@/web/components/DataTable/useTableSelection';
import { SelectField } from '@/web/components/form/SelectField';
import { TextInput } from '@/web/components/form/TextInput';
import { ConfirmModal } from '@/web/components/modals/ConfirmModal';
import { PageContainer } from '@/web/components/PageContainer';
import { useLanguage, useT } from '@/web/i18n/useT';
import { ListFilters } from '@/web/components/resource/ListFilters';
import { useHolds } from '../common/permissions';
import { optionalNumber, optionalText, useListParams } from '@/web/components/resource/useListParams';
import { selectedOrganizationIds } from './groupSelection';
import { groupsApi, useAssignGroupKindMutation, useListGroupsQuery, useResetGroupKindMutation } from './groupsApi';

const DEFAULTS = { sortBy: 'Code', filters: { q: '', groupKind: '' } };
const ALL_KINDS = enumValues(GroupKind) as GroupKind[];
/** One call changes at most this many entities (the server's bound). */
const IDS_PER_CALL = 100;

type Pending = { action: 'assign'; groupKind: GroupKind } | { action: 'reset' };

/**
 * /configuracoes/gestaoagrupamentos: the published entities with their group kind (SPEC §3.2). The
 * rows chosen (the table's none/some/all selection, across pages) get a group kind (101) or go back
 * to "not applicable" (102), after a confirmation.
 */
export function GroupManagementPage() {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const canAssign = useHolds(Permission.GroupCreateEdit);
  const canReset = useHolds(Permission.GroupDelete);
  const list = useListParams(DEFAULTS);
  const query: GroupListQuery = {
    query: optionalText(list.filters.q),
    groupKind: optionalNumber(list.filters.groupKind) as GroupKind | undefined,
    pageNumber: list.pageNumber,
    pageSize: list.pageSize,
    sortBy: list.sortBy || undefined,
  };
  const { data, isFetching } = useListGroupsQuery(query);
  const [assign] = useAssignGroupKindMutation();
  const [reset] = useResetGroupKindMutation();
  // In the store (issue 11): the selection survives paging and leaving the page.
  const { value: selection, onChange: setSelection, clear: clearSelection } = useTableSelection('settings.groups');
  const [kind, setKind] = useState<GroupKind | ''>('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [working, setWorking] = useState(false);
  const total = data?.total ?? 0;
  const count = selectedCount(selection, total);
  const kindLabel = (k: GroupKind) => GROUP_KIND_LABELS[k][language];

  // "Every record" depends on the filters: a new search starts a new selection.
  const search = (filters: typeof DEFAULTS.filters) => {
    clearSelection();
    list.search(filters);
  };

  /** Every id of the filtered list (all pages), for a selection of "all but …". */
  const allIds = async (): Promise<number[]> => {
    const ids: number[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const page = await dispatch(
        groupsApi.endpoints.listGroups.initiate({ ...query, pageNumber, pageSize: IDS_PER_CALL }, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      ids.push(...page.items.map((g) => g.organizationId));
      if (pageNumber >= page.pageCount || page.items.length === 0) return ids;
    }
  };

  const run = async (action: Pending) => {
    setPending(null);
    setWorking(true);
    try {
      const ids = await selectedOrganizationIds(selection, allIds);
      let updated = 0;
      for (let i = 0; i < ids.length; i += IDS_PER_CALL) {
        const organizationIds = ids.slice(i, i + IDS_PER_CALL);
        const result = action.action === 'assign' ? await assign({ organizationIds, groupKind: action.groupKind }).unwrap() : await reset({ organizationIds }).unwrap();
        updated += result.updated;
      }
      showToast(t('settings.groups.updated', updated), 'success');
      clearSelection();
    } catch {
      // The base query showed the catalogued error.
    } finally {
      setWorking(false);
    }
  };

  const columns: DataTableColumn<GroupAssignment>[] = [
    { key: 'code', label: t('settings.groups.code'), sortKey: 'Code', width: 120 },
    { key: 'abbreviation', label: t('settings.groups.abbreviation'), hideOnNarrow: true, width: 140 },
    { key: 'name', label: t('settings.groups.name'), sortKey: 'Name' },
    { key: 'groupKind', label: t('settings.groups.groupKind'), sortKey: 'GroupKind', text: (g) => kindLabel(g.groupKind) },
  ];

  const question =
    pending?.action === 'assign'
      ? t('settings.groups.assignQuestion', kindLabel(pending.groupKind), count)
      : t('settings.groups.resetQuestion', kindLabel(GroupKind.NotApplicable), count);

  return (
    <PageContainer title={t('route.settings.groupManagement')}>
      <ListFilters values={list.filters} defaults={DEFAULTS.filters} onSearch={search} label={t('settings.common.filters')}>
        <TextInput name="q" label={t('settings.groups.searchLabel')} type="search" />
        <SelectField
          name="groupKind"
          label={t('settings.groups.groupKind')}
          options={ALL_KINDS.map((k) => ({ value: String(k), label: kindLabel(k) }))}
          emptyOption={t('field.all')}
          emptyValue=""
        />
      </ListFilters>
      <Paper variant="outlined" component="section" aria-label={t('settings.groups.actions')} sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'stretch', md: 'center' } }}>
          <Typography sx={{ flex: 1 }} role="status">
            {count === 0 ? t('settings.groups.noneSelected') : t('settings.groups.selected', count)}
          </Typography>
          {canAssign && (
            <>
              <TextField
                select
                id="group-kind-to-assign"
                label={t('settings.groups.kindToAssign')}
                value={kind}
                onChange={(e) => setKind(e.target.value === '' ? '' : (Number(e.target.value) as GroupKind))}
                sx={{ minWidth: { md: 280 } }}
                fullWidth={false}
              >
                {ALL_KINDS.filter((k) => k !== GroupKind.NotApplicable).map((k) => (
                  <MenuItem key={k} value={k}>
                    {kindLabel(k)}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="contained"
                startIcon={<Workspaces />}
                disabled={count === 0 || kind === '' || working}
                onClick={() => kind !== '' && setPending({ action: 'assign', groupKind: kind })}
              >
                {t('settings.groups.assign')}
              </Button>
            </>
          )}
          {canReset && (
            <Button variant="outlined" color="error" startIcon={<RestartAlt />} disabled={count === 0 || working} onClick={() => setPending({ action: 'reset' })}>
              {t('settings.groups.reset', kindLabel(GroupKind.NotApplicable))}
            </Button>
          )}
        </Stack>
      </Paper>
      <DataTable<GroupAssignment>
        label={t('route.settings.groupManagement')}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(g) => g.organizationId}
        total={total}
        loading={isFetching || working}
        sortBy={list.sortBy}
        onSortChange={list.setSort}
        selection={canAssign || canReset ? { value: selection, onChange: setSelection, rowLabel: (g) => g.name } : undefined}
        pagination={{ pageNumber: list.pageNumber, pageSize: list.pageSize, pageCount: data?.pageCount, onPageChange: list.setPage, onPageSizeChange: list.setPageSize }}
      />
      <ConfirmModal
        open={pending !== null}
        question={question}
        confirmLabel={pending?.action === 'reset' ? t('settings.groups.resetConfirm') : t('settings.groups.assign')}
        confirmColor={pending?.action === 'reset' ? 'error' : 'primary'}
        onConfirm={() => pending && void run(pending)}
        onCancel={() => setPending(null)}
      />
    </PageContainer>
  );
}
