import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, RedoOutlined, UndoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Flex, Input, Modal, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RichTextEditorProps {
  /** HTML. */
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  'data-testid'?: string;
}

/** Links go to the site (a path) or to the web: nothing else (no javascript:), as the server sanitises anyway. */
const isLinkTarget = (href: string) => /^(https?:\/\/|\/|mailto:)/i.test(href);

/**
 * A body in rich text (TipTap): paragraphs, headings, bold and italic, lists, links, quotes, undo/redo.
 * The value is HTML (the service sanitises it on save); the block editor is for pages (a later session).
 */
export function RichTextEditor({ value, onChange, onBlur, id, disabled, invalid, 'data-testid': testId }: RichTextEditorProps) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: { openOnClick: false, isAllowedUri: isLinkTarget } }),
    ],
    content: value,
    editable: !disabled,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
    editorProps: { attributes: { ...(id ? { id } : {}), class: 'cms-rich-text', role: 'textbox', 'aria-multiline': 'true' } },
  });
  // A value set from outside (the form reset, another content loaded) replaces the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const tool = (key: string, label: string, icon: ReactNode, active: boolean, run: () => void, enabled = true) => (
    <Tooltip title={label} key={key}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled || !enabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
        data-testid={testId ? `${testId}-${key}` : undefined}
      />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();
  const openLink = () => {
    setHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkOpen(true);
  };
  const applyLink = () => {
    const target = href.trim();
    if (!target) chain().extendMarkRange('link').unsetLink().run();
    else if (isLinkTarget(target)) chain().extendMarkRange('link').setLink({ href: target }).run();
    else return;
    setLinkOpen(false);
  };

  return (
    <div className={`cms-editor${invalid ? ' cms-editor-invalid' : ''}`} data-testid={testId}>
      <Flex wrap gap={2} align="center" className="cms-editor-toolbar" role="toolbar" aria-label={t('cms.editor.toolbar')}>
        {tool('bold', t('cms.editor.bold'), <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
        {tool('italic', t('cms.editor.italic'), <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
        <Divider orientation="vertical" />
        {tool('h2', t('cms.editor.heading2'), <span className="cms-editor-glyph">H2</span>, state.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {tool('h3', t('cms.editor.heading3'), <span className="cms-editor-glyph">H3</span>, state.h3, () => chain().toggleHeading({ level: 3 }).run())}
        <Divider orientation="vertical" />
        {tool('bullet', t('cms.editor.bulletList'), <UnorderedListOutlined />, state.bullet, () => chain().toggleBulletList().run())}
        {tool('ordered', t('cms.editor.orderedList'), <OrderedListOutlined />, state.ordered, () => chain().toggleOrderedList().run())}
        {tool('quote', t('cms.editor.quote'), <span className="cms-editor-glyph">“ ”</span>, state.quote, () => chain().toggleBlockquote().run())}
        {tool('link', t('cms.editor.link'), <LinkOutlined />, state.link, openLink)}
        <Divider orientation="vertical" />
        {tool('undo', t('cms.editor.undo'), <UndoOutlined />, false, () => chain().undo().run(), state.canUndo)}
        {tool('redo', t('cms.editor.redo'), <RedoOutlined />, false, () => chain().redo().run(), state.canRedo)}
      </Flex>
      <EditorContent editor={editor} />
      <Modal
        open={linkOpen}
        title={t('cms.editor.linkTitle')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={applyLink}
        onCancel={() => setLinkOpen(false)}
        destroyOnHidden
      >
        <Input
          autoFocus
          value={href}
          placeholder={t('cms.editor.linkPlaceholder')}
          aria-label={t('cms.editor.linkUrl')}
          status={href.trim() && !isLinkTarget(href.trim()) ? 'error' : undefined}
          onChange={(event) => setHref(event.target.value)}
          onPressEnter={applyLink}
          data-testid={testId ? `${testId}-link-url` : undefined}
        />
        <div style={{ marginTop: 8, color: 'rgba(0,0,0,0.45)' }}>{t('cms.editor.linkHelp')}</div>
      </Modal>
    </div>
  );
}
