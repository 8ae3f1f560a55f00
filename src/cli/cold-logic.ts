import { setFlagsFromString } from "node:v8";

/**
 * Tunes the JavaScript engine (V8) for a command that runs the step engine cold, once or a few times
 * (rate, explain, hint): its optimizing compiler stops inlining calls. A hard 9x9 puzzle exercises most of
 * the techniques, a few seconds of code compiled once each, and with inlining V8 spent about as much CPU
 * compiling it (on its background threads) as running it; without, the first rating of a forum-hardest
 * puzzle costs about a quarter less CPU, and a warm rating about the same (the techniques' hot loops call
 * little that inlining would fold away). The 9x9 search (`solve`) is left as it was: there inlining pays
 * (5-9% faster on a 17-clue batch). The flag is the process's (its worker threads too) and V8 reads it
 * at each compile, so it takes effect for every function compiled from here on. Node keeps V8's flags
 * writable after start for v8.setFlagsFromString.
 */
export function tuneForColdLogic(): void {
  setFlagsFromString("--no-turbo-inlining");
}
