import { isErrorText } from './send-contact-message';

describe('isErrorText', () => {
  it.each([
    ['Failed to send message. Please try again.', true],
    ['Network error. Please check your connection and try again.', true],
    ['An error happened', true],
    ['We already have this message, thank you.', false],
    // The spec's rule is case-sensitive: 'Failed' and 'error'.
    ['failed quietly', false],
    ['Error', false],
  ])('%s is red: %s', (text, red) => {
    expect(isErrorText(text)).toBe(red);
  });
});
