export interface DisplayNameSource {
  nombre?: string | null;
  apellidos?: string | null;
  email?: string | null;
}

/** First name plus surname; otherwise the part of the e-mail before the at-sign; otherwise 'Usuario'. */
export function displayName({ nombre, apellidos, email }: DisplayNameSource): string {
  const fullName = [nombre, apellidos]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (fullName) return fullName;
  const local = email?.split('@')[0]?.trim();
  return local || 'Usuario';
}
