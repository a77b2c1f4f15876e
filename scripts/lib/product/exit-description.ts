import { type ProcessExit } from '../processes/child-process';

/** How a process ended, in words: "killed by SIGKILL", "exit code 1", or why it could not start. */
export function describeExit({ code, signal, error }: ProcessExit): string {
  if (error) return error.message;
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}
