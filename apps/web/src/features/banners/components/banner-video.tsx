import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const controlClass =
  'grid size-9 cursor-pointer place-items-center rounded-full border border-white/15 bg-black/50 text-white backdrop-blur-md transition-colors hover:bg-black/75';

/** A banner's background video, muted and looping, with play/pause and sound toggles. */
export function BannerVideo({ src, poster }: { src: string; poster: string }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);

  // `muted` must be the element's property (React does not keep it in sync as an attribute).
  useEffect(() => {
    if (video.current) video.current.muted = muted;
  }, [muted]);

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <>
      <video
        ref={video}
        data-testid="banner-video"
        src={src}
        poster={poster}
        autoPlay
        muted
        loop
        playsInline
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div className="absolute top-3 right-3 z-20 flex gap-2 sm:top-4 sm:right-4">
        <button
          type="button"
          data-testid="banner-video-play"
          aria-label={playing ? t('Banners.pause') : t('Banners.play')}
          onClick={togglePlay}
          className={controlClass}
        >
          {playing ? <Pause className="size-4" /> : <Play className="ml-0.5 size-4" />}
        </button>
        <button
          type="button"
          data-testid="banner-video-mute"
          aria-label={muted ? t('Banners.unmute') : t('Banners.mute')}
          aria-pressed={!muted}
          onClick={() => setMuted((value) => !value)}
          className={controlClass}
        >
          {muted ? <VolumeX className="size-4" /> : <Volume2 className="size-4" />}
        </button>
      </div>
    </>
  );
}
