import { BellIcon } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { formatDateTime } from '@/shared/format.ts'
import { bellLabel, notificationText } from '@/shared/notifications/api.ts'
import { applicationDetailPath } from '@/shared/paths.ts'
import { Button } from '@/web/components/ui/button.tsx'
import { Popover, PopoverContent, PopoverTrigger } from '@/web/components/ui/popover.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { cn } from '@/web/lib/cn.ts'
import { toast } from '@/web/lib/toast.ts'
import { useMarkRead, useNotifications, useUnreadCount } from './notifications-api.ts'

/**
 * The bell in the admin header (issue 16): the unread count (asked every minute and on focus),
 * the member's notifications latest first — each opens its application — and "Marcar todas como
 * lidas".
 */
export function NotificationBell({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false)
  const unread = useUnreadCount(userId).data ?? 0
  const list = useNotifications(userId, open)
  const { one, all } = useMarkRead(userId)
  const navigate = useNavigate()
  const items = list.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={bellLabel(unread)}>
          <BellIcon aria-hidden="true" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-bold text-white tabular-nums"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="Notificações" className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-2">
          <h2 className="text-sm font-semibold">Notificações</h2>
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2 text-xs"
            disabled={unread === 0 || all.isPending}
            onClick={() => all.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) })}
          >
            Marcar todas como lidas
          </Button>
        </div>
        {list.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Carregando as notificações..." />
          </div>
        ) : list.isError ? (
          <p className="px-3 py-4 text-sm text-destructive">Não foi possível carregar as notificações.</p>
        ) : items.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">Nenhuma notificação.</p>
        ) : (
          <ul aria-label="Notificações" className="max-h-96 overflow-y-auto">
            {items.map((notification) => (
              <li key={notification.id} className="border-b border-border last:border-b-0">
                <button
                  type="button"
                  className={cn(
                    'flex w-full cursor-pointer flex-col gap-0.5 px-3 py-2 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                    notification.readAt === null && 'bg-brand-50/60',
                  )}
                  onClick={() => {
                    if (notification.readAt === null) one.mutate(notification.id)
                    setOpen(false)
                    if (notification.applicationId)
                      void navigate(applicationDetailPath(notification.applicationId))
                  }}
                >
                  <span className="flex items-start gap-2">
                    {notification.readAt === null ? (
                      <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" />
                    ) : null}
                    <span>
                      {notification.readAt === null ? <span className="sr-only">Não lida: </span> : null}
                      {notificationText(notification)}
                    </span>
                  </span>
                  <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
                    {formatDateTime(notification.createdAt)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <div className="border-t border-border p-2">
            <Button
              variant="outline"
              size="sm"
              className="w-full"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Carregar mais
            </Button>
          </div>
        ) : null}
      </PopoverContent>
    </Popover>
  )
}
