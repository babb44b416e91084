import { PageFrame } from '@pizza-atlas/ui';

export default function DirectoryPage() {
  return (
    <PageFrame
      owner="discovery"
      heading="Pizza Directory"
      head={{
        title: 'Pizza Directory',
        description: 'Search pizza places by city, state or ZIP code.',
      }}
    />
  );
}
