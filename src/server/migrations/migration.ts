// The shape of one numbered migration, apart from the list of them (index.ts), which imports each file.
export interface Migration {
  id: string
  statements: readonly string[]
}
