// The bench scripts' command-line options: `--name value` for a number, `--name` alone for a switch.
const args = process.argv.slice(2)

/** The number after `--name`, or `fallback` when the option is not given. */
export function numberOption(name: string, fallback: number): number {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? Number(args[index + 1]) : fallback
}

/** Whether `--name` is given. */
export function switchOption(name: string): boolean {
  return args.includes(`--${name}`)
}
