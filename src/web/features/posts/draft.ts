import { useCallback } from 'react';
import { POST_AUDIENCES, type PostAudience } from '../../../shared/constants.js';
import type { MediaView } from '../../../shared/schemas/media.js';
import { isMediaView, parseEditorBlocks, type EditorBlock } from '../../components/block-editor/blocks';
import { useLocalStorage } from '../../lib/use-local-storage';

/** A blog post being written, kept in the browser's storage until published. */
export type BlogDraft = {
  title: string;
  thumbnail: MediaView | null;
  blocks: EditorBlock[];
  /** Who may read it once published. */
  audience: PostAudience;
  /** The project it belongs to, or none. */
  projectId: string | null;
};

const EMPTY_DRAFT: BlogDraft = { title: '', thumbnail: null, blocks: [], audience: 'everyone', projectId: null };

// Per member: on a shared school computer one member's draft is not the next one's.
const draftKey = (userId: string) => `agora:blog-draft:${userId}`;

function parseDraft(raw: string): BlogDraft | null {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Record<string, unknown>;
  const blocks = parseEditorBlocks(draft.blocks);
  if (typeof draft.title !== 'string' || blocks === null) return null;
  if (draft.thumbnail !== null && !isMediaView(draft.thumbnail)) return null;
  // A draft kept before the choice existed is for everyone, as every post then was.
  const audience = POST_AUDIENCES.find((known) => known === draft.audience) ?? 'everyone';
  const projectId = typeof draft.projectId === 'string' ? draft.projectId : null;
  // A project's post without its project (an older draft, a hand-edited one) is for members, the nearest wider choice.
  return { title: draft.title, thumbnail: draft.thumbnail, blocks, audience: audience === 'project' && !projectId ? 'members' : audience, projectId };
}

/** Whether a draft holds anything at all. */
export function isDraftEmpty(draft: BlogDraft): boolean {
  return draft.title.trim() === '' && draft.thumbnail === null && draft.blocks.length === 0;
}

/**
 * The signed-in member's blog draft, shared live by every page that shows it and kept across
 * reloads. `update` takes an updater so late arrivals (an upload) never undo newer typing.
 */
export function useBlogDraft(userId: string) {
  const [stored, setStored] = useLocalStorage(draftKey(userId), parseDraft);
  const draft = stored ?? EMPTY_DRAFT;

  const update = useCallback(
    (change: (draft: BlogDraft) => BlogDraft) => setStored((previous) => change(previous ?? EMPTY_DRAFT)),
    [setStored],
  );
  const clear = useCallback(() => setStored(null), [setStored]);

  return { draft, update, clear };
}
