/** Entry point of `npm run bench`: runs each benchmark section in turn. */
import { benchNine } from "./nine.js";

async function main(): Promise<void> {
  await benchNine();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
