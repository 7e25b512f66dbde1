import type { ApplicationResume } from '@/shared/applications/api.ts'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { useResumeHtml } from './api.ts'

const FRAME = 'h-[70vh] min-h-96 w-full rounded-md border border-border bg-muted'

/**
 * The CV itself in the "Currículo" tab: a PDF in the browser's own viewer (a same-origin frame the
 * server allows for that response only), a DOCX as the server's sanitised HTML, any other format
 * as the text read from it, preformatted. Nothing from the file ever runs here.
 */
export function ResumeViewer({
  companyId,
  applicationId,
  resume,
}: {
  companyId: string
  applicationId: string
  resume: ApplicationResume
}) {
  const html = useResumeHtml(companyId, applicationId, resume.htmlUrl)
  if (resume.viewUrl) {
    return <iframe src={resume.viewUrl} title={`Currículo: ${resume.fileName}`} className={FRAME} />
  }
  if (resume.htmlUrl) {
    if (html.isPending) {
      return (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner /> Carregando currículo…
        </p>
      )
    }
    if (html.isError) {
      return (
        <p className="text-sm text-destructive" role="alert">
          {errorMessage(html.error, 'Não foi possível mostrar o currículo. Baixe o arquivo original.')}
        </p>
      )
    }
    return (
      <article
        // Scrolls on its own: reachable by keyboard (axe scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
        tabIndex={0}
        aria-label={`Currículo: ${resume.fileName}`}
        className="resume-html max-h-[70vh] overflow-y-auto rounded-md border border-border p-4 text-sm [overflow-wrap:anywhere]"
        // Sanitised on the server (sanitize-html: structure and text only, no scripts, handlers, images or links).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised CV markup
        dangerouslySetInnerHTML={{ __html: html.data.html }}
      />
    )
  }
  return (
    <section
      aria-label={`Currículo: ${resume.fileName}`}
      // Scrolls on its own: reachable by keyboard (axe scrollable-region-focusable).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
      tabIndex={0}
      className="max-h-[70vh] overflow-y-auto rounded-md border border-border p-4"
    >
      <pre className="font-sans text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{resume.text}</pre>
    </section>
  )
}
