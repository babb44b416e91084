import { PageFrame } from '@pizza-atlas/ui';

export default function PizzaIntelligencePage() {
  return (
    <PageFrame
      owner="labs"
      heading="Pizza Intelligence"
      head={{
        title: 'Pizza Intelligence',
        description: 'Pizza picks for your mood and the weather.',
      }}
    />
  );
}
