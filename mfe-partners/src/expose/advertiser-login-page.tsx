import { PageFrame } from '@pizza-atlas/ui';

export default function AdvertiserLoginPage() {
  return (
    <PageFrame
      owner="partners"
      heading="Advertiser Sign In"
      head={{
        title: 'Advertiser Sign In',
        description: 'Sign in to manage your Pizza Atlas listing.',
        robots: 'noindex, nofollow',
      }}
    />
  );
}
