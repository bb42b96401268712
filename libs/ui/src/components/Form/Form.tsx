import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const control = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.spacing.xSmall} ${({ theme }) => theme.spacing.small};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  transition: border-color ${({ theme }) => theme.motion.fast};
  &:hover { border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.muted)}; }
  &:disabled { background: ${({ theme }) => theme.colors.surfaceAlt}; cursor: not-allowed; }
`;

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${control}
`;
const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${control}
`;
const StyledTextarea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 120px;
  resize: vertical;
`;

const FieldBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxSmall};
  label { font-weight: ${({ theme }) => theme.fontWeights.medium}; font-size: ${({ theme }) => theme.fontSizes.small}; }
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.muted};
`;

export const FieldError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (ids: { id: string; 'aria-describedby'?: string; 'aria-invalid': boolean }) => ReactNode;
}

/** A labelled form control with its hint and error message, wired for screen readers. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBlock>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': Boolean(error) })}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </FieldBlock>
  );
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(props, ref) {
  return <StyledInput ref={ref} $invalid={props['aria-invalid'] === true} {...props} />;
});

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(props, ref) {
  return <StyledSelect ref={ref} $invalid={props['aria-invalid'] === true} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(props, ref) {
  return <StyledTextarea ref={ref} $invalid={props['aria-invalid'] === true} {...props} />;
});

export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
`;
