import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { MAX_BLOCKS } from '../../../shared/constants.js';
import type { BlockType } from '../../../shared/schemas/content.js';
import { createBlock, type EditorBlock, type EditorImageBlock, type EditorTextBlock } from './blocks';
import { useFocusTargets } from './use-focus-targets';

/** Changes go through updaters: an upload that finishes later must see the blocks as they are then. */
export type BlocksUpdate = (update: (blocks: EditorBlock[]) => EditorBlock[]) => void;

/** What can change in a block as it is edited: its text, or its picture and description. */
export type BlockChange = Partial<Omit<EditorTextBlock, 'key' | 'type'>> | Partial<Omit<EditorImageBlock, 'key' | 'type'>>;

/** The buttons and fields of one block reach the list through these. */
export type BlockActions = ReturnType<typeof useBlockActions>;

/**
 * What the editor's buttons do to the list of blocks: add, delete, move up or down, and edit
 * one. Focus follows each action to where the next press is wanted, and `announcement` says
 * what happened, for the editor's polite live region.
 */
export function useBlockActions(blocks: readonly EditorBlock[], onChange: BlocksUpdate) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const { register, find } = useFocusTargets();
  const addBar = useRef<HTMLDivElement>(null);
  const kindName = (type: BlockType) => t(`blockEditor.kind.${type}`);

  function add(type: BlockType) {
    const block = createBlock(type);
    // Rendered at once, so the new block's field exists to receive focus.
    flushSync(() => onChange((current) => (current.length >= MAX_BLOCKS ? current : [...current, block])));
    const input = find(`${block.key}:input`);
    input?.focus();
    // Typing goes after a new bullets block's marker, not before it.
    if (input instanceof HTMLTextAreaElement) input.setSelectionRange(input.value.length, input.value.length);
    setAnnouncement(t('blockEditor.added', { kind: kindName(type), position: blocks.length + 1 }));
  }

  function remove(block: EditorBlock, index: number) {
    const after = blocks[index + 1] ?? blocks[index - 1];
    flushSync(() => onChange((current) => current.filter((item) => item.key !== block.key)));
    if (after) find(`${after.key}:delete`)?.focus();
    else addBar.current?.querySelector('button')?.focus();
    setAnnouncement(t('blockEditor.deleted', { kind: kindName(block.type) }));
  }

  function move(block: EditorBlock, index: number, direction: -1 | 1) {
    const target = index + direction;
    if (target < 0 || target >= blocks.length) return;
    flushSync(() =>
      onChange((current) => {
        const from = current.findIndex((item) => item.key === block.key);
        const to = from + direction;
        if (from < 0 || to < 0 || to >= current.length) return current;
        const next = [...current];
        [next[from], next[to]] = [next[to]!, next[from]!];
        return next;
      }),
    );
    // Keep pressing the same button to keep moving; at the end of the list that button is
    // disabled, so focus goes to its partner instead of being lost.
    const atEdge = direction === -1 ? target === 0 : target === blocks.length - 1;
    find(`${block.key}:${atEdge ? (direction === -1 ? 'down' : 'up') : direction === -1 ? 'up' : 'down'}`)?.focus();
    setAnnouncement(t('blockEditor.moved', { kind: kindName(block.type), position: target + 1, total: blocks.length }));
  }

  function update(key: string, change: BlockChange) {
    onChange((current) => current.map((item) => (item.key === key ? ({ ...item, ...change } as EditorBlock) : item)));
  }

  return { announcement, addBar, register, add, remove, move, update };
}
