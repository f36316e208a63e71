import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHILD_WORK_PAGE_SIZE } from '../../../../shared/constants.js';
import { EmptyText } from '../../../components/EmptyText';
import { MemberPhoto } from '../../../entities/member-card/MemberPhoto';
import type { Child, ChildWork } from '../api/get-children';
import { ChildWorkItem } from './ChildWorkItem';

type ChildSectionProps = {
  child: Child;
  /** What the guardian may ask of one piece, if anything. */
  workAction?: (work: ChildWork) => ReactNode;
  /** What the guardian may ask of the child's account, under their name. */
  childAction?: ReactNode;
  /** What follows the child's work in their section: the guardian's consents for them. */
  children?: ReactNode;
};

/** A child, by name and photo, and their work newest first (the newest page of it). */
export function ChildSection({ child, workAction, childAction, children }: ChildSectionProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-name`} className="mt-10">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <MemberPhoto image={child.image} size={56} className="size-14 shrink-0 rounded-full object-cover ring-2 ring-white" />
        <h2 id={`${id}-name`} className="min-w-0 text-2xl font-bold [overflow-wrap:anywhere] text-brand-900">
          {child.name} {child.surname}
        </h2>
        {childAction && <div className="sm:ml-auto">{childAction}</div>}
      </div>
      {child.work.length === 0 ? (
        <EmptyText className="mt-4">{t('children.nothingYet')}</EmptyText>
      ) : (
        <>
          <ul className="mt-4 space-y-3">
            {child.work.map((work) => (
              <ChildWorkItem key={work.id} work={work} action={workAction?.(work)} />
            ))}
          </ul>
          {child.hasMore && <p className="mt-3 text-sm text-slate-600">{t('children.newestShown', { count: CHILD_WORK_PAGE_SIZE })}</p>}
        </>
      )}
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}
