/**
 * A page a signed-in member may not use, said plainly instead of a page of errors (the server
 * refuses them anyway): its title and heading, and why, as an alert.
 */
export function RefusedPage({ documentTitle, heading, text }: { documentTitle: string; heading: string; text: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <title>{documentTitle}</title>
      {/* A heading names the page for those who move by headings; the alert says why it is empty. */}
      <h1 className="mb-6 text-center text-3xl font-bold tracking-tight text-brand-900">{heading}</h1>
      <div role="alert" className="rounded-2xl bg-white px-6 py-8 text-center shadow-sm ring-1 ring-slate-200">
        <p className="text-lg font-semibold text-danger">{text}</p>
      </div>
    </div>
  );
}
