import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import { Permission } from '@/shared/permissions';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { showToast } from '@/web/api/services/notifier';
import { ConfirmDeleteModal } from '@/web/components/modals/ConfirmDeleteModal';
import { PageContainer } from '@/web/components/PageContainer';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useListReturn } from '@/web/components/resource/listReturn';
import { PageLoadFailed, PageLoadingState } from '@/web/components/resource/PageStatus';
import { useHolds } from '../common/permissions';
import { serverDetail } from '@/web/components/resource/serverDetail';
import { useIdParam } from '@/web/components/resource/useIdParam';
import { PermissionsSummary } from './PermissionsField';
import { editPath } from '../common/settingsResources';
import { useResourceItem, useResourceWrites } from '../common/settingsResourceApi';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
        {children}
      </Box>
    </Box>
  );
}

/** /configuracoes/perfil/{profileId}/detalhe: the profile read-only, with 'Editar' and 'Eliminar' (82, when no user holds it). */
export function ProfileDetailPage() {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const profileId = useIdParam('profileId');
  const listUrl = useListReturn(ROUTE_PATHS['settings.profiles']);
  const canDelete = useHolds(Permission.ProfileDelete);
  const { data, isError, isLoading } = useResourceItem('profile', profileId);
  const writes = useResourceWrites('profile');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = t('route.settings.profileDetail');

  if (profileId === null || isError) return <PageLoadFailed title={title} backTo={listUrl} />;
  if (isLoading || !data) return <PageLoadingState title={title} />;

  const remove = async () => {
    setConfirming(false);
    try {
      await writes.remove(data.profileId);
      showToast(t('settings.profile.deleted'), 'success');
      void navigate(ROUTE_PATHS['settings.profiles']);
    } catch (e) {
      setError(serverDetail(e, language));
    }
  };

  return (
    <PageContainer
      title={data.name}
      actions={
        <Stack direction="row" spacing={1}>
          {canDelete && (
            <Button color="error" variant="outlined" startIcon={<DeleteOutline />} disabled={data.usersCount > 0 || writes.removing} onClick={() => setConfirming(true)}>
              {t('settings.common.delete')}
            </Button>
          )}
          <Button component={RouterLink} to={editPath('profile', data.profileId)} state={{ listUrl }} variant="contained" startIcon={<Edit />}>
            {t('settings.common.edit')}
          </Button>
        </Stack>
      }
    >
      <Typography color="text.secondary" sx={{ mt: -1.5 }}>
        {title}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {canDelete && data.usersCount > 0 && <Alert severity="info">{t('settings.profile.inUse', data.usersCount)}</Alert>}
      <Section title={t('settings.profile.scopeSection')}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' } }}>
          <Field label={t('settings.profile.organization')}>{data.organizationId === null ? t('settings.profile.scopeAll') : data.organizationName}</Field>
          <Field label={t('settings.profile.excluded')}>
            {data.excludedOrganizations.length === 0 ? t('settings.profile.noneExcluded') : data.excludedOrganizations.map((o) => o.name).join(', ')}
          </Field>
          <Field label={t('settings.profile.usersCount')}>{data.usersCount}</Field>
        </Box>
      </Section>
      <Section title={t('settings.profile.permissions')}>
        <PermissionsSummary permissions={data.permissions} />
      </Section>
      <div>
        <Button component={RouterLink} to={listUrl}>
          {t('settings.common.backToList')}
        </Button>
      </div>
      <ConfirmDeleteModal open={confirming} onConfirm={() => void remove()} onCancel={() => setConfirming(false)} />
    </PageContainer>
  );
}
