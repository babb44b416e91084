import { render, screen } from '@testing-library/react';
import { Button } from './button';
import { SampleBadge } from './feedback';

describe('ui', () => {
  it('renders an accessible, disable-able button', () => {
    render(<Button disabled>Find Pizza</Button>);
    expect(screen.getByRole('button', { name: 'Find Pizza' })).toBeDisabled();
  });

  it('renders a sample-data badge', () => {
    render(<SampleBadge>Sample data</SampleBadge>);
    expect(screen.getByText('Sample data')).toBeInTheDocument();
  });
});
