import { Link } from 'react-router-dom';
import { ContentPage } from './content-page';

export function AboutPage() {
  return (
    <ContentPage
      heading="About Pizza Atlas"
      head={{
        title: 'About',
        description: 'What Pizza Atlas is, what its labs do, and where its data comes from.',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Pizza Atlas',
          url: '/',
        },
      }}
    >
      <p>
        Pizza Atlas is a public directory of pizza places across the United States. Search by city,
        state or ZIP code, compare places by rating, price and services, read and write reviews, and
        add a place we are missing. No account is needed for any of it.
      </p>
      <h2>Our labs</h2>
      <p>
        Alongside the directory we run a few experiments: AI-style recommendations by mood and
        weather, a pizza personality quiz, wait-time estimates, an AR menu scanner, voice and photo
        search ideas, and a social pizza passport with badges. Labs are clearly marked: where a lab
        shows sample or demonstration data rather than live data, it says so on the page.
      </p>
      <h2>Where the data comes from</h2>
      <ul>
        <li>
          Restaurant listings come from our built-in catalog, from places visitors submit (after a
          staff review), and, where configured, from an outside listing provider whose name and link
          appear beside its data. The sample catalog shipped with a new installation is fictional
          and labelled as sample data.
        </li>
        <li>
          City names, coordinates and populations come from{' '}
          <a href="https://www.geonames.org/" rel="noopener noreferrer">
            GeoNames
          </a>
          , licensed under{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/" rel="noopener noreferrer">
            CC BY 4.0
          </a>
          .
        </li>
        <li>
          Places imported from OpenStreetMap are © OpenStreetMap contributors, available under the{' '}
          <a href="https://opendatacommons.org/licenses/odbl/" rel="noopener noreferrer">
            Open Database License
          </a>
          .
        </li>
      </ul>
      <h2>Get in touch</h2>
      <p>
        Questions, corrections or partnership ideas: use the <Link to="/contact">contact page</Link>
        .
      </p>
    </ContentPage>
  );
}
