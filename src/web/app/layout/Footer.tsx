import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutline from '@mui/icons-material/MailOutlined';
import { PRODUCT } from '@/shared/limits';
import { useT } from '@/web/i18n/useT';
import { ASSETS } from './assets';
import { CopyrightNotice } from './CopyrightNotice';
import { LightLink } from '@/web/components/LightLink';

/** The `footer` landmark: official logos, the contact mailbox and the copyright line (SPEC §1). */
export function Footer() {
  const t = useT();
  return (
    <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', px: { xs: 2, md: 4 }, py: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }} role="group" aria-label={t('footer.logos')}>
          <Box component="img" src={ASSETS.logoRegional} alt={t('footer.logoRegional')} sx={{ height: 40 }} />
          <Box component="img" src={ASSETS.logoNational} alt={t('footer.logoNational')} sx={{ height: 36 }} />
        </Stack>
        <Stack spacing={0.5} sx={{ alignItems: { xs: 'center', md: 'flex-end' } }}>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <MailOutline fontSize="small" aria-hidden />
            {t('footer.contact')}: <LightLink href={`mailto:${PRODUCT.contactMailbox}`}>{PRODUCT.contactMailbox}</LightLink>
          </Typography>
          <CopyrightNotice />
        </Stack>
      </Stack>
    </Box>
  );
}
