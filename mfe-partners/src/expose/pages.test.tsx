import type React from 'react';
import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';

// Every page this remote exposes renders inside a router and sets its title.
const exposed = fs.readdirSync(__dirname).filter((file) => file.endsWith('-page.tsx'));

describe('partners pages', () => {
  it.each(exposed)('%s renders its heading and title', (file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Page = require(path.join(__dirname, file)).default as () => React.JSX.Element;
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('');
    expect(document.title).toContain("Pizza Atlas: America's Pizza Directory");
  });
});
