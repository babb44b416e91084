import { PageFrame } from '@pizza-atlas/ui';

export default function PizzaSocialPage() {
  return (
    <PageFrame
      owner="labs"
      heading="Pizza Passport"
      head={{
        title: 'Pizza Passport',
        description: 'Check-ins, badges and challenges for pizza lovers.',
      }}
    />
  );
}
