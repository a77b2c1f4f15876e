import { firstValueFrom, lastValueFrom, of, throwError } from 'rxjs';
import { cleanUpBeforeAnswer } from '../clean-up-before-answer';

describe('cleanUpBeforeAnswer', () => {
  const recorder = (fail = false) => {
    const steps: string[] = [];
    const cleanUp = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      steps.push('cleaned');
      if (fail) throw new Error('clean-up failed');
    };
    return { steps, cleanUp };
  };

  it('cleans up before the answer is passed on', async () => {
    const { steps, cleanUp } = recorder();
    const answer = await firstValueFrom(of('answer').pipe(cleanUpBeforeAnswer(cleanUp)));
    steps.push(`answered ${answer}`);
    expect(steps).toEqual(['cleaned', 'answered answer']);
  });

  it('cleans up before an error is passed on, and passes that error on', async () => {
    const { steps, cleanUp } = recorder();
    const refusal = new Error('refused');
    await expect(lastValueFrom(throwError(() => refusal).pipe(cleanUpBeforeAnswer(cleanUp)))).rejects.toBe(refusal);
    expect(steps).toEqual(['cleaned']);
  });

  it('keeps the original error when the clean-up itself fails', async () => {
    const { cleanUp } = recorder(true);
    const refusal = new Error('refused');
    await expect(lastValueFrom(throwError(() => refusal).pipe(cleanUpBeforeAnswer(cleanUp)))).rejects.toBe(refusal);
  });
});
