import type { TCoverTheme } from './theme';

/** Per theme, a few base palettes: "bgTop bgBottom glow accent accent2". */
export const PALETTE_BASES: Record<TCoverTheme, readonly string[]> = {
  egypt: [
    '#1d2f6b #070b22 #f5b83d #ffd36b #3fd0c9',
    '#6b3210 #1a0903 #ffb347 #ffd36b #2ec5d3',
    '#0f4a4f #041417 #e8c25a #ffe08a #ff9a3c',
  ],
  fruits: [
    '#7a0f68 #1c0420 #ff5fa2 #ffd23f #7cff6b',
    '#11603a #03160c #b6ff5c #ffd23f #ff4d6d',
    '#8a2a0f #200705 #ffb13b #ffe14f #ff4d8a',
  ],
  gems: [
    '#3a0f7a #0b0320 #c77dff #7df9ff #ff5fd2',
    '#064a6e #020c18 #4fd1ff #a5f3ff #ff6ad5',
    '#5e0d38 #14030c #ff4f8b #ffb3d1 #7df9ff',
  ],
  dragon: [
    '#6e0c0c #160303 #ff6a1a #ffc247 #ff2e2e',
    '#0c4a36 #03110c #3cff9e #ffd36b #ff8a3c',
    '#37105e #0a0318 #b65cff #ffc247 #ff5ccf',
  ],
  ocean: [
    '#04527f #021426 #3fe0ff #9ff3ff #ffd6a5',
    '#0d3582 #030a24 #5aa9ff #b5e2ff #ff9fb6',
    '#045c5c #011616 #4dffdb #b8fff0 #ffd36b',
  ],
  space: [
    '#24106a #05021a #8a5cff #ff7ad9 #5ce1ff',
    '#0c2263 #020616 #4f8bff #8ad8ff #ffb347',
    '#4d0f4d #0e0210 #ff5ccf #ffb3f0 #5ce1ff',
  ],
  'wild-west': [
    '#8a3c12 #1f0b04 #ffb347 #ffd36b #e0663a',
    '#5c3416 #140a05 #ff9a3c #ffd9a0 #ff6a3c',
    '#7a2333 #1a060a #ffa14f #ffd36b #ffcf8a',
  ],
  viking: [
    '#1c3c62 #060c16 #7fc8ff #e8eef5 #ffb347',
    '#343a48 #0a0c10 #9fd3ff #ffffff #ff7a3c',
    '#4a2014 #0e0604 #ff8a3c #ffd9a0 #9fd3ff',
  ],
  candy: [
    '#8a1d79 #240520 #ff7ad9 #ffe14f #7df9ff',
    '#4a22a0 #0e0524 #ff9ff3 #ffe14f #7dffcf',
    '#0f6a7d #041a20 #ff8fd0 #fff07a #ff6a8a',
  ],
  irish: [
    '#0e5a33 #03140b #7dff8a #ffd36b #ff7a3c',
    '#136b46 #04180f #b6ff5c #ffe066 #7df9ff',
    '#274d1c #061006 #ffe066 #ffd36b #8affb0',
  ],
  aztec: [
    '#12594c #041612 #3cffc8 #ffd36b #ff6a3c',
    '#6e340c #180a02 #ffb347 #ffe08a #3cffc8',
    '#4a2260 #0e0614 #ffc247 #ffd36b #3cffc8',
  ],
  neon: [
    '#220d4d #05020f #ff2ea6 #ff3fb4 #2ef6ff',
    '#0c2250 #02050f #2ef6ff #3ff0ff #ff3fb4',
    '#3a0d3a #08020a #b6ff2e #c6ff3f #ff3fb4',
  ],
  'classic-sevens': [
    '#6e0c18 #160205 #ff4f4f #ffd36b #ff2e2e',
    '#22226b #06061a #ff4f6a #ffd36b #4fd1ff',
    '#0c476e #021018 #ffcf4f #ffe08a #ff4f4f',
  ],
  jungle: [
    '#135e28 #031408 #b6ff5c #ffb13b #3cffb0',
    '#2d520f #081002 #ffb13b #ffd36b #7dff8a',
    '#0c4d4d #021010 #7dff8a #ffb13b #d0ff5c',
  ],
  greek: [
    '#16398a #040c22 #7fc8ff #ffd36b #ffffff',
    '#48368a #0c0822 #b69cff #ffe08a #ffffff',
    '#0c5c70 #02141a #ffe08a #ffd36b #c9f6ff',
  ],
  halloween: [
    '#4a0f5e #0c0214 #ff8a1a #ffb347 #9dff4f',
    '#0f2540 #02060c #ff9a2e #ffc247 #b07dff',
    '#3d0f0f #0a0202 #ff6a1a #ffb347 #9dff4f',
  ],
  samurai: [
    '#5e0c14 #120204 #ff3b3b #ffd6d6 #ffd36b',
    '#262640 #06060c #ff5a5a #ffe0e0 #ffd36b',
    '#3d0f3d #0a020a #ff7aa8 #ffd6e8 #ffd36b',
  ],
  pirates: [
    '#0f3a66 #020a14 #3fc8ff #ffd36b #e0e6ee',
    '#4d2410 #0e0602 #ffb347 #ffd36b #e0e6ee',
    '#1f3d3d #060a0a #7dffd8 #ffd36b #ff6a5a',
  ],
  roulette: [
    '#0c4d29 #021008 #3cff8a #ffd36b #ff3b3b',
    '#520e16 #100204 #ff5a5a #ffd36b #3cff8a',
    '#0f2552 #02060f #ffd36b #ffe08a #ff3b3b',
  ],
  blackjack: [
    '#0c5c36 #02140a #4fffa0 #ffd36b #ff3b3b',
    '#0c3a66 #020a14 #4fb8ff #ffd36b #ff3b5a',
    '#3d0f52 #0a0210 #c77dff #ffd36b #ff3b5a',
  ],
  baccarat: [
    '#5e0c24 #140206 #ff6a8a #ffd36b #4fffa0',
    '#0c4d4d #021010 #4fffe0 #ffd36b #ff6a8a',
    '#4a2e0c #0a0602 #ffc247 #ffe08a #ff5a5a',
  ],
  'game-show': [
    '#4d0f8a #0c0220 #ff4fd8 #ffd36b #4ff6ff',
    '#0f248a #020620 #4fa8ff #ffd36b #ff4fd8',
    '#8a0f4d #200210 #ffb84f #ffe08a #4ff6ff',
  ],
  poker: [
    '#0c4d38 #02100c #3cffa0 #ffd36b #ff3b5a',
    '#260f52 #06020f #8a5cff #ffd36b #ff3b5a',
    '#520f0f #0f0202 #ff6a4f #ffd36b #4fd1ff',
  ],
  crash: [
    '#260f66 #05021a #ff4f9a #4fffb0 #ff4f9a',
    '#0f2552 #02060f #4fb0ff #4fffb0 #ffb04f',
    '#3d0f3d #0a020a #ffb04f #4fffb0 #ff4f9a',
  ],
  mines: [
    '#0f3a52 #020a10 #4fffb0 #4fffb0 #ff4f4f',
    '#262652 #06060f #7d8aff #7dffcf #ff4f4f',
    '#0f4d38 #02100a #b6ff5c #b6ff5c #ff6a4f',
  ],
  plinko: [
    '#3d0f66 #0a0214 #ff4fd8 #ffd36b #4ff6ff',
    '#0f3a66 #020a14 #4fd8ff #ffd36b #ff4fd8',
    '#660f3d #14020a #ff8a4f #ffe08a #4ff6ff',
  ],
  dice: [
    '#660f0f #140202 #ff4f4f #ffffff #ffd36b',
    '#0f2566 #02060f #4f8aff #ffffff #ffd36b',
    '#0f4d38 #020f0a #4fffa0 #ffffff #ffd36b',
  ],
  keno: [
    '#0f3a7a #020a1a #4fa8ff #ffd36b #ff4fa8',
    '#4d0f7a #0c021a #c77dff #ffd36b #4ff6ff',
    '#0f6060 #021414 #4fffe0 #ffd36b #ff4fa8',
  ],
  wheel: [
    '#3a0f7a #08021a #8a5cff #ffd36b #4ff6ff',
    '#0f3a52 #020a10 #4fe0ff #ffd36b #ff4fb8',
    '#660f52 #140210 #ff4fb8 #ffd36b #4ff6ff',
  ],
  limbo: [
    '#0f2566 #02061a #4fb0ff #ffd36b #4fffb0',
    '#4d0f66 #0e0214 #ff4fd8 #ffd36b #4ff6ff',
    '#0f4d38 #021008 #7dff5c #ffd36b #4fb0ff',
  ],
};
