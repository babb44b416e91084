import { buildHeadTags, fullTitle, renderHeadTags } from './core/head';
import { applyHead } from './head';

describe('head manager', () => {
  it('formats titles with the brand tagline', () => {
    expect(fullTitle('Directory')).toBe("Directory | Pizza Atlas: America's Pizza Directory");
  });

  it('builds canonical, social card and robots tags with the default 1200x630 image', () => {
    const tags = buildHeadTags(
      { title: 'Contact', description: 'Write to us', robots: 'noindex, nofollow' },
      'https://pizza.example',
      '/contact',
    );
    const byKey = Object.fromEntries(tags.map((tag) => [tag.key, tag]));
    expect(byKey['rel=canonical']?.attributes.href).toBe('https://pizza.example/contact');
    expect(byKey['property=og:image']?.attributes.content).toBe(
      'https://pizza.example/og-default.png',
    );
    expect(byKey['property=og:image:width']?.attributes.content).toBe('1200');
    expect(byKey['property=og:image:height']?.attributes.content).toBe('630');
    expect(byKey['name=twitter:card']?.attributes.content).toBe('summary_large_image');
    expect(byKey['name=robots']?.attributes.content).toBe('noindex, nofollow');
  });

  it('applies tags to the document and replaces the previous page’s tags', () => {
    applyHead({ title: 'One', description: 'first', jsonLd: { '@type': 'Organization' } });
    applyHead({ title: 'Two', description: 'second' });
    expect(document.title).toBe("Two | Pizza Atlas: America's Pizza Directory");
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'second',
    );
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('renders server tags with encoded attributes and a JSON-LD body that cannot close the script', () => {
    const html = renderHeadTags(
      buildHeadTags(
        { title: '"><script>x</script>', description: 'a & b', jsonLd: { name: '</script><b>' } },
        'http://localhost:3000',
        '/',
      ),
    );
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('a &amp; b');
    expect(html).toContain('\\u003c/script>');
  });
});
