import { cva } from 'class-variance-authority';

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-[background-color,color,box-shadow,transform,filter] duration-150 select-none active:scale-[0.98] disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary:
          'bg-linear-to-b from-gold-300 via-gold-400 to-gold-600 text-[#1c1303] shadow-gold hover:brightness-110',
        secondary: 'bg-surface-3 text-fg hover:bg-[#262d41]',
        outline:
          'border border-line bg-transparent text-fg hover:border-gold-500/50 hover:bg-surface-2',
        ghost: 'bg-transparent text-muted hover:bg-surface-3 hover:text-fg',
        accent:
          'bg-linear-to-b from-mint-400 to-mint-500 text-[#03150d] shadow-[0_8px_24px_-8px_rgb(47_240_160/0.5)] hover:brightness-110',
      },
      size: {
        sm: 'h-8 px-3 text-[13px]',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-[15px]',
        icon: 'size-10',
        'icon-sm': 'size-8',
      },
    },
    defaultVariants: { variant: 'secondary', size: 'md' },
  },
);
