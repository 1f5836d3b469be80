import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import { useT } from '@/web/i18n/useT';
import { useListLinkState } from './listReturn';

export interface RowActionLinks {
  /** Names the icons ('Editar Perfil X'). */
  name: string;
  detailTo?: string;
  editTo?: string;
}

/** The icon links of a list row: see the detail, edit. Each is named with the row ('Editar Perfil X'). */
export function RowActions({ name, detailTo, editTo, state }: RowActionLinks & { state?: unknown }) {
  const t = useT();
  const links = [
    { to: detailTo, title: t('settings.common.view'), label: t('settings.common.viewNamed', name), icon: <Visibility fontSize="small" /> },
    { to: editTo, title: t('settings.common.edit'), label: t('settings.common.editNamed', name), icon: <Edit fontSize="small" /> },
  ];
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {links.map(
        ({ to, title, label, icon }) =>
          to && (
            <Tooltip key={title} title={title}>
              <IconButton size="small" component={RouterLink} to={to} state={state} aria-label={label}>
                {icon}
              </IconButton>
            </Tooltip>
          ),
      )}
    </Stack>
  );
}

/** The link of a row's main column: opens the row's page, which can return to the list as it was. */
export function RowLink({ to, children, sx }: { to: string; children: ReactNode; sx?: SxProps<Theme> }) {
  const state = useListLinkState();
  return (
    <Link component={RouterLink} to={to} state={state} sx={sx}>
      {children}
    </Link>
  );
}
