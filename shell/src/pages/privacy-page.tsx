import { ContentPage } from './content-page';

export function PrivacyPage() {
  return (
    <ContentPage heading="Privacy Policy">
      <p className="updated">Last updated: November 2026</p>
      <h2>What we collect</h2>
      <p>
        You can use Pizza Atlas without an account. We store what you choose to send us: reviews
        (with the name you type), places you submit, wait-time reports and contact messages.
        Advertisers who sign up give us an email address and business details. Our servers keep
        short-lived technical logs (IP address, browser, pages requested) to keep the service secure
        and to limit abuse.
      </p>
      <h2>How we use it</h2>
      <p>
        To run the directory, show reviews and submissions, answer messages, prevent spam and
        measure which pages are used. We do not sell personal information and we do not load
        third-party advertising trackers.
      </p>
      <h2>Location</h2>
      <p>
        Some features can use your device&apos;s location, only after you allow it in your browser.
        It is used for that search and not stored with your identity.
      </p>
      <h2>Children</h2>
      <p>
        Pizza Atlas is not directed to children under 13, and we do not knowingly collect their
        information.
      </p>
      <h2>Your rights</h2>
      <p>
        Residents of California (under the CCPA/CPRA) and of the European Union and UK (under the
        GDPR) may ask to access, correct or delete personal information we hold about them, and to
        object to its use. Write to us through the contact page; we answer within 30 days.
      </p>
    </ContentPage>
  );
}
