import { CircleCheckIcon } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { Button } from '@/web/components/ui/button.tsx'

/** /formulario-enviado: the confirmation after a successful application. */
export function Component() {
  // The company's slug (the public form adds it): the link to the candidate area.
  const [params] = useSearchParams()
  const slug = params.get('empresa')
  useEffect(() => {
    document.title = 'Formulário Enviado! - Talentos'
  }, [])
  return (
    <div className="flex min-h-screen items-center justify-center bg-muted px-4 py-10">
      <main className="flex w-full max-w-md flex-col items-center gap-4 rounded-xl border border-border bg-white p-8 text-center shadow-sm">
        <CircleCheckIcon className="size-16 text-success" aria-hidden="true" />
        <h1 className="text-2xl font-extrabold text-brand-950">Formulário Enviado!</h1>
        <p className="text-muted-foreground">
          Sua candidatura foi recebida com sucesso e será analisada em breve. Obrigado pelo interesse!
        </p>
        {slug ? (
          <>
            <p className="text-sm text-muted-foreground">
              Acompanhe o andamento, atualize seus dados ou envie um novo currículo na Área do candidato, com
              seu e-mail ou CPF e a senha que você criou.
            </p>
            <Button asChild size="lg" className="mt-2">
              <Link to={paths.candidateArea(slug)}>Ir para a Área do candidato</Link>
            </Button>
          </>
        ) : null}
        <Button
          asChild
          size="lg"
          variant={slug ? 'outline' : 'default'}
          className={slug ? undefined : 'mt-2'}
        >
          <Link to={paths.home}>Voltar à página inicial</Link>
        </Button>
      </main>
    </div>
  )
}
