import { projectEvery } from '../sync-and-project';
import type { SyncReport } from '../sync/sync-survey-service';

const after = (events: number): SyncReport => ({ pages: 0, items: 0, events, ticketsRaised: 0, held: 0 });

describe('projectEvery', () => {
  it.each([
    { name: 'a page below the threshold projects nothing', every: 5000, events: [1000], runs: 0 },
    { name: 'the page that reaches the threshold projects', every: 5000, events: [1000, 3000, 5000], runs: 1 },
    { name: 'the count starts again from the last projection', every: 5000, events: [6000, 9000, 11000], runs: 2 },
    { name: 'pages that append nothing never project', every: 5000, events: [0, 0, 0], runs: 0 },
    { name: 'a threshold of one projects after every page that appended', every: 1, events: [1, 1, 2, 3], runs: 3 },
  ])('$name', async ({ every, events, runs }) => {
    const project = jest.fn(async () => undefined);
    const afterPage = projectEvery(project, every);
    for (const total of events) await afterPage(after(total));
    expect(project).toHaveBeenCalledTimes(runs);
  });
});
