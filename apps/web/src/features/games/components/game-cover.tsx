import { Dices } from 'lucide-react';
import { LoadingImage } from '@/components/ui/loading-image';
import { coverTint } from '../utils/cover-tint';

interface GameCoverProps {
  slug: string;
  title: string;
  providerName: string;
  imageUrl: string;
}

/** The placeholder of a cover that cannot be loaded: the game's own colours and its title. */
function CoverPlaceholder({ slug, title, providerName }: Omit<GameCoverProps, 'imageUrl'>) {
  const { from, to } = coverTint(slug);
  return (
    <div
      data-testid="game-cover-placeholder"
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-3 text-center"
      style={{
        backgroundImage: `radial-gradient(120% 80% at 50% 0%, ${to}cc, transparent 70%), linear-gradient(160deg, ${from}, #0b0e17 85%)`,
      }}
    >
      <Dices aria-hidden className="size-8 text-white/25" strokeWidth={1.5} />
      <span className="line-clamp-3 text-[13px] leading-tight font-extrabold tracking-tight text-white drop-shadow sm:text-[15px]">
        {title}
      </span>
      <span className="line-clamp-1 text-[10px] font-semibold tracking-wider text-white/55 uppercase">
        {providerName}
      </span>
    </div>
  );
}

/** A game's 3:4 cover: lazy image, skeleton while it loads, placeholder if it fails. */
export function GameCover(props: GameCoverProps) {
  return (
    <LoadingImage
      src={props.imageUrl}
      alt=""
      className="absolute inset-0 size-full object-cover"
      fallback={<CoverPlaceholder {...props} />}
    />
  );
}
