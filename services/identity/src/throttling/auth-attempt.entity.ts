import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** `account-address`: key `<account>|<address>`, the pair sign-in's hard limit counts. */
export type AttemptScope = 'account' | 'address' | 'account-address';

@Entity('auth_attempt')
export class AuthAttemptEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id: string;
  @Column() action: string;
  @Column('text') scope: AttemptScope;
  @Column() key: string;
  @Column({ default: false }) succeeded: boolean;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}
