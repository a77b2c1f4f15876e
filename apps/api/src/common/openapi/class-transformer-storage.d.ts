// class-transformer ships the storage of its @Type metadata without a declaration beside it.
declare module 'class-transformer/cjs/storage' {
  export const defaultMetadataStorage: import('class-transformer/types/MetadataStorage').MetadataStorage;
}
