// The routes the benchmarks measure: every page the site builds, plus the 404 page.
export const BENCH_ROUTES: readonly string[] = [
  "/",
  "/about/",
  "/form/",
  "/Preschool/",
  "/primary/",
  "/middle/",
  "/senior/",
  "/crest-college/",
  "/senior/courses/science/",
  "/senior/courses/management/",
  "/senior/courses/law/",
  "/senior/courses/humanities/",
  "/404/",
]
