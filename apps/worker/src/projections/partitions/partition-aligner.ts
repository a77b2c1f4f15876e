import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { PARTITIONED_FEEDS } from '@voc/projections';
import { WORKER_CONFIG, type WorkerConfig } from '../../config/worker-config';
import { PROJECTION_STORES, type ProjectionStores } from '../tickets/projection-stores';
import { alignPartitions } from './align-partitions';

/** At start, before any projection job: the partitioned projections' checkpoints match PROJECTION_PARTITIONS, or the worker stops. */
@Injectable()
export class PartitionAligner implements OnModuleInit {
  private readonly logger = new Logger(PartitionAligner.name);

  constructor(
    @Inject(PROJECTION_STORES) private readonly stores: ProjectionStores,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    for (const projection of PARTITIONED_FEEDS) {
      const outcome = await alignPartitions(this.stores, projection, this.config.projectionPartitions);
      if (outcome === 'spread') this.logger.log({ projection, partitions: this.config.projectionPartitions }, 'projection checkpoints carried over to the configured partitions');
    }
  }
}
