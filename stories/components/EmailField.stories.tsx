import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';

import { Button } from '@/components/Button';
import { EmailField, type EmailFieldProps } from '@/components/EmailField';

type HarnessProps = EmailFieldProps & {
  /** Called when the form around the field is submitted. */
  onSubmit: () => void;
};

/** The field in a form, as the waitlist and contact forms hold it: controlled, and taking the suggestion. */
function EmailFieldInForm({ value: initialValue, onAcceptSuggestion, onSubmit, ...args }: HarnessProps) {
  const [value, setValue] = useState(initialValue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <EmailField
        {...args}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onAcceptSuggestion={(address) => {
          onAcceptSuggestion(address);
          setValue(address);
        }}
      />
      <Button type="submit">Send</Button>
    </form>
  );
}

const meta = {
  title: 'Components/EmailField',
  component: EmailField,
  args: { label: 'Email', name: 'email', value: '', fullWidth: true, onAcceptSuggestion: fn(), onSubmit: fn() },
  render: (args) => <EmailFieldInForm {...args} />,
} satisfies Meta<HarnessProps>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const emailOf = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' });
/** The suggested address, a button (the form's other button is "Send"). */
const suggestionOf = (canvas: Canvas) => canvas.queryByRole('button', { name: /@/ });
/** The polite live region that tells screen readers of the suggestion and of the change. */
const announcementOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[aria-live="polite"]')!;

/** Types `address` and leaves the field with Tab, as a person moving on to the next field. */
async function typeAndLeave(canvas: Canvas, address: string) {
  await userEvent.type(emailOf(canvas), address);
  await userEvent.tab();
}

/**
 * An address that looks like a typo of a common domain: once the field is left, "Did you mean …?" shows
 * under it with the corrected address as a button, describes the field, and is announced politely. The
 * value stays as typed until the person takes it.
 */
export const TypoSuggested: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(emailOf(canvas), 'Ada@gmial.com');
    // Nothing while typing: the check waits for the field to be left.
    await expect(suggestionOf(canvas)).not.toBeInTheDocument();
    await userEvent.tab();
    const suggestion = await canvas.findByRole('button', { name: 'Ada@gmail.com' });
    await expect(suggestion.closest('p')).toHaveTextContent(/^Did you mean Ada@gmail\.com\?$/);
    // The description's text (the button's name is set apart by a space in it).
    await expect(emailOf(canvas)).toHaveAccessibleDescription(/^Did you mean Ada@gmail\.com ?\?$/);
    await expect(announcementOf(canvasElement)).toHaveTextContent(/^Did you mean Ada@gmail\.com\?$/);
    await expect(emailOf(canvas)).toHaveValue('Ada@gmial.com');
    await expect(emailOf(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * One click takes the suggestion: it becomes the field's value, the suggestion goes, focus returns to the
 * field (the button it was on is gone) and screen readers hear the change.
 */
export const SuggestionTaken: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await typeAndLeave(canvas, 'ada@hotmial.com');
    await userEvent.click(await canvas.findByRole('button', { name: 'ada@hotmail.com' }));
    await expect(emailOf(canvas)).toHaveValue('ada@hotmail.com');
    await expect(args.onAcceptSuggestion).toHaveBeenCalledWith('ada@hotmail.com');
    await expect(emailOf(canvas)).toHaveFocus();
    await expect(suggestionOf(canvas)).not.toBeInTheDocument();
    await expect(announcementOf(canvasElement)).toHaveTextContent(/^Address changed to ada@hotmail\.com$/);
  },
};

/**
 * Typing hides a suggestion at once (it was for the address as it was), and an address that is no typo
 * gets none when the field is left again.
 */
export const NoSuggestionForAnOrdinaryAddress: Story = {
  play: async ({ canvas, canvasElement }) => {
    await typeAndLeave(canvas, 'ada@gmial.com');
    await canvas.findByRole('button', { name: 'ada@gmail.com' });
    await userEvent.clear(emailOf(canvas));
    await expect(suggestionOf(canvas)).not.toBeInTheDocument();
    await typeAndLeave(canvas, 'ada@analytical-engines.com');
    // The check ran (it empties the announcement) and found nothing to suggest.
    await waitFor(() => expect(announcementOf(canvasElement)).toHaveTextContent(/^$/));
    await expect(suggestionOf(canvas)).not.toBeInTheDocument();
    await expect(emailOf(canvas)).not.toHaveAccessibleDescription();
  },
};

/**
 * Enter in the field submits its form, which is checked too, never held back: the form goes as typed and
 * the suggestion is there for a person who comes back to the field.
 */
export const SuggestedOnSubmitWithoutBlocking: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(emailOf(canvas), 'ada@gmial.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: 'ada@gmail.com' })).toBeVisible();
    await expect(emailOf(canvas)).toHaveFocus();
  },
};
