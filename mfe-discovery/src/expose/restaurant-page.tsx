import { PageFrame } from '@pizza-atlas/ui';

export default function RestaurantPage() {
  return (
    <PageFrame
      owner="discovery"
      heading="Restaurant Details"
      head={{
        title: 'Restaurant Details',
        description: 'Ratings, reviews, hours and ordering links for a pizza place.',
      }}
    />
  );
}
