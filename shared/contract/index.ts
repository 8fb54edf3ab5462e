export * from './auth';
export * from './contact';
export * from './fields';
export * from './waitlist';
export * from './mail';
export * from './exportNames';
export * from './privacy';
export * from './launch';
