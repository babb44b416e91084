import { Skeleton, space } from '@pizza-atlas/ui';

/** The page's shape while the restaurant loads. */
export function RestaurantSkeleton() {
  return (
    <div role="status" aria-label="Loading restaurant" style={{ display: 'grid', gap: space(4) }}>
      <Skeleton $height="2.5rem" style={{ width: '60%' }} />
      <Skeleton $height="1.25rem" style={{ width: '40%' }} />
      <Skeleton $height="320px" />
      <Skeleton $height="120px" />
    </div>
  );
}
