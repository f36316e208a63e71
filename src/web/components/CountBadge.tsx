/**
 * The number on a header icon (the bell, the review queue): nothing when zero, 99+ past 99.
 * Hidden from screen readers: the icon's own label says the number in words.
 */
export function CountBadge({ count, colour }: { count: number; colour: 'accent' | 'amber' }) {
  if (count <= 0) return null;
  const background = colour === 'accent' ? 'bg-accent-500' : 'bg-amber-300';
  return (
    <span aria-hidden="true" className={`absolute top-0.5 right-0.5 min-w-5 rounded-full px-1 text-center text-xs leading-5 font-bold text-brand-950 ${background}`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
