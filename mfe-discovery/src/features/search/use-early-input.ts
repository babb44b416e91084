import { useEffect, useRef } from 'react';

/**
 * A server-rendered input can be typed into before the page hydrates: the browser keeps
 * the text, while React's state still holds what the server rendered. Once the page is
 * live, take what the visitor typed, so pressing Enter searches for it.
 */
export function useEarlyInput(value: string, setValue: (typed: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
    // Once, as the page goes live: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
