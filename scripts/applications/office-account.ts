// `npm run office:account`: the accounts that may sign in to /office/ (CONTENT.md "The office inbox").
//   npm run office:account -- add <name>      makes the account, or gives it a new password (asked twice)
//   npm run office:account -- remove <name>
//   npm run office:account -- list
// The password is asked without showing it, or read from OFFICE_PASSWORD when there is no terminal.
// It uses the site's database (DATABASE_URL, or the embedded one in CREST_DATA_DIR or .data/): with
// the embedded one, stop the site first, since one folder has one user at a time.
import readline from "node:readline"
import { Writable } from "node:stream"
import { openDatabase } from "../../src/server/db"
import { accountNameProblem, listAccounts, passwordProblem, removeAccount, setAccount } from "../../src/server/office/accounts"

async function ask(question: string): Promise<string> {
  let muted = false
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk)
      done()
    },
  })
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true })
  process.stdout.write(question)
  muted = true
  const answer = await new Promise<string>((resolve) => rl.question("", resolve))
  rl.close()
  process.stdout.write("\n")
  return answer
}

async function password(): Promise<string> {
  if (!process.stdin.isTTY) {
    const given = process.env.OFFICE_PASSWORD
    if (!given) throw new Error("No terminal to ask the password in: set OFFICE_PASSWORD.")
    const problem = passwordProblem(given)
    if (problem) throw new Error(`Not that password: ${problem}.`)
    return given
  }
  for (;;) {
    const first = await ask("New password: ")
    const problem = passwordProblem(first)
    if (problem) {
      console.log(`Not that one: ${problem}.`)
      continue
    }
    if ((await ask("The same again: ")) === first) return first
    console.log("The two were not the same; once more.")
  }
}

async function main(): Promise<void> {
  const [command, name] = process.argv.slice(2)
  if (command !== "list" && (command !== "add" && command !== "remove" || !name)) {
    console.error("Usage: npm run office:account -- add <name> | remove <name> | list")
    process.exitCode = 2
    return
  }
  const problem = name ? accountNameProblem(name) : null
  if (problem) throw new Error(`"${name}": ${problem}.`)
  const newPassword = command === "add" ? await password() : null
  const db = await openDatabase()
  try {
    if (command === "list") {
      const names = await listAccounts(db)
      console.log(names.length > 0 ? names.join("\n") : "No office accounts yet.")
    } else if (command === "remove") {
      console.log((await removeAccount(db, name!)) ? `Removed ${name}; their sessions end now.` : `There is no account ${name}.`)
    } else {
      const created = await setAccount(db, name!, newPassword!)
      console.log(created ? `Made the account ${name}: sign in at /office/.` : `New password for ${name}; their sessions ended.`)
    }
  } finally {
    await db.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
