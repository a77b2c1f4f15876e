import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ActiveFlag, DealerRegion, PermissionFlags, UserType } from '@voc/domain';
import { DealerEntity } from './dealer.entity';

/**
 * A person who signs in: staff with an email, dealer staff with a passport id (SPEC.md §3 User).
 * The password is kept only as an argon2id hash.
 */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stored lower-cased; unique when present. */
  @Column({ type: 'text', nullable: true })
  email!: string | null;

  /** Dealer staff sign-in id; unique when present. */
  @Column({ name: 'passport_id', type: 'text', nullable: true })
  passportId!: string | null;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  /** Legacy: the passport signs in with the dealer form's blank password. Off by default. */
  @Column({ name: 'passport_only', type: 'boolean', default: false })
  passportOnly!: boolean;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Column({ type: 'text', nullable: true })
  mobile!: string | null;

  @Column({ name: 'position_title', type: 'text', nullable: true })
  positionTitle!: string | null;

  @Column({ name: 'active_flag', type: 'smallint', default: 1 })
  activeFlag!: ActiveFlag;

  @Column({ type: 'text' })
  type!: UserType;

  @Column({ name: 'group_showroom', type: 'boolean', default: false })
  groupShowroom!: boolean;

  @Column({ name: 'group_service', type: 'boolean', default: false })
  groupService!: boolean;

  @Column({ type: 'jsonb' })
  permission!: PermissionFlags;

  @Column({ name: 'dealer_ref', type: 'uuid', nullable: true })
  dealerRef!: string | null;

  @ManyToOne(() => DealerEntity, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'dealer_ref' })
  dealer?: DealerEntity | null;

  @Column({ name: 'dealer_sales_region', type: 'text', nullable: true })
  dealerSalesRegion!: DealerRegion | null;

  @Column({ name: 'dealer_service_region', type: 'text', nullable: true })
  dealerServiceRegion!: DealerRegion | null;

  @Column({ name: 'sale_area_code', type: 'text', nullable: true })
  saleAreaCode!: string | null;

  @Column({ name: 'service_area_code', type: 'text', nullable: true })
  serviceAreaCode!: string | null;

  /** Raised when the user is deactivated or their password changes: older tokens stop working. */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion!: number;

  /** Set for a password someone else chose (the first administrator's): the user must pick their own. */
  @Column({ name: 'must_change_password', type: 'boolean', default: false })
  mustChangePassword!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
