import { PageFrame } from '@pizza-atlas/ui';

export default function CityPage() {
  return (
    <PageFrame
      owner="guides"
      heading="City Pizza Guide"
      head={{
        title: 'City Pizza Guide',
        description: 'Pizza places in this city.',
      }}
    />
  );
}
