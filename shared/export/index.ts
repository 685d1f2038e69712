export * from './offsetGrid';
export * from './riverCourses';
export * from './hexJson';
export * from './foundryScene';
export * from './tiledMap';
