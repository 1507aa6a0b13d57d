// The Crest palette: brand blues, warm accents, greens for hills, and people's colours.

export const C = {
  blue950: '#0b1f45',
  blue900: '#112f63',
  blue800: '#163f80',
  blue700: '#1c4e9c',
  blue600: '#2b62b8',
  blue500: '#4a7fcf',
  blue400: '#6f9be0',
  blue300: '#9dbdea',
  blue200: '#c6d9f3',
  blue100: '#e3edf9',
  saffron: '#f2a900',
  marigold: '#f6c343',
  gold: '#e0a526',
  butter: '#fbe3a0',
  terracotta: '#d9633b',
  rust: '#b24a29',
  brick: '#a8452c',
  coral: '#ec8f6a',
  blush: '#f4c2a8',
  cream: '#fbf6ec',
  sand: '#f1e4cc',
  wheat: '#e6d2ad',
  wood: '#b07a4a',
  woodDark: '#7f5232',
  green800: '#24573a',
  green700: '#2f6b45',
  green600: '#3d8054',
  green500: '#55995f',
  green400: '#78b26f',
  green300: '#a4cc8c',
  green200: '#cfe3b4',
  snow: '#ffffff',
  ice: '#e6eef8',
  ink: '#1d2433',
  slate: '#4b5566',
  grey: '#8a93a3',
  mist: '#d6dde8',
  white: '#ffffff',
  maroon: '#8c2f39',
  plum: '#6d3b6e',
  teal: '#2b8c8a',
};

/** Skin tones typical of Nepal, light to deep. */
export const SKIN = ['#f3cfae', '#e8b98f', '#d9a477', '#c48a5c', '#a97048', '#8c5636'];
export const HAIR = { black: '#1f1a1c', dark: '#33261f', brown: '#5a3b26', grey: '#9b9ea4', silver: '#cfd2d6' };

/** Traditional lungta order (blue, white, red, green, yellow) in Crest shades. */
export const FLAGS = [C.blue600, C.snow, C.terracotta, C.green500, C.saffron];

/** School uniform. */
export const UNIFORM = { shirt: '#eef3fb', bottom: C.blue800, tie: C.terracotta, sweater: C.blue700 };

/** Soft portrait backgrounds, rotated through the team. */
export const PORTRAIT_BG = ['#dbe7f7', '#fbe3a0', '#f4cdb9', '#d5e8c8', '#e6dcf0', '#cde6e6'];

/** Bright clothing colours for crowds. */
export const CLOTHES = [C.terracotta, C.saffron, C.blue600, C.green500, C.plum, C.teal, C.coral, C.maroon, C.blue400];
