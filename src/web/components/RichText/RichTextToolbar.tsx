import type { KeyboardEvent } from 'react';
import ShortText from '@mui/icons-material/ShortText';
import {
  MenuButton,
  MenuButtonBlockquote,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonCode,
  MenuButtonCodeBlock,
  MenuButtonEditLink,
  MenuButtonHorizontalRule,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonRemoveFormatting,
  MenuButtonStrikethrough,
  MenuButtonUnderline,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
} from 'mui-tiptap';
import { useT } from '@/web/i18n/useT';

const FOCUSABLE = 'button:not([disabled]), [role="combobox"]:not([aria-disabled="true"])';
const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * WAI-ARIA toolbar keys: arrows, Home and End move between the controls (each also stays in the Tab
 * order, so a keyboard user reaches every one either way).
 */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const move = MOVES[event.key];
  if (!move) return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const index = controls.findIndex((control) => control === document.activeElement);
  if (index < 0 || controls.length === 0) return;
  event.preventDefault();
  controls[move(index, controls.length)]?.focus();
}

export interface RichTextToolbarProps {
  /** The field's label: names the toolbar ('Formatação de Descrição'). */
  label: string;
  /** Opens the template modal; no button without it. */
  onOpenTemplates?: () => void;
}

/** The editor's controls, named in the interface language (mui-tiptap's own labels are English). */
export function RichTextToolbar({ label, onOpenTemplates }: RichTextToolbarProps) {
  const t = useT();
  return (
    <MenuControlsContainer role="toolbar" aria-label={t('richText.toolbar', label)} onKeyDown={moveFocus}>
      <MenuSelectHeading
        inputProps={{ 'aria-label': t('richText.textStyle') }}
        tooltipTitle={t('richText.textStyle')}
        // h2 is the text's first level (the page has the h1): shown as 'Título 1'.
        // 'empty': what it shows in a list, a quote … (mui-tiptap's own 'Change to…' is English).
        labels={{
          paragraph: t('richText.paragraph'),
          heading2: t('richText.heading', 1),
          heading3: t('richText.heading', 2),
          heading4: t('richText.heading', 3),
          empty: <em>{t('richText.changeTo')}</em>,
        }}
      />
      <MenuDivider />
      <MenuButtonBold tooltipLabel={t('richText.bold')} />
      <MenuButtonItalic tooltipLabel={t('richText.italic')} />
      <MenuButtonUnderline tooltipLabel={t('richText.underline')} />
      <MenuButtonStrikethrough tooltipLabel={t('richText.strike')} />
      <MenuButtonCode tooltipLabel={t('richText.code')} />
      <MenuButtonEditLink tooltipLabel={t('richText.link')} />
      <MenuDivider />
      <MenuButtonBulletedList tooltipLabel={t('richText.bulletList')} />
      <MenuButtonOrderedList tooltipLabel={t('richText.orderedList')} />
      <MenuButtonBlockquote tooltipLabel={t('richText.blockquote')} />
      <MenuButtonCodeBlock tooltipLabel={t('richText.codeBlock')} />
      <MenuButtonHorizontalRule tooltipLabel={t('richText.horizontalRule')} />
      <MenuDivider />
      <MenuButtonRemoveFormatting tooltipLabel={t('richText.clearFormatting')} />
      <MenuButtonUndo tooltipLabel={t('richText.undo')} />
      <MenuButtonRedo tooltipLabel={t('richText.redo')} />
      {onOpenTemplates && (
        <>
          <MenuDivider />
          <MenuButton tooltipLabel={t('richText.templates')} IconComponent={ShortText} onClick={onOpenTemplates} selected={false} />
        </>
      )}
    </MenuControlsContainer>
  );
}
