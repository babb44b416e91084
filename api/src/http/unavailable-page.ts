/**
 * The page every HTML request gets while the database is down (503). It needs nothing
 * but itself: no database, no shell build, no script; its look is the site's palette
 * (packages/ui tokens) in light and dark. It reloads itself every 15 seconds.
 */
export function renderUnavailablePage(styleNonce?: string): string {
  const nonce = styleNonce ? ` nonce="${styleNonce}"` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="15">
<title>Back in a moment | Pizza Atlas</title>
<style${nonce}>
:root { color-scheme: light dark; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
  box-sizing: border-box; background: #fffaf5; color: #1f1a17;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 32rem; text-align: center; }
h1 { font-size: 1.75rem; margin: 0 0 12px; color: #c2410c; }
p { margin: 0 0 12px; color: #5c534d; }
a { color: #c2410c; }
@media (prefers-color-scheme: dark) {
  body { background: #161210; color: #f6efe9; }
  h1, a { color: #fb923c; }
  p { color: #c4b8ae; }
}
</style>
</head>
<body>
<main>
<h1>We'll be right back</h1>
<p>Pizza Atlas can't reach its kitchen for a moment, so this page can't be shown right now.</p>
<p>Nothing you did caused this. The page will try again by itself in a few seconds, or you can <a href="">reload it</a>.</p>
</main>
</body>
</html>
`;
}
