import { render, screen } from '@testing-library/react';
import { Button } from './button';
import { SampleLabel } from './sample-label';

describe('ui', () => {
  it('renders an accessible, disable-able button', () => {
    render(<Button disabled>Find Pizza</Button>);
    expect(screen.getByRole('button', { name: 'Find Pizza' })).toBeDisabled();
  });

  it('labels sample data with the one wording', () => {
    render(<SampleLabel />);
    expect(screen.getByText('Sample data')).toBeInTheDocument();
  });
});
