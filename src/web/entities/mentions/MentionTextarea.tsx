import type { TextareaHTMLAttributes } from 'react';
import { useMentionPicker, type MentionWriting } from './use-mention-picker';

type MentionTextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> &
  MentionWriting & {
    value: string;
    onValueChange: (value: string) => void;
  };

/** A plain text box (a comment's) where `@` and a name offer members to mention (use-mention-picker.tsx). */
export function MentionTextarea({ value, onValueChange, place, mentions, onMentionsChange, onKeyDown, ...textarea }: MentionTextareaProps) {
  const { boxProps, picker } = useMentionPicker({ place, mentions, onMentionsChange }, { onChange: (event) => onValueChange(event.target.value), onKeyDown });
  return (
    <div className="relative">
      <textarea {...textarea} value={value} {...boxProps} />
      {picker}
    </div>
  );
}
