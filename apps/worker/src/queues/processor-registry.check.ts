import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { QUEUES } from '@voc/queues';

const PROCESSOR_METADATA = 'bullmq:processor_metadata';

/** Refuses to start when a queue has no processor, or two: a job would wait forever or run twice. */
@Injectable()
export class ProcessorRegistryCheck implements OnModuleInit {
  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const names = this.discovery
      .getProviders()
      .map((wrapper) => (wrapper.metatype ? Reflect.getMetadata(PROCESSOR_METADATA, wrapper.metatype) : undefined))
      .filter((meta): meta is { name: string } => typeof meta?.name === 'string')
      .map((meta) => meta.name);
    for (const queue of Object.values(QUEUES)) {
      const count = names.filter((name) => name === queue).length;
      if (count !== 1) throw new Error(`queue "${queue}" has ${count} processors; exactly one is required`);
    }
  }
}
