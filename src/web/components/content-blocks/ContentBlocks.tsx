import type { PresentedBlock } from '../../../shared/schemas/content.js';
import { MediaImage } from '../MediaImage';
import { bulletLines } from './bullets';

type ContentBlocksProps = {
  blocks: readonly PresentedBlock[];
  /** `sizes` of the images, matching the column the blocks are shown in. */
  imageSizes: string;
};

/**
 * Content blocks as readers see them: title → h2, paragraph → p, bullets → a list,
 * image → a picture with its description. Always text, never HTML: nothing a member wrote
 * is read as markup.
 */
export function ContentBlocks({ blocks, imageSizes }: ContentBlocksProps) {
  return (
    <div className="space-y-5 text-lg leading-relaxed text-slate-800 [overflow-wrap:anywhere]">
      {blocks.map((block, index) => {
        // The blocks never reorder while shown, so their position is a stable key.
        // A block left blank in a draft shows nothing in its preview: an empty heading or
        // list would be announced with nothing in it.
        if (block.type !== 'image' && block.value.trim() === '') return null;
        switch (block.type) {
          case 'title':
            return (
              <h2 key={index} className="pt-3 text-2xl leading-snug font-bold text-brand-900">
                {block.value}
              </h2>
            );
          case 'paragraph':
            return (
              <p key={index} className="whitespace-pre-line">
                {block.value}
              </p>
            );
          case 'bullets':
            if (bulletLines(block.value).length === 0) return null;
            return (
              <ul key={index} className="list-disc space-y-1.5 pl-6 marker:text-accent-600">
                {bulletLines(block.value).map((line, lineIndex) => (
                  <li key={lineIndex}>{line}</li>
                ))}
              </ul>
            );
          case 'image':
            // An image removed from the site since leaves no hole in the text.
            return block.image ? (
              <MediaImage
                key={index}
                image={block.image}
                sizes={imageSizes}
                alt={block.alt}
                loading="lazy"
                decoding="async"
                className="h-auto w-full rounded-xl bg-slate-100"
              />
            ) : null;
        }
      })}
    </div>
  );
}
