import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ContactTypeSchema } from '@pizza-atlas/contracts';
import { Card, PageFrame, breakpoint, color, space } from '@pizza-atlas/ui';
import { ContactForm } from './contact-form';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${space(6)};
  align-items: start;
  @media (max-width: ${breakpoint.md}) {
    grid-template-columns: 1fr;
  }
`;

const Blurbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
`;

const Blurb = styled(Card)`
  h2 {
    margin: 0 0 ${space(2)};
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${color.textMuted};
  }
`;

const BLURBS = [
  {
    title: 'Advertising',
    text: 'Questions about featuring your pizza place or our launch pricing for founding partners.',
  },
  {
    title: 'Partnerships',
    text: 'Delivery services, brands and groups who want to work with Pizza Atlas.',
  },
  {
    title: 'Support',
    text: 'Something wrong with a listing, a review or the site? Tell us and we will look into it.',
  },
] as const;

/** /contact: Get In Touch. `?type=advertiser|partnership|general` preselects the inquiry type. */
export function ContactPage() {
  const [params] = useSearchParams();
  const parsed = ContactTypeSchema.safeParse(params.get('type'));
  const initialType = parsed.success ? parsed.data : 'general';
  return (
    <PageFrame
      owner="partners"
      heading="Get In Touch"
      lead="Questions, ideas or a pizza place to promote? Send us a message and we'll get back to you."
      head={{
        title: 'Get In Touch',
        description: 'Contact the Pizza Atlas team.',
        robots: 'noindex, nofollow',
      }}
    >
      <Layout>
        <Blurbs>
          {BLURBS.map((blurb) => (
            <li key={blurb.title}>
              <Blurb as="article">
                <h2>{blurb.title}</h2>
                <p>{blurb.text}</p>
              </Blurb>
            </li>
          ))}
        </Blurbs>
        <ContactForm key={initialType} initialType={initialType} />
      </Layout>
    </PageFrame>
  );
}
