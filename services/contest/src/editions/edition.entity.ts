import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One yearly contest, taking registrations during [opensAt, closesAt); periods never overlap. */
@Entity('contest_edition')
export class ContestEditionEntity {
  @PrimaryColumn('int') year: number;
  @Column({ name: 'opens_at', type: 'timestamptz' }) opensAt: Date;
  @Column({ name: 'closes_at', type: 'timestamptz' }) closesAt: Date;
  @Column({ type: 'text', nullable: true }) theme: string | null;
  @Column({ name: 'theme_en', type: 'text', nullable: true }) themeEn: string | null;
  @Column({ type: 'text', nullable: true }) rules: string | null;
  @Column({ name: 'rules_en', type: 'text', nullable: true }) rulesEn: string | null;
  @Column({ name: 'winners_published_at', type: 'timestamptz', nullable: true }) winnersPublishedAt: Date | null;
}

/** Open means now is within [opensAt, closesAt): instants, so no time zone enters the comparison. */
export const isOpenAt = (edition: Pick<ContestEditionEntity, 'opensAt' | 'closesAt'>, now: Date) =>
  edition.opensAt.getTime() <= now.getTime() && now.getTime() < edition.closesAt.getTime();
