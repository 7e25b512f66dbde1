import { ExternalLinkIcon } from 'lucide-react'
import { paths } from '@/shared/paths.ts'
import { CopyLinkButton } from '@/web/components/copy-link-button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'
import { usePublicLink } from './api.ts'

/** The careers page link (/c/{slug}, the form's slug) beside the form's link. */
export function CareersLinkCard({ companyId }: { companyId: string }) {
  const link = usePublicLink(companyId)
  const url = link.data ? `${window.location.origin}${paths.careersPage(link.data.slug)}` : null
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Página de vagas</CardTitle>
        <CardDescription>
          As vagas publicadas aparecem nesta página, que usa o mesmo endereço do formulário.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-2">
        {url ? (
          <>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 break-all text-primary hover:underline"
            >
              {url}
              <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
            </a>
            <CopyLinkButton url={url} label="Copiar link da página de vagas" />
          </>
        ) : (
          <span className="text-sm text-muted-foreground">Carregando...</span>
        )}
      </CardContent>
    </Card>
  )
}
