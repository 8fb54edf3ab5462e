import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { useAdoptValuesTypedBeforeStart, valuesTypedBeforeStart } from './valuesTypedBeforeStart';

const formWith = (html: string) => {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('valuesTypedBeforeStart', () => {
  it('gives the text fields whose text differs from the values, by name', () => {
    const form = formWith('<input name="subject" value="Hello"><textarea name="message"></textarea>');
    form.querySelector('textarea')!.value = 'Typed early';
    expect(valuesTypedBeforeStart(form, { subject: 'Hello', message: '' })).toEqual({ message: 'Typed early' });
  });

  it('reports a field emptied on screen, and nothing when screen and values agree', () => {
    const form = formWith('<input name="subject">');
    expect(valuesTypedBeforeStart(form, { subject: 'Hello' })).toEqual({ subject: '' });
    expect(valuesTypedBeforeStart(form, { subject: '' })).toEqual({});
  });

  it('leaves out names the form has no text field for', () => {
    const form = formWith('<input name="agree" type="checkbox"><select name="topic"><option>A</option></select>');
    expect(valuesTypedBeforeStart(form, { agree: '', topic: '', missing: '' } as Record<string, string>)).toEqual({});
  });
});

function Subject({ onSubmit }: { onSubmit: (subject: string) => void }) {
  const [values, setValues] = useState({ subject: '' });
  const formRef = useAdoptValuesTypedBeforeStart(values, (typed) => setValues((current) => ({ ...current, ...typed })));
  return (
    <form ref={formRef} onSubmit={() => onSubmit(values.subject)}>
      <input name="subject" value={values.subject} onChange={(event) => setValues({ subject: event.target.value })} />
    </form>
  );
}

describe('useAdoptValuesTypedBeforeStart', () => {
  it('takes over the text typed into the prerendered form before hydration', async () => {
    const sent: string[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Subject onSubmit={(subject) => sent.push(subject)} />);
    container.querySelector('input')!.value = 'Typed before the app';

    await act(async () => {
      hydrateRoot(container, <Subject onSubmit={(subject) => sent.push(subject)} />);
    });
    container.querySelector('form')!.requestSubmit();

    expect(container.querySelector('input')!.value).toBe('Typed before the app');
    expect(sent).toEqual(['Typed before the app']);
  });
});
