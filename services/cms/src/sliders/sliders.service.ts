import type { FieldErrors } from '@guide/platform';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badInput, conflict, insertNew, notFound } from '@guide/platform';
import { MessageKey as K, SLIDER_LIMITS, ServerMessageKey, validateSlides, type SlideValue } from '@guide/validation';
import { isSlug } from '@guide/vocabulary';
import { REQUIRED_SLIDERS } from '../migrations/1700000003600-branding-sliders';
import { SliderEntity } from './slider.entity';
import type { SliderInput } from '../generated/graphql';

/** Lookups are case-insensitive: codes are stored lower-case. */
const normalCode = (code: string) => code.trim().toLowerCase();

function nameErrors(name: string, errors: FieldErrors): string {
  const value = name.trim();
  if (!value) errors.name = K.REQUIRED;
  else if (value.length > SLIDER_LIMITS.name) errors.name = K.TOO_LONG;
  return value;
}

@Injectable()
export class SlidersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get repo() {
    return this.dataSource.getRepository(SliderEntity);
  }

  /** Public: the slider with its active slides only. */
  async publicByCode(code: string): Promise<SliderEntity | null> {
    const slider = await this.repo.findOneBy({ code: normalCode(code) });
    return slider && { ...slider, slides: slider.slides.filter((s) => s.active) };
  }

  list(): Promise<SliderEntity[]> {
    return this.repo.createQueryBuilder('s').orderBy('lower(s.name)', 'ASC').addOrderBy('s.code', 'ASC').getMany();
  }

  async create(input: SliderInput): Promise<SliderEntity> {
    const code = normalCode(input.code);
    const errors: FieldErrors = {};
    if (!code) errors.code = K.REQUIRED;
    else if (code.length > SLIDER_LIMITS.code || !isSlug(code)) errors.code = K.SLUG_INVALID;
    const name = nameErrors(input.name, errors);
    if (Object.keys(errors).length) throw badInput(errors);
    const taken = () => conflict('A slider already has this code', { code: ServerMessageKey.CODE_TAKEN });
    if (await this.repo.existsBy({ code })) throw taken();
    return insertNew(this.repo, this.repo.create({ code, name, slides: [] }), taken);
  }

  /** Name and slides replaced in one UPDATE: readers see the old list or the new one, never a mix. */
  async update(code: string, name: string, slides: SlideValue[]): Promise<SliderEntity> {
    const errors: FieldErrors = {};
    const value = nameErrors(name, errors);
    const checked = validateSlides(slides);
    if (!checked.ok) Object.assign(errors, checked.fieldErrors);
    if (Object.keys(errors).length || !checked.ok) throw badInput(errors);
    // The update and the slider it answers with in one transaction: a deleteSlider racing it waits
    // instead of leaving the mutation a null Slider to return.
    return this.dataSource.transaction(async (manager) => {
      const [rows]: [{ code: string }[], number] = await manager.query('UPDATE slider SET name = $2, slides = $3::jsonb WHERE code = $1 RETURNING code', [
        normalCode(code),
        value,
        JSON.stringify(checked.slides),
      ]);
      if (!rows.length) throw notFound('Slider');
      return manager.getRepository(SliderEntity).findOneByOrFail({ code: rows[0].code });
    });
  }

  async delete(code: string): Promise<boolean> {
    const key = normalCode(code);
    if ((REQUIRED_SLIDERS as readonly string[]).includes(key)) throw badInput({ code: ServerMessageKey.SLIDER_REQUIRED }, 'The home slider cannot be deleted');
    const [, affected] = await this.dataSource.query('DELETE FROM slider WHERE code = $1', [key]);
    return affected > 0;
  }
}
