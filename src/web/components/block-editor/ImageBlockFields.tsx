import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_LIMITS } from '../../../shared/constants.js';
import type { UploadFolder } from '../../../shared/schemas/media.js';
import { ImageUpload } from '../image-upload/ImageUpload';
import type { EditorImageBlock } from './blocks';

type ImageBlockFieldsProps = {
  block: EditorImageBlock;
  folder: UploadFolder;
  labelledBy: string;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (change: Partial<Omit<EditorImageBlock, 'key' | 'type'>>) => void;
  error: string | undefined;
};

/** An image block's picture, uploaded where `folder` says, and its description for those who cannot see it. */
export function ImageBlockFields({ block, folder, labelledBy, inputRef, onChange, error }: ImageBlockFieldsProps) {
  const { t } = useTranslation();
  const altId = useId();
  return (
    <div className="space-y-3">
      <ImageUpload
        folder={folder}
        value={block.media}
        onChange={(media) => onChange({ media })}
        labelledBy={labelledBy}
        previewAlt={block.alt}
        previewSizes="(min-width: 640px) 28rem, 100vw"
        previewClassName="max-h-80 w-full max-w-md object-contain"
        error={error}
        inputRef={inputRef}
      />
      <div>
        <label htmlFor={altId} className="block text-sm font-medium text-slate-700">
          {t('blockEditor.imageDescription')}
        </label>
        <input
          id={altId}
          type="text"
          value={block.alt}
          maxLength={BLOCK_LIMITS.alt}
          aria-describedby={`${altId}-hint`}
          onChange={(event) => onChange({ alt: event.target.value })}
          className="field mt-1"
        />
        <p id={`${altId}-hint`} className="mt-1.5 text-xs text-slate-500">
          {t('blockEditor.imageDescriptionHint')}
        </p>
      </div>
    </div>
  );
}
