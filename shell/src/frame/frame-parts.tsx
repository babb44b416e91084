import { createContext, useContext } from 'react';

/**
 * Which parts of the site frame a render draws (decision 0074). The browser always draws
 * them all. The server draws the header and footer once per frame key (`frame`: the page's
 * place left as a slot) and every page without them (`page`: the header and footer left as
 * slots), then puts the frame's HTML into the page's slots: the header and footer are about
 * half of a restaurant page's elements and the same on nearly every page.
 *
 * A slot takes the place of exactly one element, so every other element keeps its place in
 * the tree (and `useId` its ids) and the joined HTML is the HTML the whole render makes.
 */
export type FrameParts = 'all' | 'frame' | 'page';

export const FramePartsContext = createContext<FrameParts>('all');

/** Called by the frame render when it reaches the page's place (its styles so far come first). */
export const PageSlotReachedContext = createContext<(() => void) | null>(null);

export const FRAME_SLOT_ATTRIBUTE = 'data-pa-frame-slot';

/** The HTML React renders for `<FrameSlot name={name} />`, which the server replaces. */
export function frameSlotHtml(name: 'header' | 'page' | 'footer'): string {
  return `<template ${FRAME_SLOT_ATTRIBUTE}="${name}"></template>`;
}

export function FrameSlot({ name }: { name: 'header' | 'page' | 'footer' }) {
  const reached = useContext(PageSlotReachedContext);
  if (name === 'page') reached?.();
  return <template {...{ [FRAME_SLOT_ATTRIBUTE]: name }} />;
}

export function useFrameParts(): FrameParts {
  return useContext(FramePartsContext);
}
