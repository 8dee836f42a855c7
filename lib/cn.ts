/**
 * Joins class names (clsx). Nothing is merged: a component's own utilities and a caller's must not
 * set the same property. Looks a caller may override (button, skeleton) are component classes in
 * app/globals.css, a cascade layer below the utilities, so any utility passed in wins over them.
 */
export { clsx as cn } from 'clsx';
