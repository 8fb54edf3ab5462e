import { CircleAlert } from 'lucide-react';
import { type AriaAttributes, type ReactNode, useId } from 'react';

import { ErrorMessage, FieldRoot, Hint, Label, OptionalMarker, RequiredMarker } from './Field.styles';

/** The props every field control (TextField, TextArea, Select) adds to its native element's props. */
export type FieldOwnProps = {
  /** The visible label, tied to the control with `htmlFor`; it is the control's accessible name. */
  label: ReactNode;
  /**
   * Shows "(Optional)" after the label, which is read as part of the name. Ignored when `required`.
   * @default false
   */
  optional?: boolean;
  /** Help text under the control; the control is described by it. */
  hint?: ReactNode;
  /**
   * What is wrong with the value. When set, the text shows under the control, describes it, and the
   * control is marked `aria-invalid`.
   */
  error?: ReactNode;
  /** Stretch to the width of the container instead of the default 20rem. @default false */
  fullWidth?: boolean;
};

/** The wiring `Field` hands its control so the label, hint and error point at it. */
export type FieldControlProps = {
  id: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
};

/** `Control` is the props type of the control, whose props pass through the field. */
export type FieldProps<Control extends object> = FieldOwnProps &
  Partial<FieldControlProps> &
  Omit<Control, 'children'> & {
    /**
     * Renders the control. It receives every prop the field does not use itself (the native ones,
     * `ref` included) plus the wiring, to spread onto the native element.
     */
    children: (control: Omit<Control, 'children' | keyof FieldOwnProps> & FieldControlProps) => ReactNode;
  };

const isShown = (node: ReactNode) => node != null && node !== false && node !== '';

/**
 * The label, markers and messages around one form control, shared by `TextField`, `TextArea` and
 * `Select`: each passes all its props through and renders only its element. The `id`, `required`,
 * `aria-describedby` and `aria-invalid` a caller sets on the control are honoured and merged with the
 * field's own.
 */
export function Field<Control extends object>({
  label,
  optional = false,
  hint,
  error,
  fullWidth = false,
  id,
  required = false,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  children,
  ...control
}: FieldProps<Control>) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = isShown(hint);
  const hasError = isShown(error);
  const describedByIds = [describedBy, hasHint && hintId, hasError && errorId].filter(Boolean).join(' ');

  return (
    <FieldRoot $fullWidth={fullWidth}>
      <Label htmlFor={controlId}>
        {label}
        {/* Hidden from the accessible name: the native `required` already announces it. */}
        {required && <RequiredMarker aria-hidden="true">*</RequiredMarker>}
        {!required && optional && (
          <>
            {' '}
            <OptionalMarker>(Optional)</OptionalMarker>
          </>
        )}
      </Label>
      {children({
        ...(control as Omit<Control, 'children' | keyof FieldOwnProps>),
        id: controlId,
        required: required || undefined,
        'aria-describedby': describedByIds || undefined,
        'aria-invalid': hasError ? true : invalid,
      })}
      {hasHint && <Hint id={hintId}>{hint}</Hint>}
      {hasError && (
        <ErrorMessage id={errorId}>
          <CircleAlert size={16} aria-hidden="true" />
          <span>{error}</span>
        </ErrorMessage>
      )}
    </FieldRoot>
  );
}
