import { PageFrame } from '@pizza-atlas/ui';

export default function WaitTimesPage() {
  return (
    <PageFrame
      owner="labs"
      heading="Wait Times"
      head={{
        title: 'Wait Times',
        description: 'How long the wait is at pizza places.',
      }}
    />
  );
}
