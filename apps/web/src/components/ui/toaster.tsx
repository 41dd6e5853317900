import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { Toaster as Sonner } from 'sonner';
import { useMediaQuery } from '@/hooks/use-media-query';
import { TOAST_DURATION_MS, TOAST_VISIBLE_LIMIT } from '@/lib/toast';
import { DESKTOP_MEDIA_QUERY } from './breakpoints';

export function Toaster() {
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  return (
    <Sonner
      theme="dark"
      position={isDesktop ? 'top-right' : 'top-center'}
      visibleToasts={TOAST_VISIBLE_LIMIT}
      duration={TOAST_DURATION_MS}
      closeButton
      offset={{ top: 76 }}
      mobileOffset={{ top: 64 }}
      icons={{
        success: <CircleCheck className="size-5 text-mint-400" />,
        info: <Info className="size-5 text-sky-400" />,
        warning: <TriangleAlert className="size-5 text-gold-400" />,
        error: <CircleAlert className="size-5 text-danger" />,
      }}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast:
            'group flex w-full items-start gap-3 font-sans rounded-xl border border-line bg-surface-2/95 p-4 pr-8 text-sm text-fg shadow-2xl shadow-black/50 backdrop-blur',
          title: 'font-semibold leading-5',
          description: 'mt-0.5 text-[13px] leading-5 text-muted',
          icon: 'mt-0.5 shrink-0',
          closeButton:
            'absolute right-2 top-2 left-auto! rounded-md border-0! bg-transparent! p-0.5 text-muted hover:text-fg',
          success: 'border-mint-500/30',
          error: 'border-danger/40',
          warning: 'border-gold-500/30',
        },
      }}
    />
  );
}
