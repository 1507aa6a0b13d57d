/** Where `npm run develop` runs the school's server for /api/ (gatsby-config proxies there). */
export const DEVELOP_API_PORT = 9001
