import type { ReactNode } from 'react';
import { ARTICLE_IMAGE_SIZES } from '../../../../shared/constants.js';
import type { PresentedBlock } from '../../../../shared/schemas/content.js';
import type { MediaView } from '../../../../shared/schemas/media.js';
import { ContentBlocks } from '../../../components/content-blocks/ContentBlocks';
import { MediaImage } from '../../../components/MediaImage';

type PostArticleProps = {
  title: string;
  thumbnail: MediaView | null;
  blocks: readonly PresentedBlock[];
  /** Under the title: author and date, or nothing in a preview. */
  byline?: ReactNode;
  /** Under the byline: what the reader may do with the post, and whether it is unpublished. */
  notice?: ReactNode;
  /** After the blocks: the author card. */
  children?: ReactNode;
};

/** A post as readers see it; the preview uses it too, so what is previewed is what is published. */
export function PostArticle({ title, thumbnail, blocks, byline, notice, children }: PostArticleProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-brand-900 [overflow-wrap:anywhere] sm:text-4xl">
        {title}
      </h1>
      {byline}
      {notice}
      {thumbnail && (
        <MediaImage
          image={thumbnail}
          sizes={ARTICLE_IMAGE_SIZES}
          // The title above says what the post is; the picture is its illustration.
          alt=""
          fetchPriority="high"
          className="mt-8 h-auto max-h-[32rem] w-full rounded-2xl bg-slate-100 object-cover"
        />
      )}
      <div className="mt-8">
        <ContentBlocks blocks={blocks} imageSizes={ARTICLE_IMAGE_SIZES} />
      </div>
      {children}
    </article>
  );
}
