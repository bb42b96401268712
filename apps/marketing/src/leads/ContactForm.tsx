export interface ContactFormProps {
  /** The message the form starts with. */
  presetMessage?: string;
}

// INTERFACE ONLY — replaced by the lead-forms work (issue 8): the contact/demo form, inline (/contacto).
export function ContactForm(_props: ContactFormProps) {
  return null;
}
