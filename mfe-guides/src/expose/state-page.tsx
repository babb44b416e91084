import { PageFrame } from '@pizza-atlas/ui';

export default function StatePage() {
  return (
    <PageFrame
      owner="guides"
      heading="State Pizza Guide"
      head={{
        title: 'State Pizza Guide',
        description: 'Pizza cities and places in this state.',
      }}
    />
  );
}
