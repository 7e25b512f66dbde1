import { FileTextIcon } from 'lucide-react'
import type { ApplicationResume } from '@/shared/applications/api.ts'
import { PARSED_FIELD_LABELS, type ParsedResume } from '@/shared/resumes/parsed-resume.ts'
import { RESUME_FORMAT_LABELS } from '@/shared/resumes/resume-files.ts'
import { Button } from '@/web/components/ui/button.tsx'
import type { DetailTabProps } from './detail-tab.ts'

const NOT_FOUND = 'Não encontrado'

const size = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${size.format(bytes / 1024)} KB` : `${size.format(bytes / 1024 / 1024)} MB`
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' — ')

/** Each parsed field as lines of text (never HTML): scalars as they are, lists one entry a line. */
function parsedLines(parsed: ParsedResume): { key: keyof ParsedResume; lines: string[] }[] {
  const scalar = (value: string | null) => (value ? [value] : [])
  return [
    { key: 'name', lines: scalar(parsed.name) },
    { key: 'email', lines: scalar(parsed.email) },
    { key: 'phone', lines: scalar(parsed.phone) },
    { key: 'cpf', lines: scalar(parsed.cpf) },
    { key: 'linkedin', lines: scalar(parsed.linkedin) },
    { key: 'city', lines: scalar(parsed.city) },
    { key: 'state', lines: scalar(parsed.state) },
    { key: 'cep', lines: scalar(parsed.cep) },
    {
      key: 'experience',
      lines: parsed.experience.map((entry) =>
        join(
          entry.role,
          entry.company,
          entry.period && entry.current && !/atual/i.test(entry.period)
            ? `${entry.period} (atual)`
            : entry.period,
        ),
      ),
    },
    {
      key: 'education',
      lines: parsed.education.map((entry) => join(entry.course, entry.institution, entry.period)),
    },
    {
      key: 'languages',
      lines: parsed.languages.map((entry) =>
        entry.level ? `${entry.language} (${entry.level})` : entry.language,
      ),
    },
    { key: 'skills', lines: parsed.skills.length ? [parsed.skills.join(', ')] : [] },
  ]
}

function ParsedFields({ parsed }: { parsed: ParsedResume }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
      {parsedLines(parsed).map(({ key, lines }) => (
        <div key={key} className="contents">
          <dt className="font-medium text-muted-foreground">{PARSED_FIELD_LABELS[key]}</dt>
          <dd className="mb-2 sm:mb-0 [overflow-wrap:anywhere]">
            {lines.length === 0 ? (
              <span className="text-muted-foreground">{NOT_FOUND}</span>
            ) : lines.length === 1 ? (
              lines[0]
            ) : (
              <ul className="flex flex-col gap-1">
                {lines.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder
                  <li key={index}>{line}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
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
 * "Currículo": the original file to download, what the parser read from it ("Dados extraídos do
 * currículo", read-only) and the extracted text — all rendered as text, nothing from the CV as HTML.
 */
export function ResumeTab({ detail }: DetailTabProps) {
  const resume = detail.resume
  if (!resume)
    return <p className="text-sm text-muted-foreground">Esta candidatura não tem currículo anexado.</p>
  return (
    <div className="flex flex-col gap-6">
      <ResumeFile resume={resume} />
      <section aria-labelledby="dados-extraidos" className="flex flex-col gap-3">
        <h3
          id="dados-extraidos"
          className="border-b border-border pb-1 text-sm font-semibold tracking-wide text-brand-900 uppercase"
        >
          Dados extraídos do currículo
        </h3>
        {resume.parsed ? (
          <ParsedFields parsed={resume.parsed} />
        ) : (
          <p className="text-sm text-muted-foreground">Nenhum dado extraído.</p>
        )}
      </section>
      <details className="group rounded-md border border-border">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
          Texto extraído do currículo
        </summary>
        <pre className="max-h-96 overflow-y-auto border-t border-border px-3 py-2 font-sans text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
          {resume.text}
        </pre>
      </details>
    </div>
  )
}
