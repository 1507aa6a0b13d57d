// Every output file: its path under data/images, size, what draws it and its size budget.
import { advert } from './scenes/advert.mjs';
import { aboutPoster, campusPoster, hero } from './scenes/home.mjs';
import { middleBanner, preschoolBanner, primaryBanner, seniorBanner } from './scenes/banners.mjs';
import { assembly, fieldTrip, footballMatch, graduation, libraryReading, musicDance, parentMeeting } from './scenes/life.mjs';
import {
  levelHigherSecondary, levelMiddle, levelPreschool, levelPrimary,
  valueDiscipline, valueIndividuality, valueResponsibility, valueSoftSkills,
} from './scenes/levels.mjs';
import { humanities, law, management, science } from './scenes/faculties.mjs';
import { artExhibition, basketballGame, computerLab, culturalDance, scienceFair, sportsDay, tiharLights, trekking } from './scenes/gallery.mjs';
import { club, journal } from './scenes/college.mjs';
import { locationMap } from './scenes/map.mjs';
import { TEAM } from './scenes/team.mjs';
import { logoSvg, wordmark } from './logo.mjs';
import { iconSvgs } from './icons.mjs';

/** A JPEG scene: draw(doc) returns SVG body markup. */
const jpeg = (file, w, h, draw, budgetKB) => ({ kind: 'jpeg', file, w, h, draw, budgetKB });
const series = (prefix, w, h, draws, budgetKB) => draws.map((draw, i) => jpeg(`${prefix}-${i + 1}.jpg`, w, h, draw, budgetKB));

const BANNER = [1600, 640, 200];
const CARD = [800, 600, 90];

export const OUTPUTS = [
  { kind: 'svg', file: 'logo.svg', source: logoSvg },
  { kind: 'png', file: 'logo.png', source: logoSvg },
  { kind: 'png', file: 'logo-wordmark.png', source: () => wordmark(640, 160) },
  ...iconSvgs().map(({ name, svg }) => ({ kind: 'svg', file: `icons/${name}.svg`, source: () => svg })),

  jpeg('popup/advert.jpg', 1100, 1375, advert, 200),
  jpeg('home/hero.jpg', 1600, 900, hero, 180),
  jpeg('home/map.jpg', 1600, 700, locationMap, 160),
  jpeg('video/campus-poster.jpg', 1280, 720, campusPoster, 150),
  jpeg('video/about-poster.jpg', 1280, 720, aboutPoster, 150),

  jpeg('banners/preschool.jpg', ...BANNER.slice(0, 2), preschoolBanner, BANNER[2]),
  jpeg('banners/primary.jpg', ...BANNER.slice(0, 2), primaryBanner, BANNER[2]),
  jpeg('banners/middle.jpg', ...BANNER.slice(0, 2), middleBanner, BANNER[2]),
  jpeg('banners/senior.jpg', ...BANNER.slice(0, 2), seniorBanner, BANNER[2]),

  ...series('home/life', ...CARD.slice(0, 2), [assembly, libraryReading, footballMatch, musicDance], CARD[2]),
  jpeg('home/why-parents.jpg', ...CARD.slice(0, 2), parentMeeting, CARD[2]),
  jpeg('home/why-field-trip.jpg', ...CARD.slice(0, 2), fieldTrip, CARD[2]),
  jpeg('home/why-graduation.jpg', ...CARD.slice(0, 2), graduation, CARD[2]),

  jpeg('levels/preschool.jpg', ...CARD.slice(0, 2), levelPreschool, CARD[2]),
  jpeg('levels/primary.jpg', ...CARD.slice(0, 2), levelPrimary, CARD[2]),
  jpeg('levels/middle.jpg', ...CARD.slice(0, 2), levelMiddle, CARD[2]),
  jpeg('levels/higher-secondary.jpg', ...CARD.slice(0, 2), levelHigherSecondary, CARD[2]),

  jpeg('values/discipline.jpg', ...CARD.slice(0, 2), valueDiscipline, CARD[2]),
  jpeg('values/responsibility.jpg', ...CARD.slice(0, 2), valueResponsibility, CARD[2]),
  jpeg('values/individuality.jpg', ...CARD.slice(0, 2), valueIndividuality, CARD[2]),
  jpeg('values/soft-skills.jpg', ...CARD.slice(0, 2), valueSoftSkills, CARD[2]),

  jpeg('faculties/science.jpg', 1200, 800, science, 120),
  jpeg('faculties/management.jpg', 1200, 800, management, 120),
  jpeg('faculties/law.jpg', 1200, 800, law, 120),
  jpeg('faculties/humanities.jpg', 1200, 800, humanities, 120),

  ...TEAM.map(({ name, draw }) => jpeg(`team/${name}.jpg`, 600, 600, draw, 60)),

  ...series('gallery/gallery', 1200, 900, [sportsDay, scienceFair, tiharLights, artExhibition, trekking, computerLab, basketballGame, culturalDance], 140),

  jpeg('college/club.jpg', ...CARD.slice(0, 2), club, CARD[2]),
  jpeg('college/journal.jpg', ...CARD.slice(0, 2), journal, CARD[2]),
];
