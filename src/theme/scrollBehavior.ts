/**
 * `smooth`, or `instant` for visitors who ask for less motion. The site's global style turns off CSS
 * smooth scrolling for them; a script that asks for `smooth` explicitly has to honour it too.
 */
export function preferredScrollBehavior(): ScrollBehavior {
  const reduceMotion =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduceMotion ? 'instant' : 'smooth';
}
