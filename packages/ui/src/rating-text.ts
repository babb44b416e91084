/** A rating as every page writes it: one decimal, '5.0', '4.5', '0.0'. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
