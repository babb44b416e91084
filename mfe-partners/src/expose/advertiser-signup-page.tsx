import { PageFrame } from '@pizza-atlas/ui';

export default function AdvertiserSignupPage() {
  return (
    <PageFrame
      owner="partners"
      heading="Advertiser Sign Up"
      head={{
        title: 'Advertiser Sign Up',
        description: 'Create an advertiser account for your pizza restaurant.',
        robots: 'noindex, nofollow',
      }}
    />
  );
}
