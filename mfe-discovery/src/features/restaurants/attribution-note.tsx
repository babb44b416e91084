import { Fragment } from 'react';
import type { Attribution, Credit, RatingSource } from '@pizza-atlas/contracts';
import { SampleLabel } from '@pizza-atlas/ui';

/** The credits a place carries, or one built from its attribution when an answer has none. */
function creditsOf(attribution: Attribution, credits: Credit[] | undefined): Credit[] {
  if (credits && credits.length > 0) return credits;
  return [
    {
      name: attribution.name,
      url: attribution.url,
      license: attribution.license,
      license_url: null,
    },
  ];
}

function ExternalOrText({ href, children }: { href: string | null; children: string }) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * Sample places say so; a real place credits every source its facts come from, each with
 * its link and licence, as their terms ask ("Data: © OpenStreetMap contributors (ODbL) ·
 * Overture Maps Foundation (CDLA-Permissive-2.0)").
 */
export function AttributionNote({
  attribution,
  credits,
}: {
  attribution: Attribution;
  credits?: Credit[];
}) {
  if (attribution.is_sample) return <SampleLabel />;
  return (
    <small>
      Data:{' '}
      {creditsOf(attribution, credits).map((credit, index) => (
        <Fragment key={`${credit.name}:${credit.url ?? ''}`}>
          {index > 0 && ' · '}
          <ExternalOrText href={credit.url}>{credit.name}</ExternalOrText>
          {credit.license && (
            <>
              {' ('}
              <ExternalOrText href={credit.license_url}>{credit.license}</ExternalOrText>)
            </>
          )}
        </Fragment>
      ))}
    </small>
  );
}

/** The sources of a place in a few words, for a card: names only, no links to mis-tap. */
export function shortCredit(attribution: Attribution, credits: Credit[] | undefined): string {
  return `Data: ${creditsOf(attribution, credits)
    .map((credit) => credit.name)
    .join(' · ')}`;
}

/**
 * A source named as a place to visit, not as its credit: '© OpenStreetMap contributors'
 * reads 'OpenStreetMap' on a "View on" button.
 */
export function sourceSiteName(attribution: string): string {
  return attribution
    .replace(/^©\s*/, '')
    .replace(/\s+contributors$/i, '')
    .replace(/,\s*\S+\.\w+$/, '');
}

/**
 * Whose reviews a rating counts, in the words beside it: a source's stated totals are not
 * our visitors' ('87 reviews on Acme listings'); undefined when they are ours alone, or the
 * sample's (labelled fiction already).
 */
export function reviewCountSource(restaurant: {
  attribution: Attribution;
  rating_source?: RatingSource;
}): { kind: 'source' | 'mixed'; site: string } | undefined {
  const { rating_source: ratingSource, attribution } = restaurant;
  if (attribution.is_sample) return undefined;
  if (ratingSource !== 'source' && ratingSource !== 'mixed') return undefined;
  return { kind: ratingSource, site: sourceSiteName(attribution.name) };
}
