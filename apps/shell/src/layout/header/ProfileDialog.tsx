import { zodResolver } from '@hookform/resolvers/zod';
import { useAuth } from '@pitwall/auth';
import { profileInputSchema, type ProfileInput } from '@pitwall/backend/profiles/input';
import { Button } from '@pitwall/ui';
import { Dialog } from '@pitwall/ui/dialog';
import { Field, FormStack, Input } from '@pitwall/ui/form';
import { useForm } from 'react-hook-form';

export interface ProfileDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Configuración': edits nombre and apellidos of the signed-in user. */
export default function ProfileDialog({ open, onOpenChange }: ProfileDialogProps) {
  const profile = useAuth((state) => state.profile);
  const updateProfile = useAuth((state) => state.updateProfile);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: { nombre: profile?.nombre ?? '', apellidos: profile?.apellidos ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await updateProfile(values);
    if (result.ok) onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Configuración" description="Así aparecerá tu nombre en la web.">
      <FormStack onSubmit={onSubmit} noValidate aria-label="Perfil">
        <Field label="Nombre" error={errors.nombre?.message}>
          {(ids) => <Input {...ids} autoComplete="given-name" {...register('nombre')} />}
        </Field>
        <Field label="Apellidos" error={errors.apellidos?.message}>
          {(ids) => <Input {...ids} autoComplete="family-name" {...register('apellidos')} />}
        </Field>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : 'Guardar cambios'}
        </Button>
      </FormStack>
    </Dialog>
  );
}
