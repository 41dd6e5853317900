import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameStageLoading } from './game-stage-loading';

/**
 * The studio's game client in a frame, under a loading cover until the frame says it loaded.
 * Keyed by the URL where it is used, so a new session starts covered again.
 */
export function GameFrame({
  url,
  title,
  imageUrl,
}: {
  url: string;
  title: string;
  imageUrl: string;
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <iframe
        data-testid="game-frame"
        data-loaded={loaded}
        src={url}
        title={t('Games.frame_title', { title })}
        allow="fullscreen"
        allowFullScreen
        onLoad={() => setLoaded(true)}
        className="absolute inset-0 size-full border-0 bg-black"
      />
      {!loaded && <GameStageLoading imageUrl={imageUrl} />}
    </>
  );
}
