import { Suspense, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

/** How the real menu starts, following what the reader did to its stand-in. */
export type MenuStart = {
  /** Open at once: the reader already pressed the stand-in trigger. */
  defaultOpen: boolean;
  /** Take keyboard focus: the stand-in trigger had it. */
  autoFocus: boolean;
};

type MenuOnDemandProps = {
  /** Fetches the menu's module; called at the first sign of use (main.tsx also calls it when idle). */
  preload: () => Promise<unknown>;
  /** The stand-in trigger: looks and is named like the real one, so nothing moves on the swap. */
  triggerClassName: string;
  triggerContent: ReactNode;
  /** The real menu (a React.lazy component), started as the reader's action asks. */
  renderMenu: (start: MenuStart) => ReactNode;
};

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A Radix menu whose code loads after the page is usable: until then a plain button stands
 * in for the trigger, and pressing it opens the menu as soon as the code is there.
 */
export function MenuOnDemand({ preload, triggerClassName, triggerContent, renderMenu }: MenuOnDemandProps) {
  const [start, setStart] = useState<MenuStart | null>(null);
  const standIn = useRef<HTMLButtonElement>(null);

  function activate(open: boolean) {
    void preload();
    // The real trigger replaces the stand-in; keyboard focus must follow it.
    const autoFocus = document.activeElement === standIn.current;
    setStart((current) => (current && !open ? current : { defaultOpen: open, autoFocus }));
  }

  const standInButton = (
    <button
      ref={standIn}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClassName}
      onPointerEnter={() => activate(false)}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0) activate(true);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (OPENING_KEYS.has(event.key)) {
          event.preventDefault();
          activate(true);
        }
      }}
      onClick={() => activate(true)}
    >
      {triggerContent}
    </button>
  );

  if (!start) return standInButton;
  return <Suspense fallback={standInButton}>{renderMenu(start)}</Suspense>;
}
