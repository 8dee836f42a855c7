/**
 * How many cards a rail puts in the page's first HTML: more than the widest layout shows at once
 * (4¼ cards). The rest render when the visitor reaches for the rail (carousel.tsx).
 */
export const FIRST_RENDER_CARDS = 5;
