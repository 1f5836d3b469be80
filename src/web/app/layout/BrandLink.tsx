import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRODUCT } from '@/shared/limits';
import { useT } from '@/web/i18n/useT';
import { ROUTE_PATHS } from '../routePaths';
import { ASSETS } from './assets';
import { LightLink } from '@/web/components/LightLink';

/**
 * The product's mark and name, linking home. On a phone the header's buttons leave little room: the
 * abbreviation alone shows, whole (it never shrinks: it was cut to "C…", issue 29 §16), beside a smaller mark;
 * wider screens add '· Backoffice', then the full name.
 */
export function BrandLink() {
  const t = useT();
  return (
    <LightLink to={ROUTE_PATHS.home} color="inherit" underline="none" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 }, minWidth: 0 }}>
      <Box component="img" src={ASSETS.mark} alt="" sx={{ width: { xs: 28, sm: 36 }, height: { xs: 28, sm: 36 }, borderRadius: 1, flexShrink: 0 }} />
      <Box sx={{ minWidth: { xs: 'auto', sm: 0 }, flexShrink: { xs: 0, sm: 1 } }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, letterSpacing: 0.5, lineHeight: 1.2 }} noWrap>
          {PRODUCT.abbreviation}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {' · '}
            {t('app.backoffice')}
          </Box>
        </Typography>
        <Typography component="span" variant="caption" sx={{ display: { xs: 'none', lg: 'block' }, opacity: 0.9, lineHeight: 1.2 }} noWrap>
          {PRODUCT.name}
        </Typography>
      </Box>
    </LightLink>
  );
}
