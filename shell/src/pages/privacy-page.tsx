import { Link } from 'react-router-dom';
import { resolveRoute } from '@pizza-atlas/platform';
import { useSiteRoutes } from '../site-routes';
import { ContentPage } from './content-page';
import { MapTilesNote } from './map-tiles-note';

export function PrivacyPage() {
  const site = useSiteRoutes();
  const hasContact = resolveRoute(site, '/contact').kind !== 'not-found';
  const contact = hasContact ? <Link to="/contact">contact page</Link> : 'contact page';
  return (
    <ContentPage heading="Privacy Policy">
      <p className="updated">Last updated: November 2026</p>
      <h2>What we collect</h2>
      <p>
        You can use Pizza Atlas without an account. We keep only what you choose to send us, and
        what our servers need to run:
      </p>
      <ul>
        <li>
          Reviews: your rating, your text and the name you type, all shown publicly with the review.
        </li>
        <li>
          Places you submit: the details and photos you send, kept for our staff to review and not
          published before they approve them.
        </li>
        <li>
          Messages sent through the {contact}: your name, email address, company if you give it, and
          your message.
        </li>
        <li>
          With each message, and each wait-time report, a keyed hash of your IP address (never the
          address itself), to trace abuse.
        </li>
        <li>Which restaurant pages are viewed, counted without anything that identifies you.</li>
        <li>
          Server logs of each request (IP address, page, time and result), to keep the service
          running. To limit abuse, what each address sends (reviews, places, messages) is also
          counted for a minute at a time.
        </li>
      </ul>
      <p>
        Advertiser accounts keep the business name, contact name, email address and package given at
        sign-up, the password only as a slow one-way hash (never the password itself), the listings
        the advertiser asks to claim, and, to stop password guessing, failed sign-ins for 15 minutes
        with a keyed hash of the address they came from.
      </p>
      <h2>Cookies and your browser</h2>
      <p>
        Visitors get no cookies. Advertisers and staff get one sign-in cookie while signed in. A few
        items, such as your theme, stay in your browser and are never sent to us: the{' '}
        <Link to="/cookies">Cookie Policy</Link> lists every one.
      </p>
      <h2>How we use it</h2>
      <p>
        To run the directory, show reviews, consider submitted places, answer messages and prevent
        spam. We do not sell or share personal information, and we load no third-party advertising
        or analytics trackers.
      </p>
      <h2>Location</h2>
      <p>
        Pizza Atlas does not ask for your device’s location. A search uses the city, state or ZIP
        code you type.
      </p>
      <h2>Maps</h2>
      <MapTilesNote />
      <h2>Children</h2>
      <p>
        Pizza Atlas is not directed to children under 13, and we do not knowingly collect their
        information. If you believe a child under 13 has sent us information, tell us through the{' '}
        {contact} and we will delete it.
      </p>
      <h2>Your rights</h2>
      <p>
        Residents of California (under the CCPA/CPRA) and of the European Union and UK (under the
        GDPR) may ask to access, correct or delete personal information we hold about them, and to
        object to its use. Write to us through the {contact}; we answer within 30 days.
      </p>
    </ContentPage>
  );
}
