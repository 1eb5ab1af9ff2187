import { graphql } from '../../gql';
import type { MenusQuery } from '../../gql/graphql';

/** Back-office operations of the cms menus (services/cms/src/menus/menu.graphql; permissions cms.menus.*). */

export const MENUS = graphql(`
  query Menus {
    menus {
      ...AdminMenu
    }
  }
  fragment AdminMenu on Menu {
    code
    name
    updatedAt
    items {
      ...AdminMenuItem
      children {
        ...AdminMenuItem
        children {
          ...AdminMenuItem
        }
      }
    }
  }
  fragment AdminMenuItem on MenuItem {
    label
    labelEn
    url
    openInNewTab
  }
`);
export type MenuRow = MenusQuery['menus'][number];

export const CREATE_MENU = graphql(`
  mutation CreateMenu($input: NavigationMenuInput!) {
    createMenu(input: $input) {
      ...AdminMenu
    }
  }
`);

export const SET_MENU_ITEMS = graphql(`
  mutation SetMenuItems($code: String!, $items: [MenuItemInput!]!) {
    setMenuItems(code: $code, items: $items) {
      ...AdminMenu
    }
  }
`);

export const RENAME_MENU = graphql(`
  mutation RenameMenu($code: String!, $name: String!) {
    renameMenu(code: $code, name: $name) {
      ...AdminMenu
    }
  }
`);

export const DELETE_MENU = graphql(`
  mutation DeleteMenu($code: String!) {
    deleteMenu(code: $code)
  }
`);
