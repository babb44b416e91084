import { PageFrame } from '@pizza-atlas/ui';

export default function DiscoveryJourneyPage() {
  return (
    <PageFrame
      owner="labs"
      heading="Discovery Journey"
      head={{
        title: 'Discovery Journey',
        description: 'A guided search for your perfect pizza match.',
      }}
    />
  );
}
