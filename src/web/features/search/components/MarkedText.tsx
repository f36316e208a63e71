import type { MarkedText as Parts } from '../../../../shared/schemas/search.js';

/** A text with the searched words highlighted (`<mark>`), built from parts: nothing in it is read as markup. */
export function MarkedText({ parts }: { parts: Parts }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-accent-100 px-0.5 font-semibold text-inherit">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
