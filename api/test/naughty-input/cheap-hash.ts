/**
 * The password module with Argon2 at a test cost, for `jest.mock` in each sweep file: the
 * hashing's strength is not what the sweep is about, and at OWASP's cost the account routes
 * alone would take minutes on two shared cores.
 */
export function cheapHashPasswordModule(): Record<string, unknown> {
  const actual = jest.requireActual('../../src/accounts/hash-password');
  const { hash } = jest.requireActual('@node-rs/argon2');
  const cheap = { ...actual.ARGON2_PARAMETERS, memoryCost: 1024, timeCost: 1 };
  let decoy: Promise<string> | undefined;
  return {
    ...actual,
    hashPassword: (password: string) => hash(password, cheap),
    decoyPasswordHash: () => (decoy ??= hash('no one has this password', cheap)),
  };
}
