// Precision and recall of the CV parser per field on the Portuguese test corpus (issue 15).
// Each CV is rendered to PDF or DOCX, read back by the real extractors and parsed.
//
// Usage: npx tsx scripts/parser-quality.ts            (table)
//        npx tsx scripts/parser-quality.ts --mistakes (also every wrong or missing value)
import { extractResume } from '../src/server/features/resumes/extraction/extract.ts'
import { CORPUS, type CorpusCv } from '../src/server/features/resumes/parsing/corpus/corpus.ts'
import { HOLDOUT } from '../src/server/features/resumes/parsing/corpus/holdout.ts'
import { parseResume } from '../src/server/features/resumes/parsing/parse-resume.ts'
import {
  type FieldScore,
  precision,
  QUALITY_FIELDS,
  type QualityField,
  recall,
  scoreResume,
} from '../src/server/features/resumes/parsing/quality.ts'
import { renderDocx, renderPdf } from '../src/server/features/resumes/test-support/render-cv.ts'

const showMistakes = process.argv.includes('--mistakes')
const only = process.argv.find((arg) => arg.startsWith('--cv='))?.slice(5)
const percent = (value: number) => `${(value * 100).toFixed(0)}%`

async function report(title: string, cvs: CorpusCv[]): Promise<void> {
  const totals = new Map<QualityField, FieldScore>()
  for (const cv of cvs.filter((item) => !only || item.id.startsWith(only))) {
    const bytes = cv.format === 'pdf' ? await renderPdf(cv.body) : await renderDocx(cv.body)
    const extraction = await extractResume(bytes)
    if (!extraction.ok) throw new Error(`${cv.id}: ${extraction.failure}`)
    const parsed = parseResume(extraction.text)
    const mistakes = scoreResume(totals, parsed, cv.expected)
    if (showMistakes && mistakes.length > 0) {
      console.log(`\n${cv.id} (${cv.format})`)
      for (const mistake of mistakes) {
        console.log(
          `  ${mistake.field}: wrong ${JSON.stringify(mistake.wrong)} missing ${JSON.stringify(mistake.missing)}`,
        )
      }
    }
  }
  const pdfs = cvs.filter((cv) => cv.format === 'pdf').length
  console.log(`\n${title}: ${cvs.length} CVs (${pdfs} PDF, ${cvs.length - pdfs} DOCX)\n`)
  console.log('| field | expected | found | right | precision | recall |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |')
  for (const field of QUALITY_FIELDS) {
    const score = totals.get(field) ?? { found: 0, expected: 0, right: 0 }
    console.log(
      `| ${field} | ${score.expected} | ${score.found} | ${score.right} | ${percent(precision(score))} | ${percent(recall(score))} |`,
    )
  }
}

await report('Development corpus (the parser was tuned on it)', CORPUS)
await report('Held-out CVs (written after tuning, never tuned on)', HOLDOUT)
