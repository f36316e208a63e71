import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaView, UploadFolder } from '../../../shared/schemas/media.js';
import { MEDIA_MAX_BYTES } from '../../../shared/constants.js';
import { uploadMedia, type UploadProgress } from './upload-media';
import { MediaImage } from '../MediaImage';
import { PictureTags } from '../picture-tags/PictureTags';

// What the server accepts; it sniffs the real type, this only narrows the picker. SVG is
// deliberately absent.
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: UploadProgress }
  | { status: 'failed'; message: string };

type ImageUploadProps = {
  /** Where the picture goes on the server. */
  folder: UploadFolder;
  /** The picture chosen so far, shown above the control. */
  value: MediaView | null;
  /** Called once the server has stored a new picture. */
  onChange: (media: MediaView) => void;
  /** The visible name of the field, e.g. "Thumbnail"; also the input's accessible name. */
  label?: string;
  /** Instead of `label`: the id of an element elsewhere that names the field. */
  labelledBy?: string;
  /** Alternative text of the preview. */
  previewAlt: string;
  /** The `sizes` of the preview, so the browser picks a fitting variant. */
  previewSizes?: string;
  previewClassName?: string;
  /** False when the caller shows the picture itself (e.g. a round profile photo). */
  showPreview?: boolean;
  /** More controls beside the picker, e.g. a button that removes the picture. */
  actions?: ReactNode;
  /** A message about this field from elsewhere, e.g. the server refusing a save. */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * Picks a picture and uploads it at once, with a real progress bar and a Cancel button; the
 * server's refusal (too large, not an image) shows next to the control. Used for thumbnails,
 * image blocks and profile photos; under a picture of a post or collaboration, who is in it.
 */
export function ImageUpload({
  folder,
  value,
  onChange,
  label,
  labelledBy,
  previewAlt,
  previewSizes = '(min-width: 640px) 24rem, 100vw',
  previewClassName = 'max-h-72 w-full max-w-sm object-contain',
  showPreview = true,
  actions,
  error,
  inputRef,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputId = `${id}-input`;
  const ownLabelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const upload = useRef<AbortController | null>(null);

  // An upload still running when the field goes away (its block deleted, the page left) is
  // of no use to anyone: stop sending.
  useEffect(() => () => upload.current?.abort(), []);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again (after a cancel or a refusal) is a change.
    input.value = '';
    if (!file) return;

    upload.current?.abort();
    if (file.size > MEDIA_MAX_BYTES) {
      // The server would refuse it too; no need to send megabytes to hear so.
      setState({ status: 'failed', message: t('imageUpload.tooLarge', { max: MEDIA_MAX_BYTES / 1024 / 1024 }) });
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setState({ status: 'uploading', progress: { phase: 'sending', percent: 0 } });
    try {
      const media = await uploadMedia(file, folder, {
        signal: controller.signal,
        onProgress: (progress) => setState({ status: 'uploading', progress }),
      });
      onChange(media);
      setState({ status: 'idle' });
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') {
        // Cancelled by the reader, or replaced by a newer choice that owns the state now.
        if (upload.current === controller) setState({ status: 'idle' });
        return;
      }
      setState({ status: 'failed', message: failure instanceof Error ? failure.message : t('errors.badResponse') });
    } finally {
      if (upload.current === controller) upload.current = null;
    }
  }

  function cancel() {
    upload.current?.abort();
  }

  const message = state.status === 'failed' ? state.message : error;
  const describedBy = [hintId, message ? errorId : null].filter(Boolean).join(' ');
  const progress = state.status === 'uploading' ? state.progress : null;
  const percent = progress === null ? 0 : progress.phase === 'sending' ? progress.percent : 100;

  return (
    <div>
      {!labelledBy && label && (
        <span id={ownLabelId} className="block text-sm font-medium text-slate-700">
          {label}
        </span>
      )}
      {showPreview && value && (
        <MediaImage
          image={value}
          sizes={previewSizes}
          alt={previewAlt}
          className={`mt-2 h-auto rounded-lg border border-slate-200 bg-slate-100 ${previewClassName}`}
        />
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {/* The native input stays in the tab order and the accessibility tree; the label
            beside it is what sighted users see and press. */}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="peer sr-only"
          aria-labelledby={labelledBy ?? ownLabelId}
          aria-describedby={describedBy}
          aria-invalid={message ? true : undefined}
          onChange={handleFile}
        />
        <label
          htmlFor={inputId}
          className="btn-secondary cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500 peer-focus-visible:outline-solid"
        >
          <UploadIcon />
          {value ? t('imageUpload.change') : t('imageUpload.choose')}
        </label>
        {actions}
        {progress && (
          <div className="flex min-w-56 flex-1 items-center gap-3">
            <div
              role="progressbar"
              aria-label={t('imageUpload.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={progress.phase === 'processing' ? t('imageUpload.processing') : `${percent}%`}
              className="h-2 flex-1 overflow-hidden rounded-full bg-brand-100"
            >
              <div
                className="h-full rounded-full bg-brand-700 transition-[width] duration-150"
                style={{ width: `${percent}%` }}
              />
            </div>
            <span className="w-24 shrink-0 text-sm text-slate-600 tabular-nums" aria-hidden="true">
              {progress.phase === 'processing' ? t('imageUpload.processing') : `${percent}%`}
            </span>
            <button type="button" className="btn-secondary shrink-0" onClick={cancel}>
              {t('imageUpload.cancel')}
            </button>
          </div>
        )}
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        {t('imageUpload.hint', { max: MEDIA_MAX_BYTES / 1024 / 1024 })}
      </p>
      {message && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {message}
        </p>
      )}
      {/* A post's or collaboration's picture may show pupils; a profile photo is its member's own. */}
      {value && folder !== 'profile' && <PictureTags key={value.id} mediaId={value.id} />}
    </div>
  );
}

function UploadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 16V4M7 9l5-5 5 5" />
      <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </svg>
  );
}
