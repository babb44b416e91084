import { PageFrame } from '@pizza-atlas/ui';

export default function AdvertiserDashboardPage() {
  return (
    <PageFrame
      owner="partners"
      heading="Advertiser Dashboard"
      head={{
        title: 'Advertiser Dashboard',
        description: 'Your listings and campaigns.',
        robots: 'noindex, nofollow',
      }}
    />
  );
}
