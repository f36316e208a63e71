/**
 * Puts `text` in a text box in place of `from`..`to` (the selection by default) as if it were
 * typed: the box's own change handler sees it, and the browser's undo history keeps it.
 * execCommand is the only way to keep undo working in a textarea; where it is gone, setRangeText
 * makes the edit and an `input` event tells React of it (without undo).
 */
export function typeInto(box: HTMLTextAreaElement, text: string, from = box.selectionStart, to = box.selectionEnd): void {
  box.setSelectionRange(from, to);
  if (document.execCommand?.('insertText', false, text)) return;
  box.setRangeText(text, from, to, 'end');
  box.dispatchEvent(new Event('input', { bubbles: true }));
}
