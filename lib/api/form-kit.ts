/*
 * What a form needs only once someone uses it: zod, the form schemas, the endpoint table, the
 * resolver that joins zod to react-hook-form (most of a form's code), and what gives the schemas'
 * messages in the page's language. useApiForm loads it on the first focus or touch of a form, so a page
 * with a form ships none of it up front.
 */
export { zodResolver } from '@hookform/resolvers/zod';
export { z } from 'zod';
export { endpoints } from './contract';
export { craftFileProblems } from './craft-files';
export { FIELD, translateMessage } from './messages';
export * from './schemas';
