import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity('department')
export class DepartmentEntity {
  @PrimaryColumn() code: string;
  @Column() name: string;
  @Column({ name: 'region_code' }) regionCode: string;
}

@Entity('city')
export class CityEntity {
  @PrimaryColumn() code: string;
  @Column() name: string;
  @Index() @Column({ name: 'department_code' }) departmentCode: string;
  @Column('text', { name: 'postal_codes', array: true }) postalCodes: string[];
  @Column('int', { nullable: true }) population: number | null;
}
