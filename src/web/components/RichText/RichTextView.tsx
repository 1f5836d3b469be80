import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { isRichTextBlank } from '@/shared/richText';
import { safeRichTextHtml } from './safeRichTextHtml';

/**
 * Stored rich text shown read-only (detail pages). The server sanitises what it stores; the HTML
 * passes the same allow-list again here (safeRichTextHtml) before it reaches the page. Headings keep
 * their own level below the section title (the editor writes h2–h4), styled modestly.
 */
export function RichTextView({ html, label }: { html: string | null | undefined; label?: string }) {
  const safe = useMemo(() => safeRichTextHtml(html ?? ''), [html]);
  if (isRichTextBlank(html)) return null;
  return (
    <Box
      aria-label={label}
      role={label ? 'group' : undefined}
      sx={{
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& h2, & h3, & h4': { fontSize: '1.05rem', fontWeight: 600, mt: 2, mb: 1 },
        '& p': { my: 1 },
        '& ul, & ol': { pl: 3 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
        '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto' },
        '& a': { color: 'primary.main' },
        wordBreak: 'break-word',
        whiteSpace: 'normal',
      }}
      // The HTML passed the allow-list just above (safeRichTextHtml), after the server's.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
