import { PageFrame } from '@pizza-atlas/ui';

export default function AdvertisePage() {
  return (
    <PageFrame
      owner="partners"
      heading="Advertise with Pizza Atlas"
      head={{
        title: 'Advertise with Pizza Atlas',
        description: 'Advertising packages for pizza restaurant owners.',
      }}
    />
  );
}
