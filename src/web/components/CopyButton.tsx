import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from './LineIcon';

const FEEDBACK_MS = 3000;

type CopyButtonProps = {
  text: string;
  /** Completes the button's name for screen readers: "Copy" + " the key". */
  what: string;
};

/**
 * "Copy" with a spoken and visible outcome. The clipboard needs a secure context (HTTPS or
 * localhost); where it is refused, the person is told to select the text instead.
 */
export function CopyButton({ text, what }: CopyButtonProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOutcome(null), FEEDBACK_MS);
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <button type="button" className="btn-secondary" onClick={() => void copy()}>
        <CopyIcon />
        {t('common.copy')}
        <span className="sr-only"> {what}</span>
      </button>
      <span
        role="status"
        // Empty, it takes no room: the gap before it closes.
        className={`text-sm font-medium empty:-ml-3 ${outcome === 'failed' ? 'text-danger' : 'text-emerald-700'}`}
      >
        {outcome === 'copied' && t('common.copied')}
        {outcome === 'failed' && t('common.copyFailed')}
      </span>
    </span>
  );
}

function CopyIcon() {
  return (
    <LineIcon className="size-4">
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </LineIcon>
  );
}
