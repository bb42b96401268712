import { zodResolver } from '@hookform/resolvers/zod';
import { getSupabase } from '@pitwall/backend';
import { adminBootstrapSchema, bootstrapAdmin, type AdminBootstrapInput } from '@pitwall/backend/admin';
import { Button, toast } from '@pitwall/ui';
import { Field, FormStack, Input } from '@pitwall/ui/form';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Card } from '../../ui/Card.tsx';

/** Makes an existing account admin with the deployment's bootstrap secret (messages in English, as the spec has them). */
export function AdminBootstrapCard() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminBootstrapInput>({ resolver: zodResolver(adminBootstrapSchema), defaultValues: { admin_email: '', bootstrap_secret: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const outcome = await bootstrapAdmin(getSupabase(), values);
      if (outcome.ok) {
        toast.success(outcome.message);
        reset();
      } else {
        toast.error('Error creating admin user', { description: outcome.message ?? 'Failed to create admin user' });
      }
    } catch (error) {
      console.error('[admin-bootstrap]', error);
      toast.error('Error creating admin user', { description: 'Failed to create admin user' });
    }
  });

  return (
    <Card
      title="Crear administrador"
      icon={<UserPlus size={22} aria-hidden="true" />}
      description="Da permisos de administración a una cuenta ya registrada con el secreto de bootstrap del servidor."
    >
      <FormStack onSubmit={onSubmit} noValidate aria-label="Crear administrador">
        <Field label="Email del administrador" error={errors.admin_email?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="off" {...register('admin_email')} />}
        </Field>
        <Field label="Secreto de bootstrap" error={errors.bootstrap_secret?.message}>
          {(ids) => <Input {...ids} type="password" autoComplete="off" {...register('bootstrap_secret')} />}
        </Field>
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          {isSubmitting ? 'Creando…' : 'Crear administrador'}
        </Button>
      </FormStack>
    </Card>
  );
}
