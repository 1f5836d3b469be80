import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { LinkBubbleMenuHandler } from 'mui-tiptap';
import { isAllowedRichTextLink, RICH_TEXT_LINK_REL } from '@/shared/richText';

/**
 * Heading levels the editor offers: the page has its own h1, so a text's headings start at h2. The
 * server's allow-list (src/server/http/richTextSanitizer.ts) keeps exactly what these produce.
 */
export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;

/** TipTap's extensions for the field: StarterKit's text formatting, lists, quote, code, rule and links. */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: '_blank', rel: RICH_TEXT_LINK_REL },
        // The server drops any other link; refusing it here too means the user never sees one it would lose.
        isAllowedUri: (url) => isAllowedRichTextLink(url),
      },
    }),
    LinkBubbleMenuHandler,
  ];
}
