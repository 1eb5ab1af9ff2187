import { graphql } from '../../gql';

/** Back-office operations of the media library (services/cms/src/media/media-library.graphql; permissions cms.media.*). */

export const MEDIA_FOLDERS = graphql(`
  query MediaFolders {
    mediaFolders {
      id
      name
      parentId
      fileCount
    }
  }
`);

export const MEDIA_FILES = graphql(`
  query MediaFiles($folderId: ID, $search: String, $kind: MediaFileKind, $first: Int, $after: String) {
    mediaFiles(folderId: $folderId, search: $search, kind: $kind, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...MediaFileCard
        }
      }
    }
  }
  fragment MediaFileCard on MediaFile {
    id
    folderId
    originalName
    kind
    mime
    size
    width
    height
    altText
    altTextEn
    title
    url
    thumbnailUrl
    createdAt
  }
`);

export const MEDIA_FILE_USAGE = graphql(`
  query MediaFileUsage($id: ID!) {
    mediaFile(id: $id) {
      id
      usage {
        type
        contentType
        title
        adminPath
      }
    }
  }
`);

export const CREATE_MEDIA_FOLDER = graphql(`
  mutation CreateMediaFolder($input: MediaFolderInput!) {
    createMediaFolder(input: $input) {
      id
      name
      parentId
      fileCount
    }
  }
`);

export const RENAME_MEDIA_FOLDER = graphql(`
  mutation RenameMediaFolder($id: ID!, $name: String!) {
    renameMediaFolder(id: $id, name: $name) {
      id
      name
    }
  }
`);

export const DELETE_MEDIA_FOLDER = graphql(`
  mutation DeleteMediaFolder($id: ID!) {
    deleteMediaFolder(id: $id)
  }
`);

export const UPDATE_MEDIA_FILE = graphql(`
  mutation UpdateMediaFile($id: ID!, $input: MediaFileInput!) {
    updateMediaFile(id: $id, input: $input) {
      ...MediaFileCard
    }
  }
`);

export const DELETE_MEDIA_FILES = graphql(`
  mutation DeleteMediaFiles($ids: [ID!]!, $force: Boolean) {
    deleteMediaFiles(ids: $ids, force: $force)
  }
`);
