import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { NotificationList, UnreadCount } from '@/shared/notifications/api.ts'
import { api } from '@/web/lib/api.ts'

export const notificationKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
  list: (userId: string) => ['notifications', userId, 'list'] as const,
}

/** How often the bell asks for the unread count (and on focus): modest, one indexed count. */
const POLL_MS = 60_000

export function useUnreadCount(userId: string) {
  return useQuery({
    queryKey: notificationKeys.unread(userId),
    queryFn: ({ signal }) => api<UnreadCount>('/api/notifications/unread-count', { signal }),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
    select: (data) => data.unread,
  })
}

/** The bell's list, latest first, page by page ("Carregar mais"); read while the list is open. */
export function useNotifications(userId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ signal, pageParam }) =>
      api<NotificationList>(`/api/notifications?page=${pageParam}&pageSize=10`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled,
    staleTime: 0,
  })
}

export function useMarkRead(userId: string) {
  const client = useQueryClient()
  const refresh = () => void client.invalidateQueries({ queryKey: notificationKeys.all(userId) })
  const one = useMutation({
    mutationFn: (id: string) => api<null>(`/api/notifications/${id}/read`, { method: 'POST' }),
    onSuccess: refresh,
  })
  const all = useMutation({
    mutationFn: () => api<{ updated: number }>('/api/notifications/read-all', { method: 'POST' }),
    onSuccess: refresh,
  })
  return { one, all }
}
