import { useState, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { LIMITS } from '@/shared/limits';
import type { TaskItem } from '@/shared/records/contract';
import { RECORD_KINDS, type RecordKindName } from '@/shared/records/kinds';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import type { RowId } from '@/web/components/DataTable/selection';
import { useTableSelection } from '@/web/components/DataTable/useTableSelection';
import { useServerPaging } from '@/web/components/DataTable/useServerPaging';
import { TruncatedText } from '@/web/components/DataTable/TruncatedText';
import { formatDateTime } from '@/web/components/form/masks';
import { PageContainer } from '@/web/components/PageContainer';
import { RecordStateCell } from '@/web/features/records/scheduling/RecordStateCell';
import { recordRoutes } from '@/web/features/records/recordRoutes';
import { useSearchTasksQuery } from '@/web/features/records/recordsApi';
import { ListToolbar } from '@/web/features/search/lists/ListToolbar';
import { useListPreferences } from '@/web/features/search/lists/useListPreferences';
import { useLanguage, useT } from '@/web/i18n/useT';

/** Tarefas' shape among the user's list preferences. */
const TASKS_LIST_KEY = 'tasks';

/** The bulk bar (features/bulk, handed in by the route table) over the tasks' selection (issue 30 §1). */
export type TasksBulkBar = ComponentType<{ table: string; scope: { tasks: { name?: string } }; total: number; pageIds: readonly RowId[] }>;

const BULK_TABLE = 'bulk.tasks';
const taskKey = (r: TaskItem) => `${r.kind}-${r.id}-${r.version}`;

/**
 * /tarefas (SPEC §2.2): records submitted for approval or publication that the user may decide on.
 * A row links to its kind's task route (from the registry), or to its detail page when the kind has
 * no task route (issue 29 §10: heritage), when the kind has its pages (`linkedKinds`, given by the
 * route table). Who submitted is named by display name (issue 29 §13; the server's task listing).
 */
export function TasksPage({ linkedKinds, bulkBar: BulkBar }: { linkedKinds: readonly RecordKindName[]; bulkBar?: TasksBulkBar }) {
  const t = useT();
  const language = useLanguage();
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const columns: DataTableColumn<TaskItem>[] = [
    { key: 'kind', label: t('tasks.kind'), text: (r) => RECORD_KINDS[r.kind].label[language], hideOnNarrow: true },
    { key: 'code', label: t('record.code'), sortKey: 'Code' },
    {
      key: 'name',
      label: t('record.name'),
      sortKey: 'Name',
      render: (r) => {
        const routes = recordRoutes(r.kind);
        // A kind without a task route of its own (heritage: SPEC §2.2) is reviewed on its detail page, which has the workflow actions.
        const to = linkedKinds.includes(r.kind) ? (routes.task?.(r.id, r.version) ?? routes.detail(r.id, r.version)) : undefined;
        return to ? (
          <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
            <TruncatedText text={r.name} />
          </Link>
        ) : (
          <TruncatedText text={r.name} />
        );
      },
    },
    { key: 'version', label: t('record.version'), align: 'right', hideOnNarrow: true },
    { key: 'state', label: t('record.state'), render: (r) => <RecordStateCell state={r.state} scheduled={r.scheduledPublication} /> },
    { key: 'submittedBy', label: t('tasks.submittedBy'), text: (r) => r.submittedBy ?? '', hideOnNarrow: true },
    { key: 'submittedAt', label: t('tasks.submittedAt'), text: (r) => formatDateTime(r.submittedAt), hideOnNarrow: true },
  ];

  // Columns, their order, page size and density kept per user, as the record lists (issue 30 §3).
  const prefs = useListPreferences(TASKS_LIST_KEY, columns);
  const paging = useServerPaging(undefined, prefs);
  const result = useSearchTasksQuery({ name: name || undefined, ...paging.query }, { refetchOnMountOrArgChange: true });
  const { data } = result;
  const bulkSelection = useTableSelection(BULK_TABLE);

  return (
    <PageContainer title={t('tasks.title')}>
      <Typography color="text.secondary" sx={{ mt: -1.5 }}>
        {t('tasks.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          component="form"
          role="search"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          onSubmit={(e) => {
            e.preventDefault();
            setName(text.trim());
            paging.firstPage();
          }}
        >
          <TextField
            id="task-name"
            label={t('tasks.filter')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.textMaxLength } }}
          />
          <Button type="submit" variant="contained" startIcon={<Search />} sx={{ flexShrink: 0 }}>
            {t('record.search.submit')}
          </Button>
        </Stack>
      </Paper>
      {BulkBar && <BulkBar table={BULK_TABLE} scope={{ tasks: name ? { name } : {} }} total={data?.total ?? 0} pageIds={(data?.items ?? []).map(taskKey)} />}
      <ListToolbar prefs={prefs} form={TASKS_LIST_KEY} values={{}} />
      <DataTable
        label={t('tasks.title')}
        columns={prefs.columns}
        density={prefs.density}
        rows={data?.items ?? []}
        rowKey={taskKey}
        selection={BulkBar ? { value: bulkSelection.value, onChange: bulkSelection.onChange, rowLabel: (r) => r.name } : undefined}
        emptyText={t('tasks.empty')}
        {...paging.tableProps(result)}
      />
    </PageContainer>
  );
}
