import { can } from '@/shared/permissions.ts'
import { CommentsTab } from './comments-tab.tsx'
import { DataTab } from './data-tab.tsx'
import type { DetailTab } from './detail-tab.ts'
import { HistoryTab } from './history-tab.tsx'
import { InterviewsTab } from './interviews-tab.tsx'
import { PersonTab } from './person-tab.tsx'
import { RatingTab } from './rating-tab.tsx'
import { ResumeTab } from './resume-tab.tsx'

/**
 * The tabs of "Detalhes da Candidatura", in order. A feature adds its tab as its own component
 * file in this folder and one entry here.
 */
export const DETAIL_TABS: readonly DetailTab[] = [
  { id: 'dados', label: 'Dados', Component: DataTab },
  // Only for an application with a CV file (issue 15).
  {
    id: 'curriculo',
    label: 'Currículo',
    Component: ResumeTab,
    visible: (_user, detail) => detail.resume !== null,
  },
  // The person's other applications, CV versions and "Mesclar" (issue 15, duplicates).
  { id: 'pessoa', label: 'Pessoa', Component: PersonTab },
  // The team's conversation with @menções and each member's 1–5 stars (issue 16, every role).
  { id: 'comentarios', label: 'Comentários', Component: CommentsTab },
  { id: 'avaliacao', label: 'Avaliação', Component: RatingTab },
  // Interviews (issue 17): every role schedules (interviews:manage).
  {
    id: 'entrevistas',
    label: 'Entrevistas',
    Component: InterviewsTab,
    visible: (user) => can(user.role, 'interviews:manage'),
  },
  { id: 'historico', label: 'Histórico', Component: HistoryTab },
]
