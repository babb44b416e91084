import { PageFrame } from '@pizza-atlas/ui';

export default function SubmitPage() {
  return (
    <PageFrame
      owner="discovery"
      heading="Add a Pizza Place"
      head={{
        title: 'Add a Pizza Place',
        description: 'Tell us about a pizza place that is missing from Pizza Atlas.',
      }}
    />
  );
}
