import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { type CompanySettings, companySettingsSchema, maskPhone } from '@/shared/settings/company-settings.ts'
import { Button } from '@/web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { ApiError } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'
import { useCompanySettings, useSaveCompanySettings } from './api.ts'
import { SETTINGS_TOASTS } from './messages.ts'
import '@/web/lib/zod-messages.ts'

const EMPTY: CompanySettings = { name: '', address: '', phone: '', customLink: '' }

/** The Empresa tab: company name, address, phone (masked) and the company's site. */
export function CompanyForm({ companyId }: { companyId: string }) {
  const settings = useCompanySettings(companyId)
  const save = useSaveCompanySettings(companyId)
  const form = useForm<CompanySettings>({
    resolver: zodResolver(companySettingsSchema),
    defaultValues: EMPTY,
  })
  const { errors } = form.formState

  useEffect(() => {
    if (settings.data) form.reset(settings.data)
  }, [settings.data, form])

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      (saved) => {
        form.reset(saved)
        toast.success(SETTINGS_TOASTS.companySaved.title, {
          description: SETTINGS_TOASTS.companySaved.description,
        })
      },
      (failure: unknown) => {
        const message =
          failure instanceof ApiError && failure.status === 400 && failure.message
            ? failure.message
            : SETTINGS_TOASTS.companySaveFailed.description
        toast.error(SETTINGS_TOASTS.companySaveFailed.title, { description: message })
      },
    ),
  )

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Informações da empresa</CardTitle>
        <CardDescription>Esses dados identificam sua empresa no formulário público.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Spinner label="Carregando dados da empresa" />
        ) : settings.isError ? (
          <p className="text-sm text-destructive">{SETTINGS_TOASTS.companySaveFailed.description}</p>
        ) : (
          <form onSubmit={onSubmit} className="grid gap-4 md:grid-cols-2" noValidate>
            <FormField label="Nome da empresa" required error={errors.name?.message}>
              <Input {...form.register('name')} autoComplete="organization" />
            </FormField>
            <FormField label="Telefone" error={errors.phone?.message} description="Formato (00)00000-0000">
              {(control) => (
                <Controller
                  control={form.control}
                  name="phone"
                  render={({ field }) => (
                    <Input
                      {...control}
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onBlur={field.onBlur}
                      onChange={(event) => field.onChange(maskPhone(event.target.value))}
                      inputMode="tel"
                      autoComplete="tel"
                      placeholder="(00)00000-0000"
                    />
                  )}
                />
              )}
            </FormField>
            <FormField label="Endereço" error={errors.address?.message} className="md:col-span-2">
              <Input {...form.register('address')} autoComplete="street-address" />
            </FormField>
            <FormField
              label="Site da empresa"
              error={errors.customLink?.message}
              description="O site da sua empresa; aparece no formulário público para os candidatos conhecerem vocês."
              className="md:col-span-2"
            >
              <Input
                {...form.register('customLink')}
                type="url"
                inputMode="url"
                placeholder="https://suaempresa.com.br"
              />
            </FormField>
            <div className="md:col-span-2">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Salvando...' : 'Salvar Alterações'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  )
}
