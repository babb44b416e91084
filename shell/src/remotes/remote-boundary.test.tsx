import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RemoteBoundary } from './remote-boundary';

let shouldFail = true;
function Flaky() {
  if (shouldFail) throw new Error('remote exploded');
  return <p>Remote content</p>;
}

function Harness() {
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      <p>Header keeps working</p>
      <RemoteBoundary
        key={attempt}
        onRetry={() => setAttempt((n) => n + 1)}
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            Try again
          </button>
        )}
      >
        <Flaky />
      </RemoteBoundary>
    </>
  );
}

describe('RemoteBoundary', () => {
  it('keeps a failing remote in its own area and recovers on retry', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByText('Header keeps working')).toBeInTheDocument();
    expect(screen.queryByText('Remote content')).toBeNull();
    shouldFail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Remote content')).toBeInTheDocument();
    error.mockRestore();
  });
});
