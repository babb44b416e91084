import { PageFrame } from '@pizza-atlas/ui';
import { SubmitForm } from './submit-form';

/** /submit: Add a Pizza Place. */
export function SubmitPage() {
  return (
    <PageFrame
      owner="discovery"
      width="760px"
      heading="Add a Pizza Place"
      lead="Know a great pizza place we're missing? Tell us about it. It will appear in the directory once our staff approve it."
      head={{
        title: 'Add a Pizza Place',
        description: 'Tell us about a pizza place that is missing from Pizza Atlas.',
      }}
    >
      <SubmitForm />
    </PageFrame>
  );
}
