import { useT } from '@/web/i18n/useT';
import { LightLink } from '@/web/components/LightLink';

/** WCAG 2.4.1: the first stop of the keyboard jumps over header and menu to the page. */
export function SkipLink({ targetId }: { targetId: string }) {
  const t = useT();
  return (
    <LightLink
      href={`#${targetId}`}
      onClick={(event) => {
        // Focus without touching the URL hash, which pages use for their own anchors (#history).
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('app.skipToContent')}
    </LightLink>
  );
}
