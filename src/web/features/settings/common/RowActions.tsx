import { Link as RouterLink } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import { useT } from '@/web/i18n/useT';

/** The icon links of a list row: see the detail, edit. Each is named with the row ('Editar Perfil X'). */
export function RowActions({ name, detailTo, editTo, state }: { name: string; detailTo?: string; editTo?: string; state?: unknown }) {
  const t = useT();
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {detailTo && (
        <Tooltip title={t('settings.common.view')}>
          <IconButton size="small" component={RouterLink} to={detailTo} state={state} aria-label={t('settings.common.viewNamed', name)}>
            <Visibility fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {editTo && (
        <Tooltip title={t('settings.common.edit')}>
          <IconButton size="small" component={RouterLink} to={editTo} state={state} aria-label={t('settings.common.editNamed', name)}>
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
