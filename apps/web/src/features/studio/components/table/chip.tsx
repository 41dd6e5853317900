import { cn } from '@/lib/cn';

const TIERS = [
  { from: '#5ba8ff', to: '#1d5fc9' },
  { from: '#ff6a7a', to: '#b8162f' },
  { from: '#4ff0a8', to: '#0f9a5f' },
  { from: '#c68bff', to: '#6a2bd1' },
  { from: '#ffd76a', to: '#c48a10' },
];

/** A casino chip drawn in CSS: striped edge, coloured by its tier. */
export function Chip({
  label,
  tier,
  className,
}: {
  label: string;
  tier: number;
  className?: string;
}) {
  const color = TIERS[Math.min(TIERS.length - 1, Math.max(0, tier))] ?? TIERS[0];
  return (
    <span
      className={cn(
        'relative grid shrink-0 place-items-center rounded-full font-black text-white shadow-[0_2px_6px_rgb(0_0_0/0.5)] [text-shadow:0_1px_1px_rgb(0_0_0/0.5)]',
        className,
      )}
      style={{
        background: `repeating-conic-gradient(from 0deg, rgb(255 255 255 / 0.85) 0deg 14deg, transparent 14deg 45deg), linear-gradient(180deg, ${color?.from}, ${color?.to})`,
      }}
    >
      <span
        className="absolute inset-[18%] rounded-full border border-white/40"
        style={{ background: `linear-gradient(180deg, ${color?.from}, ${color?.to})` }}
      />
      <span className="relative leading-none">{label}</span>
    </span>
  );
}
