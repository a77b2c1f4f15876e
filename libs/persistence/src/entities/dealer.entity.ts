import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { DealerRegion, DealerStatus, WorkingHours } from '@voc/domain';

/** A dealer branch of the network (SPEC.md §3 Dealer). */
@Entity({ name: 'dealers' })
export class DealerEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The car maker's numeric dealer id, shared by the branches of one dealer. */
  @Column({ name: 'dealer_id', type: 'text' })
  dealerId!: string;

  /** Unique code of the branch. */
  @Column({ name: 'dealer_code', type: 'text', unique: true })
  dealerCode!: string;

  @Column({ name: 'dealer_name', type: 'text' })
  dealerName!: string;

  @Column({ name: 'dealer_name_en', type: 'text' })
  dealerNameEn!: string;

  @Column({ name: 'branch_name', type: 'text' })
  branchName!: string;

  @Column({ name: 'branch_name_en', type: 'text' })
  branchNameEn!: string;

  @Column({ type: 'text', default: 'normal' })
  status!: DealerStatus;

  @Column({ name: 'sale_area_code', type: 'text', nullable: true })
  saleAreaCode!: string | null;

  @Column({ name: 'service_area_code', type: 'text', nullable: true })
  serviceAreaCode!: string | null;

  @Column({ name: 'dealer_sales_region', type: 'text', nullable: true })
  dealerSalesRegion!: DealerRegion | null;

  @Column({ name: 'dealer_service_region', type: 'text', nullable: true })
  dealerServiceRegion!: DealerRegion | null;

  /** Geographic region (G.BANGKOK, CENTRAL, ...). */
  @Column({ name: 'dealer_region', type: 'text', nullable: true })
  dealerRegion!: string | null;

  @Column({ name: 'dealer_province', type: 'text', nullable: true })
  dealerProvince!: string | null;

  @Column({ name: 'dealer_province_en', type: 'text', nullable: true })
  dealerProvinceEn!: string | null;

  @Column({ name: 'sale_area_manager_name', type: 'text', nullable: true })
  saleAreaManagerName!: string | null;

  @Column({ name: 'sale_manager_name', type: 'text', nullable: true })
  saleManagerName!: string | null;

  @Column({ name: 'service_area_manager_name', type: 'text', nullable: true })
  serviceAreaManagerName!: string | null;

  @Column({ name: 'service_manager_name', type: 'text', nullable: true })
  serviceManagerName!: string | null;

  @Column({ name: 'working_hours', type: 'jsonb' })
  workingHours!: WorkingHours;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
