/** The admin's wide layout: the sidebar sits beside the content instead of over it. */
export const WIDE_QUERY = '(min-width: 1024px)';
