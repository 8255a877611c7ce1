import { useEffect, useRef, useState } from 'react';
import { useTakeover } from '../../ui/use-takeover';

/**
 * The blog search box's text, ahead of the address it is pushed to (`apply`): the list filters as
 * the visitor types while the address catches up. Text typed into the server's page before the app
 * started is read from the input when the app takes over, shown and applied. A change of the
 * address from elsewhere (Clear, a link, Back) replaces the text; the address catching up with what
 * was typed does not.
 */
export function useSearchText(query: string, apply: (text: string) => void) {
  const [text, setText] = useState(query);
  const pushed = useRef(new Set<string>());
  const seenQuery = useRef(query);
  const [inputRef] = useTakeover<HTMLInputElement>((input) => {
    if (input.value !== query) change(input.value);
  });

  function change(value: string) {
    setText(value);
    pushed.current.add(value);
    apply(value);
  }

  useEffect(() => {
    if (query === seenQuery.current) return;
    seenQuery.current = query;
    if (pushed.current.delete(query)) return;
    pushed.current.clear();
    setText(query);
  }, [query]);

  const reset = () => {
    pushed.current.clear();
    setText('');
  };
  return { text, inputRef, change, reset };
}
