import { IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { FIELD_ERRORS } from '../messages/message-keys';
import { SMS_RECEIPT_STATUSES, type SmsDeliveryReceipt, type SmsReceiptStatus } from './sms-gateway.contract';

/** A delivery receipt the SMS gateway posts (sms-gateway.contract.ts), checked before anything is looked up. */
export class SmsReceiptDto implements SmsDeliveryReceipt {
  @IsString({ message: FIELD_ERRORS.required })
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @MaxLength(200, { message: FIELD_ERRORS.invalid })
  message_id!: string;

  @IsString({ message: FIELD_ERRORS.required })
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @MaxLength(500, { message: FIELD_ERRORS.invalid })
  client_reference!: string;

  @IsIn(SMS_RECEIPT_STATUSES, { message: FIELD_ERRORS.invalid })
  status!: SmsReceiptStatus;

  @IsOptional()
  @IsString({ message: FIELD_ERRORS.required })
  @MaxLength(1000, { message: FIELD_ERRORS.invalid })
  reason?: string;

  @IsISO8601({ strict: true }, { message: FIELD_ERRORS.date })
  at!: string;
}
