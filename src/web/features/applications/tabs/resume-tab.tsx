import { FileTextIcon } from 'lucide-react'
import type { ApplicationResume } from '@/shared/applications/api.ts'
import { can } from '@/shared/permissions.ts'
import { RESUME_FORMAT_LABELS } from '@/shared/resumes/resume-files.ts'
import { Button } from '@/web/components/ui/button.tsx'
import type { DetailTabProps } from './detail-tab.ts'
import { ParsedDataPanel } from './resume/parsed-data-panel.tsx'
import { ResumeViewer } from './resume/resume-viewer.tsx'

const size = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${size.format(bytes / 1024)} KB` : `${size.format(bytes / 1024 / 1024)} MB`
}

function ResumeFile({ resume }: { resume: ApplicationResume }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3">
      <span className="flex min-w-0 items-center gap-2 text-sm">
        <FileTextIcon className="size-5 shrink-0 text-brand-500" aria-hidden="true" />
        <span className="min-w-0">
          <span className="block truncate font-medium">{resume.fileName}</span>
          <span className="text-muted-foreground">
            {RESUME_FORMAT_LABELS[resume.format]} · {fileSize(resume.sizeBytes)}
          </span>
        </span>
      </span>
      <Button asChild variant="outline" size="sm">
        <a href={resume.downloadUrl} download={resume.fileName}>
          Baixar currículo original
        </a>
      </Button>
    </div>
  )
}

/**
 * "Currículo": the original file to download ("Baixar currículo original"), the CV itself in the
 * viewer, and what was read from it ("Dados extraídos do currículo", with "Revisar dados").
 */
export function ResumeTab({ companyId, detail, user }: DetailTabProps) {
  const resume = detail.resume
  if (!resume)
    return <p className="text-sm text-muted-foreground">Esta candidatura não tem currículo anexado.</p>
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="curriculo-visualizacao" className="flex flex-col gap-3">
        <h3
          id="curriculo-visualizacao"
          className="border-b border-border pb-1 text-sm font-semibold tracking-wide text-brand-900 uppercase"
        >
          Currículo
        </h3>
        <ResumeFile resume={resume} />
        <ResumeViewer companyId={companyId} applicationId={detail.id} resume={resume} />
      </section>
      <ParsedDataPanel
        companyId={companyId}
        applicationId={detail.id}
        resume={resume}
        canEdit={can(user.role, 'applications:edit')}
      />
      {resume.viewUrl || resume.htmlUrl ? (
        <details className="group rounded-md border border-border">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
            Texto extraído do currículo
          </summary>
          <pre className="max-h-96 overflow-y-auto border-t border-border px-3 py-2 font-sans text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
            {resume.text}
          </pre>
        </details>
      ) : null}
    </div>
  )
}
