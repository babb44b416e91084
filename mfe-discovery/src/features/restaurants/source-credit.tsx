import type { Attribution } from '@pizza-atlas/contracts';
import { SourceCredits } from '@pizza-atlas/ui/source-credits';

/**
 * Who the listed places come from; shown only beside results. The design system's credit
 * line, as city guides show it: each name and licence linked where the API gives a link.
 */
export function SourceCredit({ attributions }: { attributions: Attribution[] }) {
  return (
    <SourceCredits
      credits={attributions.map((attribution) => ({
        name: attribution.name,
        url: attribution.url,
        license: attribution.license,
        license_url: attribution.license_url ?? null,
      }))}
    />
  );
}
