import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import styled from 'styled-components';

import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { type Debounced, debounce } from './debounce';

/** How long typing pauses before the search goes out: a word typed at speed asks the server once. */
export const SEARCH_DELAY_MS = 300;

export type SearchFormProps = {
  /**
   * The search in effect (from the URL); the field starts with it, and follows it when it changes without
   * this form asking (Back and Forward, "Clear filters").
   */
  value: string;
  /** The field's label, which also names the search landmark. */
  label: string;
  placeholder?: string;
  /**
   * Called with the trimmed text when it differs from the search in effect: `typing` once typing has
   * paused for `SEARCH_DELAY_MS`, at once on Enter or the Search button. Empty clears the search.
   */
  onSearch: (text: string, how: { typing: boolean }) => void;
};

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[200]};
  flex: 1 1 20rem;
  max-width: 32rem;

  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

/**
 * A search box that searches as the administrator types, once they pause (`SEARCH_DELAY_MS`), so the
 * list is not asked again per keystroke; Enter or the Search button searches at once.
 */
export function SearchForm({ value, label, placeholder, onSearch }: SearchFormProps) {
  const [text, setText] = useState(value);
  // The search in effect the field last saw, and the last one this form asked for: a new search in
  // effect that the form did not ask for replaces the text; its own leaves what was typed since alone.
  const [seen, setSeen] = useState(value);
  const [asked, setAsked] = useState(value);
  if (value !== seen) {
    // Adjusting state while rendering (React's pattern for "state from a previous render").
    setSeen(value);
    if (value !== asked) {
      setText(value);
      setAsked(value);
    }
  }

  const search = (typed: string, typing: boolean) => {
    const query = typed.trim();
    // A pause that comes after the text was replaced (Back, "Clear filters") asks for nothing.
    if (query === value || (typing && typed !== text)) return;
    setAsked(query);
    onSearch(query, { typing });
  };
  // The pause's call reads the text and the search in effect as they are then, not at the keystroke.
  const searchTyped = useEffectEvent((next: string) => search(next, true));
  const typed = useRef<Debounced<string> | null>(null);
  useEffect(() => {
    const debounced = debounce(searchTyped, SEARCH_DELAY_MS);
    typed.current = debounced;
    return () => debounced.cancel();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    typed.current?.cancel();
    search(text, false);
  };
  return (
    <Form role="search" aria-label={label} onSubmit={submit}>
      <TextField
        type="search"
        label={label}
        value={text}
        placeholder={placeholder}
        fullWidth
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          typed.current?.schedule(event.target.value);
        }}
      />
      <Button type="submit" variant="secondary" startIcon={<Search size={16} aria-hidden="true" />}>
        Search
      </Button>
    </Form>
  );
}
