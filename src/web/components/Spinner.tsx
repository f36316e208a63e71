/** A spinner in the page's flow while its data loads; `label` is what screen readers hear. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-20">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
