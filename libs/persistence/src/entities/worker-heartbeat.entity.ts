import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last beat of each worker process, written by the heartbeat queue's processor. */
@Entity({ name: 'worker_heartbeats' })
export class WorkerHeartbeatEntity {
  @PrimaryColumn({ name: 'worker_id', type: 'text' })
  workerId!: string;

  @Column({ name: 'beat_at', type: 'timestamptz' })
  beatAt!: Date;

  @Column({ name: 'beats', type: 'bigint', default: 0 })
  beats!: string;
}
