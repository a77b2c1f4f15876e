/** Where a script says what it does: one line at a time. */
export type Log = (line: string) => void;

/** The scripts' own lines on the console, prefixed `[voc]`. */
export const consoleLog: Log = (line) => console.log(`[voc] ${line}`);
