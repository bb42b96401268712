// INTERFACE ONLY — replaced by the lead-forms work (issue 8): the manifesto download form, inline (/nosotros).
export function ManifestoForm() {
  return null;
}
