import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';

export type SearchFormProps = {
  /** The search in effect (from the URL); the field starts with it. Give the form `key={value}` so it follows Back and Forward. */
  value: string;
  /** The field's label, which also names the search landmark. */
  label: string;
  placeholder?: string;
  /** Called with the trimmed text when the form is submitted; empty clears the search. */
  onSearch: (text: string) => void;
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

/** A search box that applies on Enter or the Search button, so the list is not refetched per keystroke. */
export function SearchForm({ value, label, placeholder, onSearch }: SearchFormProps) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
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
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary" startIcon={<Search size={16} aria-hidden="true" />}>
        Search
      </Button>
    </Form>
  );
}
