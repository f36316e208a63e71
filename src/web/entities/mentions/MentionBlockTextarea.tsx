import { createContext, useContext } from 'react';
import { AutoGrowTextarea, type AutoGrowTextareaProps } from '../../components/block-editor/AutoGrowTextarea';
import { useMentionPicker, type MentionWriting } from './use-mention-picker';

/** The place and mentions of the form whose block editor offers `@` mentions (an update or help request's). */
export const MentionWritingContext = createContext<MentionWriting | null>(null);

/**
 * A block editor's text box where `@` and a name offer members to mention: the form provides it
 * as the editor's BlockTextarea, and the place and chosen members by MentionWritingContext.
 */
export function MentionBlockTextarea({ ref, onChange, onKeyDown, ...props }: AutoGrowTextareaProps) {
  const { boxProps, picker } = useMentionPicker(useMentionWriting(), {
    // The block editor registers each box by a callback ref (to move the focus as blocks move).
    ref: typeof ref === 'function' ? ref : undefined,
    onChange,
    onKeyDown,
  });
  return (
    <div className="relative">
      <AutoGrowTextarea {...props} {...boxProps} />
      {picker}
    </div>
  );
}

/** MentionBlockTextarea as the block editor's BlockTextarea draws its boxes. */
export const drawMentionBlockTextarea = (props: AutoGrowTextareaProps) => <MentionBlockTextarea {...props} />;

function useMentionWriting(): MentionWriting {
  const writing = useContext(MentionWritingContext);
  if (!writing) throw new Error('MentionBlockTextarea needs a MentionWritingContext around it.');
  return writing;
}
