import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only after its '@' and its dots, never mid-word
 * ('ana.lopez@' / 'correo.es'), so a narrow card shows it in readable pieces.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
