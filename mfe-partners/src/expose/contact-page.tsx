import { PageFrame } from '@pizza-atlas/ui';

export default function ContactPage() {
  return (
    <PageFrame
      owner="partners"
      heading="Get In Touch"
      head={{
        title: 'Get In Touch',
        description: 'Contact the Pizza Atlas team.',
        robots: 'noindex, nofollow',
      }}
    />
  );
}
