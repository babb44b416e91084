import type { OutgoingMail } from './mail-transport';

/**
 * The words of every mail the site sends, plain text. `site` is PUBLIC_URL. Visitor text in
 * a subject is put on one line (a mail header cannot hold a line break).
 */
const oneLine = (text: string, max = 120) => text.replace(/\s+/g, ' ').trim().slice(0, max);

export const MAIL_SUBJECTS = {
  confirmAddress: 'Confirm your address for Pizza Atlas',
  alreadyRegistered: 'You already have a Pizza Atlas account',
  passwordReset: 'Reset your Pizza Atlas password',
} as const;

export function confirmAddressMail(site: string, to: string, name: string, token: string) {
  return {
    to,
    subject: MAIL_SUBJECTS.confirmAddress,
    text: [
      `Hello ${oneLine(name, 100)},`,
      '',
      'Thanks for signing up. Please confirm your address to finish:',
      '',
      `${site}/advertiser/confirm-address?token=${encodeURIComponent(token)}`,
      '',
      'The link works once, for 48 hours. Until your address is confirmed you can sign in,',
      'but not claim a listing.',
      '',
      'If you did not sign up for Pizza Atlas, ignore this mail: nothing happens without it.',
    ].join('\n'),
  } satisfies OutgoingMail;
}

export function alreadyRegisteredMail(site: string, to: string) {
  return {
    to,
    subject: MAIL_SUBJECTS.alreadyRegistered,
    text: [
      'Hello,',
      '',
      'Someone, perhaps you, tried to sign up for Pizza Atlas with this address.',
      '',
      'You already have an account — sign in or reset your password:',
      '',
      `Sign in: ${site}/advertiser/login`,
      `Reset your password: ${site}/advertiser/forgot-password`,
      '',
      'If it was not you, ignore this mail: your account is unchanged.',
    ].join('\n'),
  } satisfies OutgoingMail;
}

export function passwordResetMail(site: string, to: string, token: string) {
  return {
    to,
    subject: MAIL_SUBJECTS.passwordReset,
    text: [
      'Hello,',
      '',
      'Set a new password for your Pizza Atlas account here:',
      '',
      `${site}/advertiser/reset-password?token=${encodeURIComponent(token)}`,
      '',
      'The link works once, for 30 minutes. Setting a new password signs you out everywhere.',
      '',
      'If you did not ask for this, ignore this mail: your password is unchanged.',
    ].join('\n'),
  } satisfies OutgoingMail;
}

export function staffContactMail(
  site: string,
  message: { name: string; email: string; company: string | null; type: string; message: string },
) {
  return {
    subject: `New contact message (${message.type}) from ${oneLine(message.name, 100)}`,
    text: [
      `A new contact message arrived (${message.type}).`,
      '',
      `From: ${oneLine(message.name, 100)} <${message.email}>`,
      ...(message.company ? [`Company: ${oneLine(message.company, 200)}`] : []),
      '',
      message.message,
      '',
      `Read and answer it in the staff console: ${site}/staff/inbox`,
    ].join('\n'),
  };
}

export function staffClaimMail(
  site: string,
  claim: {
    placeName: string;
    city: string;
    state: string;
    businessName: string;
    email: string;
    message: string;
  },
) {
  return {
    subject: `New listing claim: ${oneLine(claim.placeName, 150)}`,
    text: [
      `${oneLine(claim.businessName, 200)} <${claim.email}> asks to be recognised as the owner of`,
      `${oneLine(claim.placeName, 200)} (${claim.city}, ${claim.state}).`,
      ...(claim.message ? ['', `Their message: ${claim.message}`] : []),
      '',
      `Decide it in the staff console: ${site}/staff/claims`,
    ].join('\n'),
  };
}

export function claimDecisionMail(
  site: string,
  to: string,
  claim: { placeName: string; decision: 'approved' | 'refused' | 'revoked'; note: string },
) {
  const approved = claim.decision === 'approved';
  return {
    to,
    subject: `Your claim for ${oneLine(claim.placeName, 150)} was ${claim.decision}`,
    text: [
      'Hello,',
      '',
      approved
        ? `Our staff approved your claim: you are now the owner of ${oneLine(claim.placeName, 200)} on Pizza Atlas.`
        : claim.decision === 'revoked'
          ? `Our staff withdrew your approved claim: you are no longer the owner of ${oneLine(claim.placeName, 200)} on Pizza Atlas.`
          : `Our staff refused your claim for ${oneLine(claim.placeName, 200)}.`,
      ...(claim.note ? ['', `Their note: ${claim.note}`] : []),
      '',
      `See your claims: ${site}/advertiser/dashboard`,
    ].join('\n'),
  } satisfies OutgoingMail;
}
