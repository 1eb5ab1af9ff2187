/**
 * @guide/vocabulary: the words the services, the apps and the web server must spell the same way —
 * permission keys, establishment enums, URL sections and the slug rule. No dependencies; runs in
 * browsers and in Node.
 */
export * from './permissions';
export * from './establishments';
export * from './sections';
export * from './slug';
export * from './content';
export * from './returns';
export * from './settings';
export * from './partners';
