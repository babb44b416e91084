import { PageFrame } from '@pizza-atlas/ui';

export default function ArScannerPage() {
  return (
    <PageFrame
      owner="labs"
      heading="AR Menu Scanner"
      head={{
        title: 'AR Menu Scanner',
        description: 'Scan a pizza menu to learn about its dishes.',
      }}
    />
  );
}
