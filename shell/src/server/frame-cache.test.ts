/**
 * @jest-environment node
 */
import { QueryClient } from '@tanstack/react-query';
import type { PlatformManifest } from '@pizza-atlas/contracts';
import { frameSlotHtml } from '../frame/frame-parts';
import { SHELL_PAGE_DEFINITIONS } from '../site-routes';
import { FrameCache, cutFrame, frameKey, joinFrame, type RenderedFrame } from './frame-cache';
import type { StyleRule } from './render-to-html';

const MANIFEST: PlatformManifest = { remotes: [], features: {} };
const FRAME: RenderedFrame = {
  header: '<header>H</header>',
  footer: '<footer>F</footer>',
  rules: { before: [], after: [] },
};
const rule = (name: string): StyleRule => ['sc-id', name, [`.${name}{}`]];

describe('the frame cut out of a frame render and put into a page', () => {
  const drawn = `<div><a>skip</a><header class="h">menu</header><main>${frameSlotHtml('page')}</main><footer class="f">links</footer></div>`;

  it('cuts the one header before the page and the one footer after it, and splits the styles there', () => {
    const cut = cutFrame(drawn, [rule('a'), rule('b'), rule('c')], 2);
    expect(cut).toEqual({
      header: '<header class="h">menu</header>',
      footer: '<footer class="f">links</footer>',
      rules: { before: [rule('a'), rule('b')], after: [rule('c')] },
    });
    const page = `<link rel="preload"><div><a>skip</a>${frameSlotHtml('header')}<main>the page</main>${frameSlotHtml('footer')}</div>`;
    expect(joinFrame(page, cut!)).toBe(
      '<link rel="preload"><div><a>skip</a><header class="h">menu</header><main>the page</main><footer class="f">links</footer></div>',
    );
  });

  it('keeps nothing of a frame that is not the expected shape, and joins no page without its slots', () => {
    expect(cutFrame(drawn, [], null)).toBeNull();
    expect(cutFrame(drawn.replace(frameSlotHtml('page'), ''), [], 0)).toBeNull();
    expect(cutFrame(drawn.replace('<a>skip</a>', '<header>two</header>'), [], 0)).toBeNull();
    expect(cutFrame(drawn.replace('</footer>', '</footer><footer></footer>'), [], 0)).toBeNull();
    expect(joinFrame('<main>no slots</main>', FRAME)).toBeNull();
  });
});

describe('the frame key', () => {
  const site = { shellPages: SHELL_PAGE_DEFINITIONS, manifest: MANIFEST };
  const key = (pathname: string, options: { origin?: string; sample?: number } = {}) => {
    const queryClient = new QueryClient();
    if (options.sample !== undefined)
      queryClient.setQueryData(['site', 'sources'], {
        catalog: { sample: options.sample, osm: 0, overture: 0, csv: 0, submission: 0 },
        provider: null,
      });
    return frameKey({
      pathname,
      site,
      origin: options.origin ?? 'https://pizza.example',
      queryClient,
      year: 2026,
    });
  };

  it('is one for every page no menu link points at, and its own for a page one does', () => {
    expect(key('/restaurant/a')).toBe(key('/restaurant/b'));
    expect(key('/states/texas')).toBe(key('/restaurant/b'));
    expect(key('/')).not.toBe(key('/restaurant/b'));
  });

  it('follows the origin and whether the catalog holds sample places, when the page knows', () => {
    expect(key('/about', { origin: 'https://other.example' })).not.toBe(key('/about'));
    expect(key('/about', { sample: 3 })).not.toBe(key('/about', { sample: 0 }));
    expect(key('/about', { sample: 0 })).not.toBe(key('/about'));
    expect(key('/about', { sample: 3 })).toBe(key('/about', { sample: 9 }));
  });
});

describe('the frame cache', () => {
  it('draws a key once for the pages that ask at the same moment, and keeps it', async () => {
    const cache = new FrameCache();
    let draws = 0;
    let finish: (value: { frame: RenderedFrame | null; keep: boolean }) => void = () => undefined;
    const draw = () => {
      draws += 1;
      return new Promise<{ frame: RenderedFrame | null; keep: boolean }>((resolve) => {
        finish = resolve;
      });
    };
    const asked = [cache.get(MANIFEST, 'k', draw), cache.get(MANIFEST, 'k', draw)];
    finish({ frame: FRAME, keep: true });
    expect(await Promise.all(asked)).toEqual([FRAME, FRAME]);
    expect(await cache.get(MANIFEST, 'k', draw)).toBe(FRAME);
    expect(draws).toBe(1);
  });

  it('forgets a frame that is not to be kept or whose drawing failed, so the next page draws again', async () => {
    const cache = new FrameCache();
    const failed = await cache.get(MANIFEST, 'k', () => Promise.reject(new Error('budget')));
    expect(failed).toBeNull();
    expect(await cache.get(MANIFEST, 'k', async () => ({ frame: null, keep: false }))).toBeNull();
    expect(await cache.get(MANIFEST, 'k', async () => ({ frame: FRAME, keep: true }))).toBe(FRAME);
  });

  it('keeps a frame per registry snapshot and holds at most 32 keys of one', async () => {
    const cache = new FrameCache();
    const other: PlatformManifest = { remotes: [], features: {} };
    let draws = 0;
    const draw = async () => {
      draws += 1;
      return { frame: FRAME, keep: true };
    };
    await cache.get(MANIFEST, 'k', draw);
    await cache.get(other, 'k', draw);
    expect(draws).toBe(2);
    for (let index = 0; index < 32; index += 1) await cache.get(MANIFEST, `key ${index}`, draw);
    expect(draws).toBe(34);
    // The first key of the snapshot made room for the 33rd; the others are still kept.
    await cache.get(MANIFEST, 'key 31', draw);
    expect(draws).toBe(34);
    await cache.get(MANIFEST, 'k', draw);
    expect(draws).toBe(35);
  });
});
