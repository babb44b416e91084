import { PageFrame } from '@pizza-atlas/ui';

export default function ListingPage() {
  return (
    <PageFrame
      owner="guides"
      heading="Pizza Place"
      head={{
        title: 'Pizza Place',
        description: 'A pizza place from our guides.',
      }}
    />
  );
}
