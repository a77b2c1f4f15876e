import 'reflect-metadata';
import { getQueueToken } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../../config/worker-config';
import { ScheduleAtStart } from '../schedule-at-start';

describe('ScheduleAtStart', () => {
  it('upserts the named queue’s schedule with the worker config once the application has booted', async () => {
    const queue = { name: 'alerts' } as unknown as Queue;
    const config = { alertsEveryMs: 1000 } as unknown as WorkerConfig;
    const upsert = jest.fn().mockResolvedValue(undefined);
    const Scheduler = ScheduleAtStart('alerts', upsert);
    @Module({ providers: [Scheduler, { provide: getQueueToken('alerts'), useValue: queue }, { provide: WORKER_CONFIG, useValue: config }] })
    class SchedulingModule {}
    // The context is initialised (its bootstrap hooks called) as it is made.
    const app = await NestFactory.createApplicationContext(SchedulingModule, { logger: false, abortOnError: false });
    expect(upsert).toHaveBeenCalledTimes(1);
    expect(upsert).toHaveBeenCalledWith(queue, config);
    await app.close();
  });

  it('makes a provider of its own for each queue', () => {
    const upsert = jest.fn();
    expect(ScheduleAtStart('alerts', upsert)).not.toBe(ScheduleAtStart('voice-model', upsert));
  });
});
