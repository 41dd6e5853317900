import {
  createLucideIcon,
  Crosshair,
  HockeyStick,
  Swords,
  Trophy,
  type LucideIcon,
} from 'lucide-react';

export const SoccerBallIcon = createLucideIcon('soccer-ball', [
  ['circle', { cx: '12', cy: '12', r: '10', key: 'ball' }],
  ['path', { d: 'm12 8.5 3.33 2.42-1.27 3.91H9.94l-1.27-3.91Z', key: 'patch' }],
  [
    'path',
    {
      d: 'M12 8.5V2m3.33 8.92L21.5 9m-7.44 5.83 3.44 5.42m-7.56-5.42L6.5 20.25M8.67 10.92 2.5 9',
      key: 'seams',
    },
  ],
]);

export const TennisBallIcon = createLucideIcon('tennis-ball', [
  ['circle', { cx: '12', cy: '12', r: '10', key: 'ball' }],
  ['path', { d: 'M6 3.95C8.9 6 10.4 8.7 10.4 12S8.9 18 6 20.05', key: 'left' }],
  ['path', { d: 'M18 3.95C15.1 6 13.6 8.7 13.6 12s1.5 6 4.4 8.05', key: 'right' }],
]);

export const BasketballIcon = createLucideIcon('basketball', [
  ['circle', { cx: '12', cy: '12', r: '10', key: 'ball' }],
  ['path', { d: 'M12 2v20M2 12h20', key: 'cross' }],
  ['path', { d: 'M4.93 4.93C7.05 7.05 8.2 9.4 8.2 12s-1.15 4.95-3.27 7.07', key: 'left' }],
  ['path', { d: 'M19.07 4.93C16.95 7.05 15.8 9.4 15.8 12s1.15 4.95 3.27 7.07', key: 'right' }],
]);

export const RaceFlagIcon = createLucideIcon('race-flag', [
  ['path', { d: 'M4 22V3', key: 'pole' }],
  ['rect', { x: '4', y: '3', width: '16', height: '11', rx: '1', key: 'cloth' }],
  [
    'path',
    {
      d: 'M4 3h5.33v5.5H4zM14.67 3H20v5.5h-5.33zM9.33 8.5h5.34V14H9.33z',
      fill: 'currentColor',
      key: 'checks',
    },
  ],
]);

/** Each sport's icon by its key (the slug without its id). */
const SPORT_ICONS: Readonly<Record<string, LucideIcon>> = {
  soccer: SoccerBallIcon,
  tennis: TennisBallIcon,
  'ice-hockey': HockeyStick,
  basketball: BasketballIcon,
  'formula-1': RaceFlagIcon,
  'counter-strike': Crosshair,
  'dota-2': Swords,
};

/** The icon of a sport by its slug ("soccer-1" -> the ball); a trophy for the others. */
export function sportIcon(slug: string): LucideIcon {
  return SPORT_ICONS[slug.replace(/-\d+$/, '')] ?? Trophy;
}
