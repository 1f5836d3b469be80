import Link from '@mui/material/Link';
import { useT } from '@/web/i18n/useT';

/** An address stored in a record, as a link that opens in a new tab (and says so to screen readers) without reaching back to the catalogue. */
export function ExternalLink({ href }: { href: string }) {
  const t = useT();
  if (!href) return null;
  // Only http(s) addresses are stored (the shared schema); anything else stays text.
  if (!/^https?:\/\//i.test(href)) return <>{href}</>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" aria-label={t('service.channel.opensNewTab', href)} sx={{ wordBreak: 'break-all' }}>
      {href}
    </Link>
  );
}
