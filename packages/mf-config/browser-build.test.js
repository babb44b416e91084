// The shell's and the remotes' browser builds, made fresh into a temporary folder, checked
// for what must not come back before first paint (docs/decisions/0016-javascript-before-
// first-paint.md): zod in the shell, the whole react-router, a second runtime core; and for
// the JavaScript budget of issue 27 (docs/decisions/0051-no-zod-in-the-browser.md): no zod
// in what the measured pages load, the toaster loaded apart, each page's remote part capped.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const zlib = require('node:zlib');
const os = require('node:os');
const path = require('node:path');

const REPO = path.resolve(__dirname, '..', '..');

function buildBrowser(appDir, outputPath) {
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [appDir] });
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(
      process.execPath,
      [cli, '--mode', 'production', '--config-name', 'browser'],
      { cwd: appDir, env: { ...process.env, MF_OUTPUT_PATH: outputPath } },
    );
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`browser build of ${appDir} failed:\n${output}`)),
    );
  });
}

/** Every script of a build with the size and the source files its map names. */
function scripts(folder) {
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      bytes: fs.statSync(path.join(folder, file)).size,
      sources: JSON.parse(fs.readFileSync(path.join(folder, `${file}.map`), 'utf8')).sources,
      namesMap: /\/[/*][#@] sourceMappingURL=/.test(
        fs.readFileSync(path.join(folder, file), 'utf8'),
      ),
    }));
}

const from = (pattern) => (script) => script.sources.some((source) => pattern.test(source));

let root;
let shell;
let guides;
let discovery;
let labs;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pizza-atlas-browser-'));
  await Promise.all([
    buildBrowser(path.join(REPO, 'shell'), path.join(root, 'shell')),
    buildBrowser(path.join(REPO, 'mfe-guides'), path.join(root, 'guides')),
    buildBrowser(path.join(REPO, 'mfe-discovery'), path.join(root, 'discovery')),
    buildBrowser(path.join(REPO, 'mfe-labs'), path.join(root, 'labs')),
  ]);
  shell = scripts(path.join(root, 'shell', 'assets'));
  guides = scripts(path.join(root, 'guides'));
  discovery = scripts(path.join(root, 'discovery'));
  labs = scripts(path.join(root, 'labs'));
}, 600_000);

/**
 * What a page loads of a remote: its remoteEntry.js and the chunks its manifest lists as the
 * exposed module's sync assets (the ones the server preloads), by file name.
 */
function remotePart(remote, modules) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, remote, 'mf-manifest.json'), 'utf8'));
  const files = new Set(['remoteEntry.js']);
  for (const module of modules) {
    const expose = manifest.exposes.find((entry) => entry.name === module);
    if (!expose) throw new Error(`${remote} exposes no ${module}`);
    for (const file of expose.assets.js.sync) files.add(file);
  }
  return [...files];
}

/** Bytes of a file as brotli sends it (the server sends the precompressed .br sibling). */
function brotliBytes(file) {
  return zlib.brotliCompressSync(fs.readFileSync(file)).length;
}

/** The remote parts of the four pages the page bench measures. */
const MEASURED = {
  home: [
    ['discovery', ['HeroSearch', 'FeaturedPlaces', 'AddPlaceCallout']],
    ['labs', ['LabsShowcase']],
  ],
  directory: [['discovery', ['DirectoryPage']]],
  restaurant: [['discovery', ['RestaurantPage']]],
  city: [['guides', ['CityPage']]],
};

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('browser builds', () => {
  it('keep zod and the contracts schemas out of the shell', () => {
    expect(shell.filter(from(/[\\/]node_modules[\\/]zod[\\/]/)).map((s) => s.file)).toEqual([]);
    const contracts = shell.flatMap((script) =>
      script.sources.filter((source) => /packages\/contracts\/src\//.test(source)),
    );
    // Only the zod-free name lists (and the account messages and review report reasons, in
    // the staff console's chunk).
    expect([...new Set(contracts)].map((source) => path.basename(source)).sort()).toEqual([
      'account-messages.ts',
      'account-names.ts',
      'platform-names.ts',
      'review-reasons.ts',
    ]);
  });

  it('share the names the apps use from react-router, not the whole library', () => {
    const router = shell.filter(from(/[\\/]react-router[\\/]dist[\\/]/));
    expect(router.length).toBeGreaterThan(0);
    // The whole library was about 200 KB minified; the names in use are about 43 KB.
    for (const script of router)
      expect([script.file, script.bytes < 80_000]).toEqual([script.file, true]);
  });

  it('keep their source maps beside them, named by no script (docs/decisions/0024)', () => {
    for (const script of [...shell, ...guides])
      expect([script.file, script.sources.length > 0, script.namesMap]).toEqual([
        script.file,
        true,
        false,
      ]);
  });

  it("run one federation runtime core, the shell's ES build, which remotes do not carry", () => {
    const main = shell.find((script) => script.file === 'main.js');
    expect(
      main.sources.filter((source) => /runtime-core[\\/]dist[\\/]core\./.test(source)),
    ).toEqual([expect.stringMatching(/core\.js$/)]);
    const entry = guides.find((script) => script.file === 'remoteEntry.js');
    expect(
      entry.sources.filter((source) => /@module-federation[\\/]runtime-core/.test(source)),
    ).toEqual([]);
  });

  // docs/decisions/0058-one-bundler-runtime.md: the webpack bundler runtime and the SDK it
  // imports are the shell's too, with the function that starts a container, which the shell
  // itself does not use; each remote keeps its own @module-federation/runtime (its instance).
  it("run one webpack bundler runtime and SDK, the shell's, which remote entries do not carry", () => {
    const main = shell.find((script) => script.file === 'main.js');
    const bundlerRuntime = /@module-federation[\\/]webpack-bundler-runtime[\\/]/;
    expect(main.sources.filter((source) => bundlerRuntime.test(source))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/dist[\\/]initContainerEntry\.js$/),
        expect.stringMatching(/dist[\\/]consumes\.js$/),
      ]),
    );
    for (const [remote, build] of Object.entries({ guides, discovery, labs })) {
      const entry = build.find((script) => script.file === 'remoteEntry.js');
      const carried = entry.sources.filter(
        (source) => bundlerRuntime.test(source) || /@module-federation[\\/]sdk[\\/]/.test(source),
      );
      expect([remote, carried]).toEqual([remote, []]);
      expect([
        remote,
        entry.sources.some((s) => /use-shell-bundler-runtime\.mjs$/.test(s)),
      ]).toEqual([remote, true]);
    }
  });

  it('keep zod out of everything the four measured pages load; only the submit form has it', () => {
    const builds = { discovery, guides, labs };
    const withZod = (remote) =>
      builds[remote].filter(from(/[\\/]node_modules[\\/]zod[\\/]/)).map((s) => s.file);
    for (const [page, parts] of Object.entries(MEASURED))
      for (const [remote, modules] of parts) {
        const files = remotePart(remote, modules);
        expect([page, files.filter((file) => withZod(remote).includes(file))]).toEqual([page, []]);
      }
    expect(withZod('guides')).toEqual([]);
    expect(withZod('labs')).toEqual([]);
    const submit = remotePart('discovery', ['SubmitPage']);
    expect(withZod('discovery').every((file) => submit.includes(file))).toBe(true);
  });

  it("load the shell's toaster (Radix Toast) apart from the frame, with the first toast", () => {
    const chunkOf = (pattern) => shell.filter(from(pattern)).map((s) => s.file);
    const frame = chunkOf(/src[\\/]frame[\\/]site-frame\.tsx$/);
    expect(frame).toHaveLength(1);
    expect(chunkOf(/src[\\/]frame[\\/]toaster\.tsx$/)).not.toContain(frame[0]);
    expect(chunkOf(/@radix-ui[\\/]react-toast/)).not.toContain(frame[0]);
  });

  it("load the location box's combobox (downshift) apart, on the box's first use", () => {
    const combobox = discovery.filter(
      from(
        /[\\/]node_modules[\\/]downshift[\\/]|src[\\/]features[\\/]search[\\/]location-suggestions\.tsx$/,
      ),
    );
    // It is built, in its own chunk(s), which no measured page loads before interaction.
    expect(combobox.length).toBeGreaterThan(0);
    const plainBox = discovery.filter(
      from(/src[\\/]features[\\/]search[\\/]location-combobox\.tsx$/),
    );
    expect(plainBox.length).toBeGreaterThan(0);
    for (const script of plainBox)
      expect([script.file, combobox.includes(script)]).toEqual([script.file, false]);
    for (const [page, parts] of Object.entries(MEASURED))
      for (const [remote, modules] of parts) {
        const files = remotePart(remote, modules);
        const loaded = remote === 'discovery' ? combobox.filter((s) => files.includes(s.file)) : [];
        expect([page, loaded.map((s) => s.file)]).toEqual([page, []]);
      }
  });

  // Issue 27 item 1: at most 150 KB of JavaScript per page in all. The remote's part of
  // each measured page (brotli bytes, as sent) is held here; the shell's part is the same on
  // every page and is counted by the page bench. The caps are the sizes reached plus about
  // 3 %: restaurant and city on 2026-11-28, once the remotes' entries stopped carrying the
  // bundler runtime (decision 0058); home and directory on 2026-11-29, once the location
  // box's combobox loaded on first use (34 153 and 25 907 bytes; decision 0062). Raised on
  // 2026-11-29 for what the walk-through's fixes added to the first scripts (decisions
  // 0066–0068: the map's note and group pins, today's hours, the sample reviews' label, the
  // review form's hints, the ranked-search note): directory 27 088 and restaurant 25 471.
  // Restaurant raised again the same day for HydrateWhenNear (decision 0071; its own entry,
  // `@pizza-atlas/ui/near-view`, so only the page that holds parts pays) and list answers'
  // quick-view hours (decision 0070): 26 241 measured with the first, about 26 420 with both.
  // Raised on 2026-11-30 (session 28) for what a real import's QA asked for: "No reviews yet"
  // instead of a 0.0 score (packages/ui's place line, the restaurant header, the guides'
  // list), a place's own website link and a phone shown only when it can be called. From
  // 35 156 / 27 667 / 26 638 / 16 631 bytes before to 35 454 / 28 006 / 27 061 / 16 820.
  // City raised on 2026-11-30 (site-fixes) for the credit line a guide owes the sources of the
  // places it lists (© OpenStreetMap contributors, ODbL; its own entry, @pizza-atlas/ui/source-credits,
  // so pages without a list do not pay): 16 860 before, 17 019 with it.
  // Restaurant raised on 2026-11-30 (session 29) for the wait card's "Report the wait" form:
  // the card shows only visitors' reports now, and this is where a visitor makes one (its
  // thanks message moved to a zod-free module, which kept zod out): 27 233 before, 27 733 with it.
  // Raised on 2026-12-01 (session 30) for two outside testers' findings after a real import:
  // hours with a source's comment ("4 PM – 9 PM (kitchen closes 30 minutes earlier)") and
  // "Hours today" for a state the rule calls unknown, "Show Filters (3)", an empty filtered
  // search that names its filters and says when no place lists a price, the newest report's
  // time on the wait card, a chain branch's street on cards: home, directory and restaurant
  // 35 730 / 28 689 / 28 005 bytes (the in-place report forms made one took some back).
  // City raised the same day for the spec's city cards (phone, today's hours, website, View
  // Details) and an honest heading with a link to every place: 17 019 before, 17 394 with them.
  // Home raised the same day for "No place is featured yet" and why, when places exist but
  // none is reviewed and photographed: 35 903 bytes with it.
  // Raised on 2026-12-01 (hours-text, decision 0085) for an outside review of real places'
  // hours: the tag as listed instead of "All day", "from 5 PM" for an open end, a corrected
  // value shown as written, dated JSON-LD for a week that varies, "Hours not listed." on
  // guide cards (the shared hours formatter is in several chunks of each remote): home,
  // directory, restaurant and city 36 097 / 28 987 / 28 324 / 17 680 bytes with them.
  // Restaurant raised the same day (decisions 0086 and 0087) for directions to the address
  // when a visitor-added place's pin is approximate, and a wait card that offers no table
  // after closing and says why it shows no prediction: 28 622 bytes with them (the merged
  // build of all the session's changes; home, directory and city 36 150 / 29 137 / 17 698).
  // Restaurant raised on 2026-12-01 (decision 0089) for a place kept by its owner: "Updated
  // by the owner on <date>" under the contact card, the owner's description, and it in the
  // JSON-LD: 28 572 bytes before, 28 790 with them (home and directory 36 161 / 29 140).
  // All four raised the same day (decisions 0088, 0090–0092) for session 32's merged work,
  // measured on its merged build: home, directory, restaurant and city 36 297 / 30 027 /
  // 29 629 / 17 828 bytes. The directory's +887 since 0089 is its search kept in the URL
  // (`shown=`, `view=map`, the server rendering as many pages), an empty search that names
  // its correction and the other places of that name, and a refusal said in words; the
  // restaurant's +839 is the owner's reply under a review, the card without map tiles, the
  // week's noted intervals and a fallback rule's note; the city's +130 since 17 698 the
  // same note and the week's noted intervals.
  it.each([
    ['home', 36_400],
    ['directory', 30_100],
    ['restaurant', 29_700],
    ['city', 17_900],
  ])("hold the %s page's remote scripts under %i bytes (brotli)", (page, cap) => {
    const builds = { discovery, guides, labs };
    let total = 0;
    for (const [remote, modules] of MEASURED[page])
      for (const file of remotePart(remote, modules)) {
        expect(builds[remote].some((script) => script.file === file)).toBe(true);
        total += brotliBytes(path.join(root, remote, file));
      }
    // Printed, so a change's before and after can be read from the guard's own runs.
    console.log(`${page}: the remote part is ${total} bytes (brotli), capped at ${cap}`);
    expect(total).toBeLessThanOrEqual(cap);
  });
});
