import { staffClaimMail, staffContactMail } from '../src/mail/mail-texts';

describe('mails to staff', () => {
  it('link the console section that acts on them, not the console’s first page', () => {
    const claim = staffClaimMail('https://pizza.example', {
      placeName: 'Halsted Street Pizzeria',
      city: 'Chicago',
      state: 'IL',
      businessName: 'Halsted Pies LLC',
      email: 'owner@example.com',
      message: '',
    });
    expect(claim.text).toContain('https://pizza.example/staff/claims');
    const contact = staffContactMail('https://pizza.example', {
      name: 'Ann',
      email: 'ann@example.com',
      company: null,
      type: 'general',
      message: 'Hello',
    });
    expect(contact.text).toContain('https://pizza.example/staff/inbox');
  });
});
