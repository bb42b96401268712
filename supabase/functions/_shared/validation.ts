/**
 * Input validation with zod and Spanish messages (the texts the site's forms show). A failed
 * parse becomes a 400 whose `error` is the first problem and `details` lists every field.
 */
import { z } from 'zod';
import { HttpError, type Locale } from './http.ts';

export { z };

export const EMAIL_MESSAGE = 'Por favor, introduce un email válido.';

/** The message zod uses when a field is missing or of the wrong type. */
function typeMessage(label: string, kind = 'un texto') {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? `El campo ${label} es obligatorio.` : `El campo ${label} debe ser ${kind}.`;
}

/** Required text, trimmed, with the spec's minimum-length message. */
export function requiredText(label: string, options: { min?: number; minMessage?: string; max: number }) {
  const min = options.min ?? 1;
  return z
    .string({ error: typeMessage(label) })
    .trim()
    .min(min, { error: options.minMessage ?? `El campo ${label} es obligatorio.` })
    .max(options.max, { error: `El campo ${label} no puede superar ${options.max} caracteres.` });
}

/** Optional text: missing, null or blank all become null. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: typeMessage(label) })
    .trim()
    .max(max, { error: `El campo ${label} no puede superar ${max} caracteres.` })
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value));
}

export function emailField(message = EMAIL_MESSAGE) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'El email es obligatorio.' : message) })
    .trim()
    .max(254, { error: message })
    .pipe(z.email({ error: message }));
}

/** A JSON object body; anything else (array, string, number) is refused with one clear message. */
export function body<T extends z.ZodRawShape>(shape: T, locale: Locale = 'es') {
  return z.object(shape, {
    error: locale === 'es' ? 'El cuerpo de la solicitud debe ser un objeto JSON.' : 'The request body must be a JSON object.',
  });
}

export interface FieldProblem {
  campo: string;
  mensaje: string;
}

/** Parses or throws the 400 answer. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details: FieldProblem[] = result.error.issues.map((issue) => ({
    campo: issue.path.map(String).join('.'),
    mensaje: issue.message,
  }));
  throw new HttpError(400, details[0]?.mensaje ?? 'Datos no válidos.', { details });
}

/** The id of a stored lead, as the insert answered it (or the form chose it). */
export function leadId() {
  return z.uuid({ error: 'Falta el identificador de la solicitud o no es válido.' });
}
