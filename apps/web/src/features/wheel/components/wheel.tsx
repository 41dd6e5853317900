import type { RefObject } from 'react';
import { cn } from '@/lib/cn';
import type { TWheelPhase } from '../hooks/use-wheel-motion';
import type { TWheelSegment } from '../utils/wheel-segments';
import { RIM, WheelDefs, WheelFace, WheelHubAndSheen, WheelRim } from './wheel-art';

interface WheelProps {
  segments: TWheelSegment[];
  rotorRef: RefObject<SVGGElement | null>;
  phase: TWheelPhase;
  landedIndex: number | null;
  onSpin: () => void;
  canSpin: boolean;
  spinLabel: string;
  className?: string;
}

/** The pointer at the top, its tip on the segment that wins. */
function Pointer({ bouncing }: { bouncing: boolean }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 40 52"
      className={cn(
        'absolute top-[-2%] left-1/2 z-10 w-[11%] -translate-x-1/2 origin-[50%_30%] drop-shadow-[0_4px_6px_rgb(0_0_0/0.55)]',
        bouncing && 'animate-pointer-bounce',
      )}
      data-testid="wheel-pointer"
      data-bouncing={bouncing}
    >
      <defs>
        <linearGradient id="wheel-pointer" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff3cf" />
          <stop offset="0.5" stopColor="#fcc945" />
          <stop offset="1" stopColor="#a86a05" />
        </linearGradient>
      </defs>
      <path
        d="M20 50 L4 16 A17 17 0 1 1 36 16 Z"
        fill="url(#wheel-pointer)"
        stroke="#4a2c00"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="20" cy="15" r="6" fill="#2a1466" stroke="#ffeab0" strokeWidth="2" />
    </svg>
  );
}

/**
 * The prize wheel (spec 2 "Wheel component"): the segments on a turning face, a pointer, and a
 * spin button in the centre. `data-landed-index` names the segment under the pointer once it
 * stops, read from the final angle.
 */
export function Wheel({
  segments,
  rotorRef,
  phase,
  landedIndex,
  onSpin,
  canSpin,
  spinLabel,
  className,
}: WheelProps) {
  const turning = phase === 'spinning' || phase === 'landing';
  return (
    <div
      data-testid="wheel"
      data-phase={phase}
      data-landed-index={landedIndex ?? undefined}
      data-segments={segments.length}
      className={cn('@container relative mx-auto aspect-square w-full', className)}
    >
      <span
        aria-hidden
        className="absolute inset-[-6%] rounded-full bg-[radial-gradient(circle,rgb(124_92_255/0.35),rgb(245_177_32/0.12)_55%,transparent_70%)] blur-md"
      />
      <Pointer bouncing={phase === 'landed'} />
      <svg
        viewBox={`${-RIM - 2} ${-RIM - 2} ${2 * RIM + 4} ${2 * RIM + 4}`}
        className="relative size-full drop-shadow-[0_18px_40px_rgb(0_0_0/0.6)]"
        role="img"
        aria-label={segments.map((segment) => segment.label ?? '0').join(', ')}
      >
        <WheelDefs />
        <WheelRim lit={turning || phase === 'landed'} />
        <g ref={rotorRef} data-testid="wheel-rotor">
          <WheelFace segments={segments} landedIndex={landedIndex} />
        </g>
        <WheelHubAndSheen />
      </svg>
      <button
        type="button"
        data-testid="wheel-spin"
        onClick={onSpin}
        disabled={!canSpin}
        className={cn(
          'absolute top-1/2 left-1/2 z-10 grid size-[24%] -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full px-1',
          'bg-[radial-gradient(circle_at_35%_30%,#fff3cf,#fcc945_45%,#a86a05)] text-[clamp(8px,4.3cqw,13px)] leading-none font-extrabold tracking-tight text-[#2a1a02] uppercase',
          'shadow-[0_0_0_4px_rgb(21_13_46/0.9),0_6px_18px_rgb(0_0_0/0.55),inset_0_-3px_6px_rgb(120_70_0/0.5)] transition-[filter,transform] duration-150',
          canSpin
            ? 'cursor-pointer hover:brightness-110 active:scale-95 motion-safe:animate-glow-ring'
            : 'cursor-default',
          // Resting with no spin to take: the button looks switched off.
          !canSpin && phase === 'idle' && 'brightness-75 saturate-50',
        )}
      >
        {spinLabel}
      </button>
    </div>
  );
}
