import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { LIMITS } from '@/shared/limits';
import type { RecordListItem, RecordView } from '@/shared/records/contract';
import { isOwnedKind, OWNER_KIND } from '@/shared/records/kindBasics';
import { RECORD_KINDS, type RecordKindName } from '@/shared/records/kinds';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { TruncatedText } from '@/web/components/DataTable/TruncatedText';
import { useLanguage, useT } from '@/web/i18n/useT';
import { FormSection } from './FormSection';
import { canCreateInOwner } from './recordPermissions';
import { recordRoutes } from './recordRoutes';
import { useSearchRecordsQuery } from './recordsApi';
import { recordSearchTableProps } from './recordSearchTable';
import { RecordStateCell } from './scheduling/RecordStateCell';
import { newRecordTitle } from './recordTexts';

/** What the sections read of the owner's view. */
type Owner = Pick<RecordView, 'kind' | 'id' | 'version' | 'canCreateOwned'>;

/** An owned kind's list on its entity's detail: a few at a time (the generic table filter's size, SPEC §3.1). */
export const OWNED_PAGE_SIZE = 5;

/**
 * The kinds whose records `owner` owns and that have their pages in the SPA, in the registry's order:
 * a kind without pages has no detail to link to, and may not be served by the server yet (its list
 * would answer 404), so it is never asked for. Only an entity owns records.
 */
export function ownedKindsOf(owner: Pick<RecordView, 'kind'>, kindsWithPages: readonly RecordKindName[]): RecordKindName[] {
  return owner.kind === OWNER_KIND ? kindsWithPages.filter(isOwnedKind) : [];
}

function useOwnedColumns(kind: RecordKindName): DataTableColumn<RecordListItem>[] {
  const t = useT();
  return [
    {
      key: 'name',
      label: t('record.name'),
      primary: true,
      minWidth: 200,
      render: (r) => (
        <Link component={RouterLink} to={recordRoutes(kind).detail(r.id, r.version)} sx={{ fontWeight: 600 }}>
          <TruncatedText text={r.name} />
        </Link>
      ),
    },
    { key: 'code', label: t('record.code'), width: 140, priority: 2 },
    { key: 'state', label: t('record.state'), priority: 'essential', render: (r) => <RecordStateCell state={r.state} scheduled={r.scheduledPublication} /> },
  ];
}

/**
 * The records of one kind that the entity `owner` owns (its services, its documents …), titled with
 * the kind's plural label: each one's latest version the user may read (the server's list without a
 * state filter), by code, five a page, and 'Novo serviço' when the server says the user may create
 * that kind in this entity's scope.
 */
export function OwnedRecordsSection({ owner, kind }: { owner: Owner; kind: RecordKindName }) {
  const t = useT();
  const language = useLanguage();
  const [pageNumber, setPageNumber] = useState<number>(LIMITS.firstPage);
  const form = { organizationId: owner.id, sortBy: 'Code', pageNumber, pageSize: OWNED_PAGE_SIZE };
  const result = useSearchRecordsQuery({ kind, form });
  const { page, ...table } = recordSearchTableProps(result, pageNumber);
  const columns = useOwnedColumns(kind);
  const meta = RECORD_KINDS[kind];
  const plural = meta.labelPlural[language];
  const createInEntity = recordRoutes(kind).createInEntity;

  return (
    <FormSection title={plural}>
      <Stack spacing={1.5}>
        {createInEntity && canCreateInOwner(owner, kind) && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: -1 }}>
            <Button component={RouterLink} to={createInEntity(owner.id, owner.version)} variant="outlined" startIcon={<Add />}>
              {newRecordTitle(kind, language)}
            </Button>
          </Stack>
        )}
        {result.isError ? (
          <Typography color="text.secondary">{t('record.owned.loadFailed', plural.toLowerCase())}</Typography>
        ) : (
          <DataTable
            label={plural}
            columns={columns}
            {...table}
            emptyText={t('record.owned.empty', plural.toLowerCase())}
            pagination={{ ...page, pageSize: OWNED_PAGE_SIZE, onPageChange: setPageNumber }}
          />
        )}
      </Stack>
    </FormSection>
  );
}

/** One section per owned kind with pages (ownedKindsOf); nothing for a record that owns none. */
export function OwnedRecordsSections({ owner, kindsWithPages }: { owner: Owner; kindsWithPages: readonly RecordKindName[] }) {
  return ownedKindsOf(owner, kindsWithPages).map((kind) => <OwnedRecordsSection key={`${kind}-${owner.id}`} owner={owner} kind={kind} />);
}
