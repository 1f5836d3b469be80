import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT } from '@/shared/limits';
import { ASSETS } from '@/web/app/layout/assets';
import { DocumentTitle } from '@/web/app/layout/DocumentTitle';
import { LanguageSwitch } from '@/web/app/layout/LanguageSwitch';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { useT } from '@/web/i18n/useT';
import { LoginForm } from './LoginForm';
import { LightLink } from '@/web/components/LightLink';

/** /backoffice/login: a page of its own, without the header and footer (SPEC §1). */
export function LoginPage() {
  const t = useT();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) => `linear-gradient(180deg, ${theme.palette.primary.dark} 0, ${theme.palette.primary.main} 42vh, ${theme.palette.background.default} 42vh)`,
      }}
    >
      <DocumentTitle />
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 440, overflow: 'hidden' }}>
        <Stack
          data-surface="dark"
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Box component="img" src={ASSETS.mark} alt="" sx={{ width: 40, height: 40, borderRadius: 1 }} />
            <Box>
              <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>
                {PRODUCT.abbreviation} · {t('app.backoffice')}
              </Typography>
              <Typography variant="caption" sx={{ opacity: 0.9 }}>
                {PRODUCT.name}
              </Typography>
            </Box>
          </Stack>
          <LanguageSwitch />
        </Stack>
        <Stack spacing={3} sx={{ p: { xs: 3, sm: 4 } }}>
          <Box>
            <Typography variant="h1" sx={{ mb: 1 }}>
              {t('login.title')}
            </Typography>
            <Typography color="text.secondary">{t('login.intro')}</Typography>
          </Box>
          <LoginForm />
          <LightLink to={ROUTE_PATHS.home} sx={{ alignSelf: 'center' }}>
            {t('login.backHome')}
          </LightLink>
        </Stack>
        <Stack
          direction="row"
          spacing={3}
          sx={{ justifyContent: 'center', alignItems: 'center', px: 3, py: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.default' }}
        >
          <Box component="img" src={ASSETS.logoRegional} alt={t('footer.logoRegional')} sx={{ height: 34 }} />
          <Box component="img" src={ASSETS.logoNational} alt={t('footer.logoNational')} sx={{ height: 30 }} />
        </Stack>
      </Paper>
    </Box>
  );
}
