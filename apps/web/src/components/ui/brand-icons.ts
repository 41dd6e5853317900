import { createLucideIcon } from 'lucide-react';

const solid = { fill: 'currentColor', stroke: 'none' } as const;

export const TelegramIcon = createLucideIcon('telegram', [
  [
    'path',
    {
      ...solid,
      d: 'M21.94 4.6 18.9 19.02c-.23 1.02-.83 1.27-1.68.79l-4.64-3.42-2.24 2.16c-.25.25-.46.46-.94.46l.33-4.74 8.63-7.8c.38-.33-.08-.52-.58-.19L7.1 13l-4.59-1.44c-1-.31-1.02-1 .21-1.48l17.94-6.92c.83-.3 1.56.2 1.28 1.44Z',
      key: 'plane',
    },
  ],
]);

export const XBrandIcon = createLucideIcon('x-brand', [
  [
    'path',
    {
      ...solid,
      d: 'M17.75 3h3.07l-6.71 7.67L22 21h-6.18l-4.84-6.33L5.44 21H2.37l7.18-8.2L2 3h6.34l4.37 5.78L17.75 3Zm-1.08 16.18h1.7L7.4 4.73H5.58l11.09 14.45Z',
      key: 'x',
    },
  ],
]);

export const InstagramIcon = createLucideIcon('instagram', [
  ['rect', { x: '2.5', y: '2.5', width: '19', height: '19', rx: '5.5', key: 'frame' }],
  ['circle', { cx: '12', cy: '12', r: '4.25', key: 'lens' }],
  ['circle', { ...solid, cx: '17.4', cy: '6.6', r: '1.15', key: 'flash' }],
]);
