import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageFrame } from '@pizza-atlas/ui';
import { Aside, FormCard } from './account-styles';

/**
 * The page a mailed link opens (confirm an address, set a new password): a centred account
 * column kept out of search engines, one form named `label`, and the way back to sign in.
 */
export function LinkFormPage({
  heading,
  lead,
  description,
  label,
  onSubmit,
  children,
}: {
  heading: string;
  lead: string;
  /** The page's meta description. */
  description: string;
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <PageFrame
      owner="partners"
      width="560px"
      heading={heading}
      lead={lead}
      head={{ title: heading, description, robots: 'noindex, nofollow' }}
    >
      <FormCard as="form" noValidate onSubmit={onSubmit} aria-label={label}>
        {children}
        <Aside>
          <Link to="/advertiser/login">Back to sign in</Link>
        </Aside>
      </FormCard>
    </PageFrame>
  );
}
