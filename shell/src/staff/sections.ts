import type { ComponentType } from 'react';
import { AuditSection } from './sections/audit-section';
import { ClaimsSection } from './sections/claims-section';
import { InboxSection } from './sections/inbox-section';
import { MailSection } from './sections/mail-section';
import { PlatformSection } from './sections/platform-section';
import { RejectionsSection } from './sections/rejections-section';
import { ReviewsSection } from './sections/reviews-section';
import { SubmissionsSection } from './sections/submissions-section';

/** The console's sections, in nav order; each is /staff/<slug>. */
export const STAFF_SECTIONS: { slug: string; label: string; component: ComponentType }[] = [
  { slug: 'platform', label: 'Platform', component: PlatformSection },
  { slug: 'submissions', label: 'Submissions', component: SubmissionsSection },
  { slug: 'reviews', label: 'Reviews', component: ReviewsSection },
  { slug: 'claims', label: 'Claims', component: ClaimsSection },
  { slug: 'inbox', label: 'Inbox', component: InboxSection },
  { slug: 'mail', label: 'Mail', component: MailSection },
  { slug: 'rejections', label: 'Rejections', component: RejectionsSection },
  { slug: 'audit', label: 'Audit log', component: AuditSection },
];

export const sectionFor = (slug: string | undefined) =>
  STAFF_SECTIONS.find((section) => section.slug === (slug ?? ''));
