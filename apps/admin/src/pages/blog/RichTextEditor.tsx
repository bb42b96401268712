import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2, Unlink } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  .tiptap {
    min-height: 16rem;
    padding: ${({ theme }) => theme.spacing.medium};
    outline: none;
    line-height: 1.6;
    > * + * { margin-top: ${({ theme }) => theme.spacing.small}; }
    h2 { font-size: ${({ theme }) => theme.fontSizes.xLarge}; }
    h3 { font-size: ${({ theme }) => theme.fontSizes.large}; }
    ul, ol { padding-left: 1.5em; }
    blockquote { border-left: 3px solid ${({ theme }) => theme.colors.accent}; padding-left: ${({ theme }) => theme.spacing.small}; }
    a { color: ${({ theme }) => theme.colors.accentText}; }
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xxSmall};
  padding: ${({ theme }) => theme.spacing.xSmall};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => `${theme.radii.medium} ${theme.radii.medium} 0 0`};
`;

const Tool = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  &[aria-pressed='true'] { background: ${({ theme }) => theme.colors.accentSoft}; border-color: ${({ theme }) => theme.colors.accentText}; }
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.border}; }
  &:disabled { opacity: 0.4; cursor: default; }
`;

function ToolButton({ label, pressed, disabled, onClick, children }: { label: string; pressed?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tool type="button" aria-label={label} title={label} aria-pressed={pressed} disabled={disabled} onClick={onClick}>
      {children}
    </Tool>
  );
}

/** Asks for a link's address (https://, mailto: or a path of the site); empty removes the link. */
function editLink(editor: Editor) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const address = window.prompt('Dirección del enlace (https://…, mailto:… o /ruta del sitio)', current);
  if (address === null) return;
  const href = address.trim();
  if (!href) {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return;
  }
  if (!/^(https?:\/\/|mailto:|\/)/i.test(href)) {
    window.alert('El enlace debe empezar por https://, http://, mailto: o /');
    return;
  }
  editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
}

function EditorToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Toolbar role="toolbar" aria-label="Formato del texto">
      <ToolButton label="Negrita" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold size={18} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Cursiva" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic size={18} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Título de sección" pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 size={18} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Subtítulo" pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 size={18} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Lista" pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <List size={18} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Lista numerada" pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered size={18} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Cita" pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        <Quote size={18} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Enlace" pressed={state.link} onClick={() => editLink(editor)}>
        <Link2 size={18} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Quitar enlace" disabled={!state.link} onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
        <Unlink size={18} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Deshacer" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <Undo2 size={18} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Rehacer" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <Redo2 size={18} aria-hidden="true" />
      </ToolButton>
    </Toolbar>
  );
}

/**
 * The post's body as formatted text (Tiptap), handed on as HTML. Only the formats the blog shows
 * exist here (no colours, no inline styles); the HTML is sanitised again on save and on display.
 * Nothing is rendered on the server: the editor appears once the page runs in the browser.
 */
export function RichTextEditor({
  labelId,
  describedBy,
  invalid,
  value,
  onChange,
}: {
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  value: string;
  onChange: (html: string) => void;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], HTMLAttributes: { rel: 'noopener noreferrer', target: null } },
      }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': String(invalid),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <Frame $invalid={invalid}>
      {editor && <EditorToolbar editor={editor} />}
      <EditorContent editor={editor} />
    </Frame>
  );
}
