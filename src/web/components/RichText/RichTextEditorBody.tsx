/**
 * The editor itself (TipTap through mui-tiptap), in a chunk of its own: RichTextField loads it with
 * React.lazy, so no page pays for TipTap before a rich-text field shows.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { LinkBubbleMenu, RichTextEditor, type RichTextEditorRef } from 'mui-tiptap';
import { countRichTextCharacters } from '@/shared/richText';
import type { RichTextTemplate } from '@/shared/settings';
import { useT } from '@/web/i18n/useT';
import { CharacterCounter } from '../form/CharacterCounter';
import { richTextExtensions } from './richTextExtensions';
import { RichTextToolbar } from './RichTextToolbar';
import { TemplateModal } from './TemplateModal';

export interface RichTextEditorBodyProps {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  label: string;
  labelId: string;
  /** Ids of the counter and of the error beneath, for aria-describedby. */
  counterId: string;
  errorId?: string;
  required: boolean;
  invalid: boolean;
  disabled: boolean;
  maxCharacters: number;
  /** true: the settings' active templates; a list: those; false: no template button. */
  templates: boolean | readonly RichTextTemplate[];
  /** Receives a function that focuses the editor (the label's click). */
  focusRef: { current: (() => void) | null };
}

/** The editor's HTML as the form keeps it: '' when it shows nothing, so that a required rule sees it empty. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export default function RichTextEditorBody(props: RichTextEditorBodyProps) {
  const { value, onChange, onBlur, label, labelId, counterId, errorId, required, invalid, disabled, maxCharacters, templates, focusRef } = props;
  const t = useT();
  const rteRef = useRef<RichTextEditorRef>(null);
  // What the editor last gave the form: a value that differs came from outside (reset, load) and replaces the content.
  const emitted = useRef(value);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const max = maxCharacters > 0 ? maxCharacters : 0;
  const describedBy = [max ? counterId : null, errorId].filter(Boolean).join(' ') || undefined;
  // The contenteditable element is the field: it is named by the label and says its state.
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy && { 'aria-describedby': describedBy }),
    ...(required && !disabled && { 'aria-required': 'true' }),
    ...(invalid && { 'aria-invalid': 'true' }),
    ...(disabled && { 'aria-readonly': 'true' }),
  };
  const attributesKey = JSON.stringify(attributes);
  // Created once: new extensions or options on a render would make TipTap rebuild the editor.
  const extensions = useMemo(() => richTextExtensions(), []);
  const [initial] = useState(() => ({ content: value, editorProps: { attributes } }));
  // The editor is created after mount (see immediatelyRender): what changed meanwhile is applied on creation.
  const latest = useRef({ value, attributes });
  useEffect(() => {
    latest.current = { value, attributes: JSON.parse(attributesKey) as Record<string, string> };
  }, [value, attributesKey]);

  useEffect(() => {
    const editor = rteRef.current?.editor;
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [attributesKey]);

  useEffect(() => {
    const editor = rteRef.current?.editor;
    if (!editor || editor.isDestroyed || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [value]);

  useEffect(() => {
    focusRef.current = () => rteRef.current?.editor?.commands.focus();
    return () => {
      focusRef.current = null;
    };
  }, [focusRef]);

  const emit = (editor: Editor) => {
    emitted.current = htmlOf(editor);
    onChange(emitted.current);
  };
  const offerTemplates = templates !== false && !disabled;
  return (
    <>
      <RichTextEditor
        ref={rteRef}
        extensions={extensions}
        // Created after mount: an editor made during a render is destroyed if that render takes over 1 ms
        // to commit (TipTap's guard against unmounted renders), and a slow concurrent render then hands a
        // destroyed editor to the toolbar.
        immediatelyRender={false}
        content={initial.content}
        editable={!disabled}
        editorProps={initial.editorProps}
        onCreate={({ editor }) => {
          editor.setOptions({ editorProps: { attributes: latest.current.attributes } });
          if (htmlOf(editor) !== latest.current.value) editor.commands.setContent(latest.current.value, { emitUpdate: false });
          emitted.current = latest.current.value;
        }}
        onUpdate={({ editor }) => emit(editor)}
        onBlur={onBlur}
        // A read-only field shows its text without the toolbar.
        renderControls={() => (disabled ? null : <RichTextToolbar label={label} onOpenTemplates={offerTemplates ? () => setTemplatesOpen(true) : undefined} />)}
        RichTextFieldProps={{ variant: 'outlined', disabled }}
      >
        {() => (
          <LinkBubbleMenu
            labels={{
              viewLinkEditButtonLabel: t('richText.linkEdit'),
              viewLinkRemoveButtonLabel: t('richText.linkRemove'),
              editLinkAddTitle: t('richText.linkAdd'),
              editLinkEditTitle: t('richText.linkEdit'),
              editLinkTextInputLabel: t('richText.linkText'),
              editLinkHrefInputLabel: t('richText.linkHref'),
              editLinkCancelButtonLabel: t('richText.linkCancel'),
              editLinkSaveButtonLabel: t('richText.linkSave'),
            }}
          />
        )}
      </RichTextEditor>
      <CharacterCounter id={counterId} count={countRichTextCharacters(value)} max={max} />
      {offerTemplates && (
        <TemplateModal
          open={templatesOpen}
          onClose={() => setTemplatesOpen(false)}
          hasContent={value !== ''}
          templates={templates === true ? undefined : templates}
          onChoose={(html) => {
            const editor = rteRef.current?.editor;
            if (!editor) return;
            editor.commands.setContent(html); // emits an update: the form gets the new text
            editor.commands.focus('start');
          }}
        />
      )}
    </>
  );
}
