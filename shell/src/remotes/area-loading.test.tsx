import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { AreaLoading, RemoteModule } from './remote-module';
import { LoadedModulesContext } from './server-modules';

jest.mock('./load-remote', () => ({ loadRemoteModule: jest.fn() }));

/** The server's HTML for an area it leaves to the browser (its module could not be loaded). */
function leftToBrowser(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <LoadedModulesContext.Provider
      value={{ modules: new Map<string, ComponentType>(), otherwise: 'render-in-browser' }}
    >
      {element}
    </LoadedModulesContext.Provider>,
  );
  return container;
}

describe('what an area shows before its code has arrived', () => {
  it('a page keeps a screen, so the footer is not on screen to be pushed down', () => {
    const html = leftToBrowser(
      <RemoteModule remote="guides" module="StatePage" area="state and city guides" />,
    );
    const loading = html.querySelector('[role="status"]')!.parentElement!;
    expect(loading).toHaveStyle({ minHeight: '100vh' });
  });

  it('a widget keeps the height it reserves', () => {
    const html = leftToBrowser(
      <RemoteModule
        remote="discovery"
        module="FeaturedPlaces"
        area="restaurant search"
        compact
        loading={<AreaLoading minHeight="100vh" />}
      />,
    );
    expect(html.querySelector('[role="status"]')!.parentElement!).toHaveStyle({
      minHeight: '100vh',
    });
  });

  it('a small widget without a reserve keeps only the spinner’s room', () => {
    const html = leftToBrowser(
      <RemoteModule remote="discovery" module="HeroSearch" area="restaurant search" compact />,
    );
    expect(html.querySelector('[role="status"]')!.parentElement!.getAttribute('style')).toBeNull();
  });
});
