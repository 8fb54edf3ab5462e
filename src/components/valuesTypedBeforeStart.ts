import { type RefObject, useEffectEvent, useLayoutEffect, useRef } from 'react';

/** Inputs whose `value` is not text the visitor typed. */
const notTypedInto = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'reset', 'button', 'image']);

const isTextField = (field: unknown): field is HTMLInputElement | HTMLTextAreaElement =>
  field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !notTypedInto.has(field.type));

/**
 * The fields of `form` whose text on screen differs from `values`, by field name. A prerendered form can
 * be typed into before the app has started; React keeps that text on screen when it hydrates but does
 * not report it (no change event), so the app's state would still say the fields are empty.
 */
export function valuesTypedBeforeStart<Name extends string>(
  form: HTMLFormElement,
  values: Readonly<Record<Name, string>>,
): Partial<Record<Name, string>> {
  const typed: Partial<Record<Name, string>> = {};
  for (const name of Object.keys(values) as Name[]) {
    const field = form.elements.namedItem(name);
    if (isTextField(field) && field.value !== values[name]) typed[name] = field.value;
  }
  return typed;
}

/**
 * For a form the visitor may type into before the app starts: returns the ref to put on the `<form>`.
 * When the form is first rendered by the app (hydrated), the text typed so far is handed to `adopt`,
 * so it stays what the fields hold and what is sent. Fields are found by their `name`.
 */
export function useAdoptValuesTypedBeforeStart<Name extends string>(
  values: Readonly<Record<Name, string>>,
  adopt: (typed: Partial<Record<Name, string>>) => void,
): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null);
  const adoptTyped = useEffectEvent(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = valuesTypedBeforeStart(form, values);
    if (Object.keys(typed).length > 0) adopt(typed);
  });
  // Before the first paint of the app's render, so no frame shows state and screen disagreeing.
  useLayoutEffect(() => adoptTyped(), []);
  return formRef;
}
