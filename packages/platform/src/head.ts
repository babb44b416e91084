import { useEffect } from 'react';
import { buildHeadTags, type PageHead } from './core/head';

const MANAGED = 'data-pa-head';

/** Replaces every managed tag in document.head with the page's tags. */
export function applyHead(head: PageHead, doc: Document = document): void {
  const tags = buildHeadTags(head, doc.location.origin, doc.location.pathname);
  doc.head.querySelectorAll(`[${MANAGED}]`).forEach((element) => element.remove());
  for (const tag of tags) {
    if (tag.tag === 'title') {
      doc.title = tag.content ?? '';
      continue;
    }
    // Drop an equivalent tag the server rendered before the app started.
    const [attribute, value] = tag.key.split('=');
    if (attribute && value) {
      doc.head.querySelectorAll(`${tag.tag}[${attribute}="${value}"]`).forEach((el) => el.remove());
    }
    if (tag.key === 'jsonld')
      doc.head.querySelectorAll('script[type="application/ld+json"]').forEach((el) => el.remove());
    const element = doc.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    if (tag.content) element.textContent = tag.content;
    element.setAttribute(MANAGED, '');
    doc.head.appendChild(element);
  }
}

/** Every page calls this once with its head tags. */
export function usePageHead(head: PageHead): void {
  const key = JSON.stringify(head);
  useEffect(() => {
    applyHead(JSON.parse(key) as PageHead);
  }, [key]);
}
