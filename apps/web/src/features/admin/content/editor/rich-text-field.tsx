import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

export type RichTextFieldProps = {
  label: string;
  description?: string;
  /** The starting HTML; the editor keeps its own state afterwards (remount to reset it). */
  initialValue: string;
  onChange: (html: string) => void;
  error?: string | null;
};

/**
 * Rich text for the console (messages, news, activity, the maintenance message): formatting,
 * lists and links, nothing the server's sanitizer would drop. Loaded lazily with the screens
 * that use it, so users' pages do not carry the editor.
 */
export default function RichTextField({
  label,
  description,
  initialValue,
  onChange,
  error,
}: RichTextFieldProps) {
  const editor = useEditor({
    // Mantine's Link replaces the starter kit's (it opens the link dialog on Ctrl+K).
    extensions: [StarterKit.configure({ link: false, code: false, codeBlock: false }), Link],
    content: initialValue,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
