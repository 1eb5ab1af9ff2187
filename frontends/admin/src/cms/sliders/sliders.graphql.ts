import { graphql } from '../../gql';
import type { AdminSlidersQuery } from '../../gql/graphql';

/** Back-office operations of the storefront's sliders (services/cms/src/sliders/slider.graphql; permissions settings.sliders.*). */

export const SLIDERS = graphql(`
  query AdminSliders {
    sliders {
      ...AdminSlider
    }
  }
  fragment AdminSlider on Slider {
    code
    name
    updatedAt
    slides {
      imageUrl
      title
      titleEn
      text
      textEn
      linkUrl
      active
    }
  }
`);
export type SliderRow = AdminSlidersQuery['sliders'][number];
export type SlideRow = SliderRow['slides'][number];

export const CREATE_SLIDER = graphql(`
  mutation CreateSlider($input: SliderInput!) {
    createSlider(input: $input) {
      ...AdminSlider
    }
  }
`);

export const UPDATE_SLIDER = graphql(`
  mutation UpdateSlider($code: String!, $name: String!, $slides: [SlideInput!]!) {
    updateSlider(code: $code, name: $name, slides: $slides) {
      ...AdminSlider
    }
  }
`);

export const DELETE_SLIDER = graphql(`
  mutation DeleteSlider($code: String!) {
    deleteSlider(code: $code)
  }
`);
