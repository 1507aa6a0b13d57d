// The fees page's data as its query gives it: one name for fees.tsx and the parts it draws.
export type FeesData = Queries.FeesFieldsFragment
