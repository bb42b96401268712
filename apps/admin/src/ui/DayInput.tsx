import { Input } from '@pitwall/ui/form';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { daySpanish, parseSpanishDay } from './dates.ts';

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const DayField = styled(Input)`
  width: 8.5rem;
`;

/**
 * A day typed as Spanish readers write it (dd/mm/aaaa), whatever the browser's language: the
 * native date picker would show mm/dd/yyyy in an English browser. Applied on Enter or when the
 * field is left; a day that does not exist is said and changes nothing.
 */
export function DayInput({ label, value, onChange }: { label: string; value: string | undefined; onChange: (day: string | null) => void }) {
  const [draft, setDraft] = useState(value ? daySpanish(value) : '');
  const [invalid, setInvalid] = useState(false);
  const problemId = useId();
  useEffect(() => {
    setDraft(value ? daySpanish(value) : '');
    setInvalid(false);
  }, [value]);

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    if (draft.trim() === '') {
      setInvalid(false);
      if (value) onChange(null);
      return;
    }
    const day = parseSpanishDay(draft);
    setInvalid(day === null);
    if (day && day !== value) onChange(day);
  };

  return (
    <label>
      {label}
      <DayField
        type="text"
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        value={draft}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? problemId : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => apply()}
        onKeyDown={(e) => e.key === 'Enter' && apply(e)}
      />
      {invalid && <Problem id={problemId}>Fecha no válida: escribe dd/mm/aaaa.</Problem>}
    </label>
  );
}
