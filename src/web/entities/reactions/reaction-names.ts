import type { ReactionEmoji } from '../../../shared/constants.js';

/** Each emoji of the palette (decision 0047) by the name its button is read by: `reactions.names.<name>`. */
export const REACTION_NAMES: Record<ReactionEmoji, string> = {
  '👍': 'like',
  '❤️': 'love',
  '🎉': 'celebrate',
  '💡': 'idea',
  '👏': 'applause',
  '🌟': 'star',
  '🙌': 'hooray',
  '💪': 'strong',
  '😊': 'smile',
  '🚀': 'rocket',
};

/** The name of an emoji, or null for one outside the palette (never sent by this server). */
export const reactionName = (emoji: string): string | null => REACTION_NAMES[emoji as ReactionEmoji] ?? null;
