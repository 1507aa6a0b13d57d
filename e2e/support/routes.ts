// Every page a visitor can reach, for the checks that run on all of them (accessibility, head tags).
export const PAGE_ROUTES: readonly string[] = ["/", "/about/", "/form/"]
export const NOT_FOUND_ROUTE = "/no-such/deeper/page/"
