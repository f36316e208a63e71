import * as Popover from '@radix-ui/react-popover';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberCard as Member } from '../../../shared/schemas/profiles.js';
import { ContactLinks } from './ContactLinks';
import { cutDescription } from './cut-description';
import { MemberPhoto } from './MemberPhoto';

const PHOTO_SIZE = 48;

type MemberCardPopupProps = {
  id: string;
  member: Member;
  open: boolean;
  /** The card it belongs to: the popup is placed beside it, and pressing it is no "outside". */
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onEscape: () => void;
};

/**
 * The popup of a MemberCard, loaded on demand. A non-modal Radix popover opened and closed by
 * the card; it is rendered in place rather than in a portal so that Tab goes from the card
 * straight into its links. It never takes focus by itself.
 */
export function MemberCardPopup({ id, member, open, anchor, onClose, onEscape }: MemberCardPopupProps) {
  const { t } = useTranslation();
  const name = t('memberCard.name', { name: member.name, surname: member.surname });
  const description = cutDescription(member.description);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Content
        id={id}
        side="bottom"
        align="start"
        sideOffset={8}
        collisionPadding={12}
        className="z-40 w-72 max-w-[calc(100vw-1.5rem)] rounded-2xl bg-white p-4 text-left text-slate-800 shadow-xl ring-1 ring-slate-200"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          event.preventDefault();
          onEscape();
        }}
        onInteractOutside={(event) => {
          // The card toggles the popup itself.
          if (event.target instanceof Node && anchor.current?.contains(event.target)) event.preventDefault();
        }}
      >
        <div className="flex items-center gap-3">
          <MemberPhoto
            image={member.image}
            size={PHOTO_SIZE}
            className="size-12 shrink-0 rounded-full bg-brand-100 object-cover"
          />
          <Popover.Title className="min-w-0 text-base font-bold break-words text-brand-900">{name}</Popover.Title>
        </div>
        {description && <p className="mt-3 text-sm text-slate-700 [overflow-wrap:anywhere]">{description}</p>}
        <ContactLinks contact={member} className="mt-3 border-t border-slate-100 pt-2" />
      </Popover.Content>
    </Popover.Root>
  );
}
