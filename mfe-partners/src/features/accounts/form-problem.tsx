import { Problem } from './account-styles';

/** The form's own message (the server's answer to the whole form), when there is one. */
export function FormProblem({ message }: { message: string | undefined }) {
  return message ? (
    <Problem role="alert">
      <p>{message}</p>
    </Problem>
  ) : null;
}
