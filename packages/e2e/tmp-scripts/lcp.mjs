import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const origin = process.env.BASE ?? 'http://127.0.0.1:3200';
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const p of (process.env.PAGES ?? '/,/directory?location=Chicago%2C%20IL').split(',')) {
  const { lhr } = await lighthouse(origin + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = lhr.audits;
  console.log('\n==', p, 'perf', Math.round(lhr.categories.performance.score*100), 'LCP', a['largest-contentful-paint'].displayValue, 'FCP', a['first-contentful-paint'].displayValue, 'TBT', a['total-blocking-time'].displayValue, 'SI', a['speed-index'].displayValue);
  const el = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  console.log('LCP element:', el?.snippet, el?.selector);
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  console.log('phases:', JSON.stringify(phases));
  for (const id of ['lcp-breakdown-insight','render-blocking-insight','lcp-discovery-insight','network-dependency-tree-insight']) {
    if (a[id]) console.log(id, a[id].score, a[id].displayValue ?? '', JSON.stringify(a[id].details?.items ?? a[id].details)?.slice(0, 600));
  }
  const reqs = a['network-requests'].details.items.slice(0, 25).map(r => `${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ${r.resourceType} ${r.transferSize} ${r.url.replace(origin,'')}`);
  console.log(reqs.join('\n'));
}
await chrome.kill();
