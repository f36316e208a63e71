import { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberCard as Member } from '../../../shared/schemas/profiles.js';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_TOUCH_DELAY_MS, TOOLTIP_TOUCH_LEAVE_MS } from '../../../shared/constants.js';
import { MemberPhoto } from './MemberPhoto';

// The popup's code (Radix Popover and Floating UI) is most of this component's weight: it
// loads at the first sign of interest (a pointer over the card, focus, a touch), which the
// open delay mostly hides, so pages that only show the cards do not pay for it.
const loadPopup = () => import('./MemberCardPopup');
const MemberCardPopup = lazy(() => loadPopup().then((module) => ({ default: module.MemberCardPopup })));

// Our own choice of delay: long enough to cross from the card to its popup without it closing.
const HOVER_CLOSE_DELAY_MS = 300;

/**
 * Why the popup is open, which decides what closes it: `hover` closes when the mouse leaves,
 * `focus` when focus leaves, `pinned` (a click, a tap, Enter) at a press elsewhere or Escape,
 * `press` (a long touch) a while after the finger lifts.
 */
type OpenReason = 'hover' | 'focus' | 'pinned' | 'press';

const SIZES = {
  sm: { photo: 28, photoClass: 'size-7', nameClass: 'text-sm' },
  md: { photo: 48, photoClass: 'size-12', nameClass: 'text-base' },
} as const;

type MemberCardProps = {
  /** The member; contact details are null for visitors, and then the popup leaves them out. */
  member: Member;
  size?: keyof typeof SIZES;
  className?: string;
};

/**
 * A member's photo and "Name Surname", as the collaboration page's member cards show
 * them, with a popup holding the description cut at 70 characters and the contact links
 * that are set. The popup opens on mouse hover after 100 ms, at once on keyboard focus
 * (Escape closes), and on touch a tap toggles it while a long press shows it until
 * shortly after release.
 */
export function MemberCard({ member, size = 'md', className = '' }: MemberCardProps) {
  const { t } = useTranslation();
  const popupId = useId();
  const [open, setOpen] = useState<OpenReason | null>(null);
  // Set at the first sign of interest; from then on the popup's code is rendered (and loaded).
  const [wanted, setWanted] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const timers = useRef({ open: 0, close: 0, press: 0 });
  // The touch under way on the card, and whether it has become a long press.
  const touch = useRef<{ longPress: boolean } | null>(null);
  // The pointer that last went down on the card: its click is handled by the pointer logic.
  const lastPointer = useRef<string | null>(null);
  // Focus this component moves back to the card (after Escape) is not a request to open.
  const ignoreFocus = useRef(false);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      window.clearTimeout(pending.open);
      window.clearTimeout(pending.close);
      window.clearTimeout(pending.press);
    };
  }, []);

  function clear(name: keyof typeof timers.current) {
    window.clearTimeout(timers.current[name]);
  }
  function show(reason: OpenReason) {
    clear('open');
    clear('close');
    setWanted(true);
    setOpen(reason);
  }
  function hide() {
    clear('open');
    clear('close');
    clear('press');
    setOpen(null);
  }
  /** Closes after `delay` if it is still open for `reason` then (and focus is not inside). */
  function hideLater(reason: OpenReason, delay: number) {
    clear('close');
    timers.current.close = window.setTimeout(() => {
      if (wrapper.current?.contains(document.activeElement) && document.activeElement !== trigger.current) return;
      setOpen((current) => (current === reason ? null : current));
    }, delay);
  }

  // ---- mouse (and pen): over the card or its popup -------------------------------------
  function handlePointerEnter(event: PointerEvent) {
    if (event.pointerType === 'touch') return;
    setWanted(true);
    clear('close');
    if (open) return;
    clear('open');
    timers.current.open = window.setTimeout(() => setOpen((current) => current ?? 'hover'), TOOLTIP_OPEN_DELAY_MS);
  }
  function handlePointerLeave(event: PointerEvent) {
    if (event.pointerType === 'touch') return;
    clear('open');
    if (open === 'hover') hideLater('hover', HOVER_CLOSE_DELAY_MS);
  }

  // ---- touch: a tap toggles, a long press shows it for a while -------------------------
  function handlePointerDown(event: PointerEvent) {
    lastPointer.current = event.pointerType;
    if (event.pointerType !== 'touch') return;
    setWanted(true);
    const current = { longPress: false };
    touch.current = current;
    clear('press');
    timers.current.press = window.setTimeout(() => {
      current.longPress = true;
      show('press');
    }, TOOLTIP_TOUCH_DELAY_MS);
  }
  function endTouch(event: PointerEvent, cancelled: boolean) {
    if (event.pointerType !== 'touch') return;
    clear('press');
    const ended = touch.current;
    touch.current = null;
    if (!ended) return;
    if (ended.longPress) hideLater('press', TOOLTIP_TOUCH_LEAVE_MS);
    // A touch the browser took over (a scroll) is no tap.
    else if (!cancelled) {
      if (open) hide();
      else show('pinned');
    }
  }

  function handleClick(event: MouseEvent) {
    // Enter or Space: the keyboard's toggle.
    if (event.detail === 0) {
      if (open) hide();
      else show('pinned');
      return;
    }
    // A touch was handled as it ended.
    if (lastPointer.current === 'touch') return;
    if (open === 'pinned') hide();
    else show('pinned');
  }

  // ---- keyboard focus ----------------------------------------------------------------------
  function handleFocus() {
    // A click or a tap focuses the button too, without :focus-visible: the pointer handlers
    // decide then. Keyboard focus (Tab) shows it.
    if (ignoreFocus.current || !trigger.current?.matches(':focus-visible')) return;
    setWanted(true);
    if (open === null || open === 'hover') show('focus');
  }
  function handleBlur(event: FocusEvent) {
    if (wrapper.current?.contains(event.relatedTarget as Node | null)) return;
    if (open === 'focus') hide();
  }

  /** Escape: closed, with focus back on the card if it was inside the popup. */
  function handleEscape() {
    if (wrapper.current?.contains(document.activeElement) && document.activeElement !== trigger.current) {
      ignoreFocus.current = true;
      trigger.current?.focus();
      ignoreFocus.current = false;
    }
    hide();
  }

  const name = t('memberCard.name', { name: member.name, surname: member.surname });
  const { photo, photoClass, nameClass } = SIZES[size];

  return (
    <div
      ref={wrapper}
      className={`relative inline-flex max-w-full ${className}`}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      onBlur={handleBlur}
    >
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open !== null}
        aria-controls={open !== null ? popupId : undefined}
        className="inline-flex max-w-full touch-manipulation items-center gap-2.5 rounded-full py-0.5 pr-2.5 pl-0.5 text-left font-semibold text-brand-900 transition-colors select-none [-webkit-touch-callout:none] hover:bg-brand-100 aria-expanded:bg-brand-100"
        onPointerDown={handlePointerDown}
        onPointerUp={(event) => endTouch(event, false)}
        onPointerCancel={(event) => endTouch(event, true)}
        // A long press would open the system's menu for the picture over ours.
        onContextMenu={(event) => {
          if (lastPointer.current === 'touch') event.preventDefault();
        }}
        onClick={handleClick}
        onFocus={handleFocus}
      >
        <MemberPhoto
          image={member.image}
          size={photo}
          // The name beside it says whose photo it is.
          loading="lazy"
          decoding="async"
          draggable={false}
          className={`${photoClass} shrink-0 rounded-full bg-brand-100 object-cover`}
        />
        <span className={`truncate ${nameClass}`}>{name}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MemberCardPopup
            id={popupId}
            member={member}
            open={open !== null}
            anchor={trigger}
            onClose={hide}
            onEscape={handleEscape}
          />
        </Suspense>
      )}
    </div>
  );
}
